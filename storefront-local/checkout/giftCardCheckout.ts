/**
 * Gift cards at the hosted checkout: the cart's applied cards pay the order's total (shipping
 * included) first, in the order applied, and the test card pays the rest; an order the cards cover
 * needs no card at all (https://help.shopify.com/en/manual/products/gift-card-products/redeem-gift-card:
 * "If the balance available on the gift card is greater than or equal to the order total, then the
 * customer can click Complete order"). Paying takes the amounts off the cards' balances, in the same
 * transaction as the order.
 */
import type { CartCost } from '../carts/cartCost';
import type { CartRecord } from '../carts/cartRecord';
import type { Queryable } from '../db/database';
import { giftCardPayable, payWithGiftCards, type GiftCardUse } from '../giftcards/giftCardPayment';
import { giftCardsByIds, spendGiftCard } from '../giftcards/giftCardStore';
import { escapeHtml } from '../html';
import { formatMoney } from '../pricing/currency';
import type { OrderGiftCard } from '../orders/orderStore';
import type { Services } from '../services';

export type { OrderGiftCard };

export interface CheckoutGiftCards {
  cards: OrderGiftCard[];
  /** Σ cards, in the order's currency. */
  paidMinor: number;
}

export const NO_GIFT_CARDS: CheckoutGiftCards = { cards: [], paidMinor: 0 };

const orderCard = (use: GiftCardUse): OrderGiftCard => ({
  giftCardId: use.card.id,
  lastCharacters: use.card.code.slice(-4).toUpperCase(),
  amountMinor: use.presentmentAmountUsed.minor,
  amountUsedCents: use.amountUsedCents,
});

/** What the cart's cards pay of this order (total plus `shippingMinor`). */
export async function checkoutGiftCards(services: Services, cart: CartRecord, cost: CartCost, shippingMinor: number): Promise<CheckoutGiftCards> {
  const cards = await giftCardsByIds(services.db, cart.giftCardIds ?? []);
  if (!cards.length) return NO_GIFT_CARDS;
  const isGiftCard = (variantId: string) => {
    const variant = services.catalogue.variantById.get(variantId);
    return Boolean(variant && services.catalogue.products[variant.productIndex]?.isGiftCard);
  };
  const payment = payWithGiftCards(cards, giftCardPayable(cost, isGiftCard, shippingMinor));
  return { cards: payment.uses.map(orderCard), paidMinor: payment.paid.minor };
}

/** Thrown inside the order's transaction when a card no longer holds what it was to pay: nothing is kept. */
export class GiftCardSpent extends Error {}

/** Takes each card's part off its balance, for `orderId`; throws GiftCardSpent when one falls short. */
export async function spendOrderGiftCards(tx: Queryable, orderId: number, cards: readonly OrderGiftCard[]): Promise<void> {
  for (const card of cards) {
    if (!(await spendGiftCard(tx, card.giftCardId, orderId, card.amountUsedCents))) throw new GiftCardSpent(card.lastCharacters);
  }
}

/** The summary's gift card rows: each card's part, then the rest (`restLabel`: left to pay, or paid by card). */
export function giftCardRows(cards: readonly OrderGiftCard[], totalMinor: number, currencyCode: string, restLabel: string): string {
  if (!cards.length) return '';
  const money = (minor: number) => formatMoney({ minor, currencyCode });
  const paid = cards.reduce((sum, c) => sum + c.amountMinor, 0);
  return (
    cards.map((c) => `<div class="gift-card"><span>Gift card •••• ${escapeHtml(c.lastCharacters)}</span><span>−${money(c.amountMinor)}</span></div>`).join('') +
    `<div class="to-pay"><span>${restLabel}</span><span>${money(Math.max(0, totalMinor - paid))}</span></div>`
  );
}
