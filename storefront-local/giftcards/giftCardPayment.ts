/**
 * How gift cards pay for a cart or an order, as Shopify's checkout does
 * (https://help.shopify.com/en/manual/products/gift-card-products/redeem-gift-card): cards pay in the
 * order they were applied, each up to its balance, towards the order's total (taxes and shipping
 * included); what is left is paid by another method. A gift card cannot buy another gift card, so
 * gift card products are left for the other method. Cards hold shop-currency (USD) balances; the
 * amount taken shows both in the card's currency (AppliedGiftCard.amountUsed, `balance`) and in the
 * cart's (presentmentAmountUsed): https://shopify.dev/docs/api/storefront/latest/objects/AppliedGiftCard.
 */
import type { CartCost } from '../carts/cartCost';
import { currencyDigits, type Money } from '../pricing/currency';
import { RATES_PER_USD, SHOP_CURRENCY } from '../pricing/rates';
import { usable, type GiftCardRecord } from './giftCardStore';

export interface GiftCardUse {
  card: GiftCardRecord;
  /** Taken from the card, in its currency (USD cents). */
  amountUsedCents: number;
  /** The same amount in the cart's currency. */
  presentmentAmountUsed: Money;
}

export interface GiftCardPayment {
  uses: GiftCardUse[];
  /** Σ presentment amounts the cards pay (the rest of the order is paid by another method). */
  paid: Money;
}

const rateOf = (currencyCode: string): number => (currencyCode === SHOP_CURRENCY ? 1 : (RATES_PER_USD[currencyCode] ?? 1));

/** A USD-cent balance in the presentment currency, rounded down: a card never pays more than it holds. */
export function balanceIn(usdCents: number, currencyCode: string): Money {
  if (currencyCode === SHOP_CURRENCY) return { minor: usdCents, currencyCode };
  const minor = Math.floor(((usdCents / 100) * rateOf(currencyCode) * 10 ** currencyDigits(currencyCode)) + 1e-9);
  return { minor, currencyCode };
}

/** A presentment amount taken from a card, back in USD cents (never more than the card's balance). */
function usdCentsFor(presentment: Money, card: GiftCardRecord): number {
  if (presentment.currencyCode === SHOP_CURRENCY) return presentment.minor;
  if (presentment.minor >= balanceIn(card.balanceCents, presentment.currencyCode).minor) return card.balanceCents;
  const cents = Math.round((presentment.minor / 10 ** currencyDigits(presentment.currencyCode) / rateOf(presentment.currencyCode)) * 100);
  return Math.min(card.balanceCents, Math.max(1, cents));
}

/** The cards' share of `payable` (in the cart's currency), in the order the cards were applied. */
export function payWithGiftCards(cards: readonly GiftCardRecord[], payable: Money, now: Date = new Date()): GiftCardPayment {
  const { currencyCode } = payable;
  let left = Math.max(0, payable.minor);
  const uses: GiftCardUse[] = [];
  for (const card of cards) {
    if (!usable(card, now) || left === 0) continue;
    const minor = Math.min(left, balanceIn(card.balanceCents, currencyCode).minor);
    if (minor <= 0) continue;
    left -= minor;
    const presentmentAmountUsed = { minor, currencyCode };
    uses.push({ card, amountUsedCents: usdCentsFor(presentmentAmountUsed, card), presentmentAmountUsed });
  }
  return { uses, paid: { minor: uses.reduce((sum, u) => sum + u.presentmentAmountUsed.minor, 0), currencyCode } };
}

/** What gift cards may pay of a cart: its total less the gift card products in it (and plus shipping, at checkout). */
export function giftCardPayable(cost: CartCost, isGiftCardVariant: (variantId: string) => boolean, shippingMinor = 0): Money {
  const giftCardLines = cost.lines.filter((l) => isGiftCardVariant(l.variant.id)).reduce((sum, l) => sum + l.total.minor, 0);
  return { minor: Math.max(0, cost.total.minor - giftCardLines) + shippingMinor, currencyCode: cost.currencyCode };
}

/** A cart's applied cards that can still pay, each with its share of `payable` (zero when nothing is left to pay). */
export function cardsOnCart(cards: readonly GiftCardRecord[], payable: Money, now: Date = new Date()): GiftCardPayment {
  const payment = payWithGiftCards(cards, payable, now);
  const uses = cards
    .filter((card) => usable(card, now))
    .map((card) => payment.uses.find((u) => u.card.id === card.id) ?? { card, amountUsedCents: 0, presentmentAmountUsed: { minor: 0, currencyCode: payable.currencyCode } });
  return { uses, paid: payment.paid };
}
