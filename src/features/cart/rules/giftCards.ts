/**
 * Gift cards on the cart, in the shopper's words. Codes are case-insensitive and Shopify prints them
 * in groups of four; the API matches them exactly but for case and does not trim
 * (https://github.com/Shopify/hydrogen/pull/3401), so spaces and dashes a shopper copies come out
 * first (Shopify's codes are letters and digits only). A code that is wrong, used up or expired is
 * not applied and not reported as an error: the cart simply has no card for it. The cards pay towards
 * the cart's total without lowering it (the total is what the order costs; a gift card is a way to
 * pay it: https://help.shopify.com/en/manual/products/gift-card-products/redeem-gift-card). Pure.
 */
import { supportsVersion } from '../../../lib/apiVersion';
import { amountOf, type AppliedGiftCardView, type CartView } from './lines';
import { formatMoneyV2, type Money } from '../../../lib/money';

/** The code as Shopify stores it: letters and digits, upper case. */
export const normaliseGiftCardCode = (code: string): string => code.replace(/[\s-]+/g, '').toUpperCase();

/** The last four characters, as the cart shows a card (AppliedGiftCard.lastCharacters). */
export const lastFour = (code: string): string => normaliseGiftCardCode(code).slice(-4);

/** What the cards leave to pay at checkout: the total less what they pay (never below zero). */
export function amountToPay(cart: CartView): Money {
  const paid = cart.giftCards
    .filter((card) => card.amountUsed.currencyCode === cart.total.currencyCode)
    .reduce((sum, card) => sum + Math.round(amountOf(card.amountUsed) * 100), 0);
  const left = Math.max(0, Math.round(amountOf(cart.total) * 100) - paid);
  return { amount: (left / 100).toFixed(2), currencyCode: cart.total.currencyCode };
}

const cardFor = (cart: CartView, code: string): AppliedGiftCardView | undefined =>
  cart.giftCards.find((card) => card.lastCharacters.toUpperCase() === lastFour(code));

/**
 * From Storefront API 2025-10 a cart takes new gift card codes with cartGiftCardCodesAdd, keeping the
 * cards already on it (https://shopify.dev/changelog/posts/storefront-api-cart-now-supports-adding-gift-cards);
 * before, cartGiftCardCodesUpdate replaces them, so only the codes a page knows can be kept.
 */
export const GIFT_CARD_CODES_ADD_SINCE = '2025-10';
export const cartAddsGiftCardCodes = (apiVersion: string): boolean => supportsVersion(apiVersion, GIFT_CARD_CODES_ADD_SINCE);

/**
 * The codes to send to cartGiftCardCodesUpdate, which replaces the cart's codes: those of the cards
 * already applied whose codes this page knows, then the new one.
 */
export function nextGiftCardCodes(cart: CartView, known: ReadonlyMap<string, string>, code: string): string[] {
  const entered = normaliseGiftCardCode(code);
  const kept = cart.giftCards.flatMap((card) => {
    const full = known.get(card.lastCharacters.toUpperCase());
    return full && full !== entered ? [full] : [];
  });
  return [...kept, entered];
}

export interface GiftCardOutcome {
  applied: boolean;
  message: string;
}

const masked = (lastCharacters: string): string => `•••• ${lastCharacters.toUpperCase()}`;

/** What applying `code` did, after the cart answered; `before` tells which cards were taken off with it. */
export function giftCardOutcome(before: CartView, after: CartView, code: string): GiftCardOutcome {
  const card = cardFor(after, code);
  const lost = before.giftCards
    .filter((old) => !after.giftCards.some((now) => now.id === old.id))
    .map((old) => masked(old.lastCharacters));
  const lostText = lost.length
    ? ` Gift card ${lost.join(' and ')} came off: enter its code again to use ${lost.length === 1 ? 'it' : 'them'} too.`
    : '';
  if (!card) {
    return {
      applied: false,
      message: `That gift card code didn’t work. Check it for typos: a card that is used up or has expired can’t be used either.${lostText}`,
    };
  }
  const pays = amountOf(card.amountUsed) > 0 ? `it pays ${formatMoneyV2(card.amountUsed)} of your order` : 'there is nothing left for it to pay';
  return {
    applied: true,
    message: `Gift card ${masked(card.lastCharacters)} applied: ${pays}, and ${formatMoneyV2(card.balanceAfter)} stays on the card.${lostText}`,
  };
}

/** Whether a card with these last characters is already on the cart. */
export const alreadyApplied = (cart: CartView, code: string): boolean => Boolean(cardFor(cart, code));

export { masked as maskedGiftCard };
