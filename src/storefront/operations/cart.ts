/**
 * Cart requests and the mapping of their answers. Loaded by the cart store (src/stores/cartSync.ts)
 * on its first request, so neither the Storefront client nor the query text is part of the first-load JavaScript.
 * Transport and GraphQL errors throw (StorefrontError); userErrors come back as a failed outcome. The
 * store keeps the queue, the single cart creation and what a failure means for the shopper.
 */
import { env } from '../../config/env';
import type { CartView } from '../../features/cart/rules/lines';
import { mapCart } from '../../features/cart/rules/mapping';
import type { CartWarningView } from '../../features/cart/rules/warnings';
import { storefrontRequest } from '../client';
import {
  CART_BUYER_IDENTITY_UPDATE_MUTATION,
  CART_COUNTRY_SWITCH_MUTATION,
  CART_CREATE_MUTATION,
  CART_DISCOUNT_CODES_UPDATE_MUTATION,
  CART_GIFT_CARD_CODES_REMOVE_MUTATION,
  CART_GIFT_CARD_CODES_UPDATE_MUTATION,
  CART_LINES_ADD_MUTATION,
  CART_LINES_REMOVE_MUTATION,
  CART_LINES_UPDATE_MUTATION,
  CART_PROTECTION_DECLINE_MUTATION,
  CART_QUERY,
} from '../documents/cart';
import type { CartFragment } from '../generated/storefront.generated';
import type { CartInput } from '../generated/storefront.types';
import { CART_GIFT_CARD_CODES_ADD_MUTATION } from '../documents/since-2026-04/giftCards';

/**
 * A cart change: the cart after it with its warnings (stock caps, since 2024-10), or what went wrong
 * (userErrors, or no cart in the answer). `gone` says the cart itself no longer exists (completed or
 * expired): the store replaces it rather than failing every later change.
 */
export type CartOutcome = { cart: CartView; warnings: CartWarningView[] } | { cart: null; problem: unknown; gone: boolean };

interface CartPayload {
  cart?: CartFragment | null;
  userErrors: readonly { message: string; field?: readonly string[] | null }[];
  warnings?: readonly CartWarningView[] | null;
}

/** Shopify answers a completed or unknown cart with a userError on the `cartId` argument. */
const cartIsGone = (errors: CartPayload['userErrors']): boolean =>
  errors.some((error) => error.field?.includes('cartId') || /cart does not exist/i.test(error.message));

/** Pure cart steps that only run once a cart is loaded: here, with the requests, not with the first screen. */
export { warningNotice } from '../../features/cart/rules/warnings';
export { planAutoLines, settleAutoLines } from '../../features/cart/rules/automaticLines';
export { discountOutcome, nextDiscountCodes } from '../../features/cart/rules/discounts';

type Wanted = readonly { merchandiseId: string; quantity: number }[];

/** How many of the wanted variants the cart holds. */
const quantityOf = (cart: CartView | null, wanted: Wanted): number =>
  (cart?.lines ?? []).filter((line) => wanted.some((w) => w.merchandiseId === line.merchandiseId)).reduce((sum, line) => sum + line.quantity, 0);

/** After an unanswered add: did the re-read cart take it? (Every wanted variant grew by its quantity.) */
export const addLanded = (before: CartView, after: CartView, wanted: Wanted): boolean =>
  wanted.every((line) => quantityOf(after, [line]) >= quantityOf(before, [line]) + line.quantity);

/** Did this add bring more of the wanted variants than the cart had before? */
export const addedAny = (before: CartView | null, after: CartView | null, wanted: Wanted): boolean =>
  quantityOf(after, wanted) > quantityOf(before, wanted);

/** A mutation unanswered this long is given up and the cart re-read (its outcome is uncertain). */
const MUTATION_TIMEOUT_MS = 20_000;

const outcomeOf = (payload: CartPayload | null | undefined): CartOutcome => {
  if (!payload || payload.userErrors.length > 0 || !payload.cart) {
    return { cart: null, problem: payload?.userErrors ?? 'no cart in the answer', gone: cartIsGone(payload?.userErrors ?? []) };
  }
  const warnings = (payload.warnings ?? []).map(({ code, message, target }) => ({ code, message, target }));
  return { cart: mapCart(payload.cart, env.autoLines), warnings };
};

/** A cart mutation's options: its variables in the shopper's country, and the time limit. */
const mutation = <V extends object>(variables: V, country: string) => ({ variables: { ...variables, country }, timeoutMs: MUTATION_TIMEOUT_MS });

async function send<T>(request: Promise<T>, pick: (data: T) => CartPayload | null | undefined): Promise<CartOutcome> {
  return outcomeOf(pick(await request));
}

/** The cart, or null when it is gone (2025-07 has no completedAt: a completed cart reads as null). */
export async function fetchCart(id: string, country: string): Promise<CartView | null> {
  const data = await storefrontRequest(CART_QUERY, { variables: { id, country } });
  return data.cart ? mapCart(data.cart, env.autoLines) : null;
}

export const createCart = (buyerIdentity: Record<string, unknown>, country: string) =>
  send(storefrontRequest(CART_CREATE_MUTATION, mutation({ input: { buyerIdentity } }, country)), (data) => data.cartCreate);

