/**
 * Cart.appliedGiftCards (https://shopify.dev/docs/api/storefront/latest/objects/AppliedGiftCard):
 * `amountUsed` "the amount that was taken from the gift card by applying it" and `balance` "the amount
 * left on the gift card", both in the card's currency; `presentmentAmountUsed` "the amount that was
 * applied to the checkout in its currency"; `lastCharacters` the code's last four. The cart's own
 * cost is not lowered: a gift card is a payment towards the total, not a discount.
 */
import type { CartCost } from '../../carts/cartCost';
import { appliedGiftCardGid } from '../../carts/giftCards';
import type { CartRecord } from '../../carts/cartRecord';
import { cardsOnCart, giftCardPayable } from '../../giftcards/giftCardPayment';
import { giftCardsByIds } from '../../giftcards/giftCardStore';
import { moneyV2 } from '../../pricing/currency';
import type { RequestContext } from '../context';

export async function appliedGiftCardViews(cart: CartRecord, cost: CartCost, ctx: RequestContext) {
  const { catalogue, db } = ctx.services;
  const cards = await giftCardsByIds(db, cart.giftCardIds ?? []);
  const isGiftCard = (variantId: string) => {
    const variant = catalogue.variantById.get(variantId);
    return Boolean(variant && catalogue.products[variant.productIndex]?.isGiftCard);
  };
  const { uses } = cardsOnCart(cards, giftCardPayable(cost, isGiftCard));
  return uses.map(({ card, amountUsedCents, presentmentAmountUsed }) => {
    const amountUsed = moneyV2({ minor: amountUsedCents, currencyCode: card.currencyCode });
    const balance = moneyV2({ minor: card.balanceCents, currencyCode: card.currencyCode });
    return {
      __typename: 'AppliedGiftCard',
      id: appliedGiftCardGid(card.id),
      lastCharacters: card.code.slice(-4).toUpperCase(),
      amountUsed,
      amountUsedV2: amountUsed,
      balance,
      balanceV2: balance,
      presentmentAmountUsed: moneyV2(presentmentAmountUsed),
    };
  });
}
