/**
 * The gift cards on a cart, with the semantics of Shopify's cart mutations:
 * - cartGiftCardCodesUpdate sets the cart's codes (https://shopify.dev/docs/api/storefront/latest/mutations/cartGiftCardCodesUpdate),
 * - cartGiftCardCodesAdd (2025-10+) adds to them (https://shopify.dev/docs/api/storefront/latest/mutations/cartGiftCardCodesAdd),
 * - cartGiftCardCodesRemove takes applied cards off by their AppliedGiftCard id
 *   (https://shopify.dev/docs/api/storefront/latest/mutations/cartGiftCardCodesRemove).
 * Codes are case-insensitive; a code that is unknown, used up or expired is not applied and not
 * reported (no userError: "Invalid code | Silently rejected", https://github.com/Shopify/hydrogen/pull/3401),
 * and a code applied twice is applied once. The cart keeps the cards' ids, in the order applied.
 */
import type { Queryable } from '../db/database';
import { giftCardByCode, usable } from '../giftcards/giftCardStore';
import type { CartRecord } from './cartRecord';
import type { CartUserError } from './cartMutationTypes';

/** At most this many codes per mutation, as the schema says of `giftCardCodes`. */
export const MAX_GIFT_CARD_CODES = 250;

export const appliedGiftCardGid = (cardId: number): string => `gid://shopify/AppliedGiftCard/${cardId}`;

const parseAppliedGid = (id: string): number | null => {
  const match = /^gid:\/\/shopify\/AppliedGiftCard\/(\d+)$/.exec(id ?? '');
  return match ? Number(match[1]) : null;
};

const tooMany = (field: string): CartUserError => ({
  code: 'MAXIMUM_EXCEEDED',
  field: [field],
  message: `The input must not contain more than ${MAX_GIFT_CARD_CODES} values.`,
});

/** The usable cards behind `codes`, once each, in order. */
async function cardIdsFor(db: Queryable, codes: readonly string[], now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const code of codes) {
    const card = await giftCardByCode(db, code);
    if (card && usable(card, now) && !ids.includes(card.id)) ids.push(card.id);
  }
  return ids;
}

/** Sets (`replace`) or adds to the cart's gift cards. */
export async function applyGiftCardCodes(
  db: Queryable,
  cart: CartRecord,
  codes: readonly string[],
  mode: 'replace' | 'add',
  now: Date = new Date(),
): Promise<CartUserError[]> {
  if (codes.length > MAX_GIFT_CARD_CODES) return [tooMany('giftCardCodes')];
  const ids = await cardIdsFor(db, codes, now);
  const kept = mode === 'add' ? (cart.giftCardIds ?? []) : [];
  cart.giftCardIds = [...kept, ...ids.filter((id) => !kept.includes(id))];
  return [];
}

/** Takes cards off by AppliedGiftCard id; an id not on the cart changes nothing. */
export function removeGiftCards(cart: CartRecord, appliedGiftCardIds: readonly string[]): CartUserError[] {
  if (appliedGiftCardIds.length > MAX_GIFT_CARD_CODES) return [tooMany('appliedGiftCardIds')];
  const bad = appliedGiftCardIds.findIndex((id) => parseAppliedGid(id) === null);
  if (bad >= 0) return [{ code: 'INVALID', field: ['appliedGiftCardIds', String(bad)], message: `Invalid global id '${appliedGiftCardIds[bad]}'` }];
  const remove = new Set(appliedGiftCardIds.map(parseAppliedGid));
  cart.giftCardIds = (cart.giftCardIds ?? []).filter((id) => !remove.has(id));
  return [];
}