/** A whole cart in one call: a cart permalink's items, discount code, note and e-mail. */
export const createCartWith = (input: CartInput, country: string) =>
  send(storefrontRequest(CART_CREATE_MUTATION, mutation({ input }, country)), (data) => data.cartCreate);

export const addCartLines = (cartId: string, lines: { merchandiseId: string; quantity: number }[], country: string) =>
  send(storefrontRequest(CART_LINES_ADD_MUTATION, mutation({ cartId, lines }, country)), (data) => data.cartLinesAdd);

export const updateCartLines = (cartId: string, lines: { id: string; quantity: number }[], country: string) =>
  send(storefrontRequest(CART_LINES_UPDATE_MUTATION, mutation({ cartId, lines }, country)), (data) => data.cartLinesUpdate);

export const removeCartLines = (cartId: string, lineIds: string[], country: string) =>
  send(storefrontRequest(CART_LINES_REMOVE_MUTATION, mutation({ cartId, lineIds }, country)), (data) => data.cartLinesRemove);

/**
 * Removes lines that include shipping protection and records on the cart that the shopper declined it
 * (`attribute`). A failed removal is the outcome (nothing was removed); a failed note alone is logged.
 */
export async function removeLinesDecliningProtection(
  cartId: string,
  lineIds: string[],
  attribute: { key: string; value: string },
  country: string,
): Promise<CartOutcome> {
  const data = await storefrontRequest(CART_PROTECTION_DECLINE_MUTATION, {
    variables: { cartId, lineIds, attributes: [attribute], country },
    timeoutMs: MUTATION_TIMEOUT_MS,
  });
  const remembered = outcomeOf(data.remembered);
  if (!remembered.cart) console.error('Remembering the declined shipping protection failed', remembered.problem);
  return outcomeOf(data.removed);
}

/** Replaces the cart's codes with `discountCodes` (the caller keeps the ones already there). */
export const updateDiscountCodes = (cartId: string, discountCodes: string[], country: string) =>
  send(storefrontRequest(CART_DISCOUNT_CODES_UPDATE_MUTATION, mutation({ cartId, discountCodes }, country)), (data) => data.cartDiscountCodesUpdate);

/** Replaces the cart's gift card codes with `giftCardCodes` (the caller sends the ones to keep too). */
export const updateGiftCardCodes = (cartId: string, giftCardCodes: string[], country: string) =>
  send(storefrontRequest(CART_GIFT_CARD_CODES_UPDATE_MUTATION, mutation({ cartId, giftCardCodes }, country)), (data) => data.cartGiftCardCodesUpdate);

/**
 * Adds gift card codes, keeping the cards already applied (2025-10 on; see the document). The cart it
 * answers has the same selection as every cart document, typed from the later schema.
 */
export const addGiftCardCodes = (cartId: string, giftCardCodes: string[], country: string) =>
  send(storefrontRequest(CART_GIFT_CARD_CODES_ADD_MUTATION, mutation({ cartId, giftCardCodes }, country)), (data) => data.cartGiftCardCodesAdd as CartPayload | null | undefined);

/** Takes applied gift cards off by their AppliedGiftCard ids. */
export const removeGiftCards = (cartId: string, appliedGiftCardIds: string[], country: string) =>
  send(storefrontRequest(CART_GIFT_CARD_CODES_REMOVE_MUTATION, mutation({ cartId, appliedGiftCardIds }, country)), (data) => data.cartGiftCardCodesRemove);

/**
 * A country change in one request: the buyer identity, then the automatic lines out (`lineIds`) and
 * in (`lines`). The cart is the last step's; a step that failed after an earlier one worked still
 * answers the cart as the earlier step left it, with the problem logged by the caller.
 */
export async function switchCountry(
  cartId: string,
  buyerIdentity: Record<string, unknown>,
  lineIds: string[],
  lines: { merchandiseId: string; quantity: number }[],
  country: string,
): Promise<CartOutcome> {
  const data = await storefrontRequest(CART_COUNTRY_SWITCH_MUTATION, {
    variables: { cartId, buyerIdentity, lineIds, lines, withRemove: lineIds.length > 0, withAdd: lines.length > 0, country },
    timeoutMs: MUTATION_TIMEOUT_MS,
  });
  const steps = [data.identity, data.removed, data.added].filter((step) => step != null).map(outcomeOf);
  const failed = steps.find((step) => !step.cart);
  const last = steps.filter((step) => step.cart).pop();
  if (!last || (failed && steps[0] === failed)) return failed ?? { cart: null, problem: 'no cart in the answer', gone: false };
  if (failed) console.error('Part of the country change failed', failed.cart ? null : failed.problem);
  return last;
}

/** The answer holds only the cart's id and identity: the caller fetches the cart again if it needs it. */
export async function updateBuyerIdentity(
  cartId: string,
  buyerIdentity: Record<string, unknown>,
  country: string,
): Promise<{ ok: true } | { ok: false; problem: unknown }> {
  const data = await storefrontRequest(CART_BUYER_IDENTITY_UPDATE_MUTATION, {
    variables: { cartId, buyerIdentity, country },
  });
  const payload = data.cartBuyerIdentityUpdate;
  if (!payload || payload.userErrors.length > 0 || !payload.cart) return { ok: false, problem: payload?.userErrors };
  return { ok: true };
}
