/**
 * The cart's network part: every Storefront request the cart sends, and what its answer leaves in the
 * store. Loaded by the store (store.ts) with `import()` on the cart's first use, so neither this code,
 * the Storefront client nor the documents are part of the first-load JavaScript. Keeps no state: it
 * works on the store it is handed (`CartContext`).
 * - Each change is sent once. Any GraphQL error or userError is a failure: logged, the shopper's lines
 *   stay as they were, and the store says so in words. After an uncertain failure (no answer,
 *   timeout, 5xx, GraphQL error) the cart is re-read, so what the shopper sees is what the server holds.
 * - A cart the Storefront reports gone (null, or "does not exist": checked out here or in another
 *   tab) is replaced by a new one, created once at a time with the selected country (and the signed-in
 *   customer) in its buyer identity.
 * - Automatic lines ride in the same cartLinesAdd as the shopper's line; after every change the free
 *   gift and the country's variant follow the cart; a country change swaps the country lines in the same
 *   request as the buyer identity.
 * - Stock warnings (2024-10+) are told in words; the mutation still succeeded.
 * - Gift cards: from 2025-10 a new code is added to the cart's (cartGiftCardCodesAdd). On 2025-07
 *   cartGiftCardCodesUpdate replaces the cart's codes and the cart answers only each card's last
 *   characters, so the codes this page applied are kept in the store's memory and sent again.
 */
import { env as siteEnv } from '../../config/env';
import { JUST_ADDED_MS, SHIPPING_PROTECTION_DECLINED } from '../../config/cart';
import { STORAGE_KEYS } from '../../config/site';
import type { CartFragment } from '../../storefront/generated/storefront.generated';
import type { CartInput } from '../../storefront/generated/storefront.types';
import { storefrontRequest } from '../../storefront/client';
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
} from '../../storefront/documents/cart';
import { CART_GIFT_CARD_CODES_ADD_MUTATION } from '../../storefront/documents/since-2026-04/giftCards';
import { withGiftThreshold } from '../../stores/shopCurrencyPrices';
import { leaveForCheckout } from './checkout';
import { planAutoLines, settleAutoLines } from './rules/automaticLines';
import { discountOutcome, nextDiscountCodes } from './rules/discounts';
import { alreadyApplied, cartAddsGiftCardCodes, giftCardOutcome, lastFour, maskedGiftCard, nextGiftCardCodes, normaliseGiftCardCode } from './rules/giftCards';
import { changeFailed, shownCart, toPromoLines, type CartView } from './rules/lines';
import { mapCart } from './rules/mapping';
import { warningNotice, type CartAction, type CartWarningView } from './rules/warnings';
import type { AddLineInput, CartContext } from './types';

// ---- Requests: one per Storefront operation, answered as an outcome ----

/**
 * A cart change: the cart after it with its warnings (stock caps, since 2024-10), or what went wrong
 * (userErrors, or no cart in the answer). `gone` says the cart itself no longer exists (completed or
 * expired): it is replaced rather than failing every later change.
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

/** A mutation unanswered this long is given up and the cart re-read (its outcome is uncertain). */
const MUTATION_TIMEOUT_MS = 20_000;

const outcomeOf = (payload: CartPayload | null | undefined): CartOutcome => {
  if (!payload || payload.userErrors.length > 0 || !payload.cart) {
    return { cart: null, problem: payload?.userErrors ?? 'no cart in the answer', gone: cartIsGone(payload?.userErrors ?? []) };
  }
  const warnings = (payload.warnings ?? []).map(({ code, message, target }) => ({ code, message, target }));
  return { cart: mapCart(payload.cart, siteEnv.autoLines), warnings };
};

/** A cart mutation's options: its variables in the shopper's country, and the time limit. */
const mutation = <V extends object>(variables: V, country: string) => ({ variables: { ...variables, country }, timeoutMs: MUTATION_TIMEOUT_MS });

async function send<T>(request: Promise<T>, pick: (data: T) => CartPayload | null | undefined): Promise<CartOutcome> {
  return outcomeOf(pick(await request));
}

type Lines = { merchandiseId: string; quantity: number }[];

/** The requests, one per operation. Transport and GraphQL errors throw (StorefrontError). */
const requests = {
  /** The cart, or null when it is gone (2025-07 has no completedAt: a completed cart reads as null). */
  fetchCart: async (id: string, country: string): Promise<CartView | null> => {
    const data = await storefrontRequest(CART_QUERY, { variables: { id, country } });
    return data.cart ? mapCart(data.cart, siteEnv.autoLines) : null;
  },
  createCart: (input: CartInput, country: string) =>
    send(storefrontRequest(CART_CREATE_MUTATION, mutation({ input }, country)), (data) => data.cartCreate),
  addLines: (cartId: string, lines: Lines, country: string) =>
    send(storefrontRequest(CART_LINES_ADD_MUTATION, mutation({ cartId, lines }, country)), (data) => data.cartLinesAdd),
  updateLines: (cartId: string, lines: { id: string; quantity: number }[], country: string) =>
    send(storefrontRequest(CART_LINES_UPDATE_MUTATION, mutation({ cartId, lines }, country)), (data) => data.cartLinesUpdate),
  removeLines: (cartId: string, lineIds: string[], country: string) =>
    send(storefrontRequest(CART_LINES_REMOVE_MUTATION, mutation({ cartId, lineIds }, country)), (data) => data.cartLinesRemove),
  /**
   * Removes lines that include shipping protection and records on the cart that the shopper declined
   * it. A failed removal is the outcome (nothing was removed); a failed note alone is logged.
   */
  removeLinesDecliningProtection: async (cartId: string, lineIds: string[], country: string): Promise<CartOutcome> => {
    const data = await storefrontRequest(CART_PROTECTION_DECLINE_MUTATION, {
      variables: { cartId, lineIds, attributes: [SHIPPING_PROTECTION_DECLINED], country },
      timeoutMs: MUTATION_TIMEOUT_MS,
    });
    const remembered = outcomeOf(data.remembered);
    if (!remembered.cart) console.error('Remembering the declined shipping protection failed', remembered.problem);
    return outcomeOf(data.removed);
  },
  /** Replaces the cart's codes with `discountCodes` (the caller keeps the ones already there). */
  updateDiscountCodes: (cartId: string, discountCodes: string[], country: string) =>
    send(storefrontRequest(CART_DISCOUNT_CODES_UPDATE_MUTATION, mutation({ cartId, discountCodes }, country)), (data) => data.cartDiscountCodesUpdate),
  /** Replaces the cart's gift card codes with `giftCardCodes` (the caller sends the ones to keep too). */
  updateGiftCardCodes: (cartId: string, giftCardCodes: string[], country: string) =>
    send(storefrontRequest(CART_GIFT_CARD_CODES_UPDATE_MUTATION, mutation({ cartId, giftCardCodes }, country)), (data) => data.cartGiftCardCodesUpdate),
  /** Adds gift card codes, keeping the cards already applied (2025-10 on; the cart typed from the later schema). */
  addGiftCardCodes: (cartId: string, giftCardCodes: string[], country: string) =>
    send(storefrontRequest(CART_GIFT_CARD_CODES_ADD_MUTATION, mutation({ cartId, giftCardCodes }, country)), (data) => data.cartGiftCardCodesAdd as CartPayload | null | undefined),
  /** Takes applied gift cards off by their AppliedGiftCard ids. */
  removeGiftCards: (cartId: string, appliedGiftCardIds: string[], country: string) =>
    send(storefrontRequest(CART_GIFT_CARD_CODES_REMOVE_MUTATION, mutation({ cartId, appliedGiftCardIds }, country)), (data) => data.cartGiftCardCodesRemove),
  /**
   * A country change in one request: the buyer identity, then the automatic lines out (`lineIds`) and
   * in (`lines`). The cart is the last step's; a step that failed after an earlier one worked still
   * answers the cart as the earlier step left it, with the problem logged.
   */
  switchCountry: async (cartId: string, buyerIdentity: Record<string, unknown>, lineIds: string[], lines: Lines, country: string): Promise<CartOutcome> => {
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
  },
  /** The answer holds only the cart's id and identity: the caller fetches the cart again if it needs it. */
  updateBuyerIdentity: async (cartId: string, buyerIdentity: Record<string, unknown>, country: string): Promise<{ ok: true } | { ok: false; problem: unknown }> => {
    const data = await storefrontRequest(CART_BUYER_IDENTITY_UPDATE_MUTATION, { variables: { cartId, buyerIdentity, country } });
    const payload = data.cartBuyerIdentityUpdate;
    if (!payload || payload.userErrors.length > 0 || !payload.cart) return { ok: false, problem: payload?.userErrors };
    return { ok: true };
  },
};

/** A whole cart in one call (a cart permalink's items, discount code, note and e-mail), apart from the shopper's own cart. */
export const createCartWith = (input: CartInput, country: string): Promise<CartOutcome> => requests.createCart(input, country);

// ---- What an answer leaves in the store ----

/**
 * How one cart change ended. `uncertain`: no usable answer (network, timeout, 5xx, GraphQL error), so
 * the change may or may not have been applied; `gone`: the cart no longer exists.
 */
export type Attempt =
  | { status: 'ok'; cart: CartView; warnings: CartWarningView[] }
  | { status: 'rejected' }
  | { status: 'gone' }
  | { status: 'uncertain' };

type Send = (country: string) => Promise<CartOutcome>;

/** A change that did not happen, in words (offline or not), with what to do. */
export const failure = (what: string): string => changeFailed(what, typeof navigator === 'undefined' || navigator.onLine);

const show = ({ store }: CartContext) => store.setState((s) => ({ cart: shownCart(s.confirmed, s.pending) }));

/** The server's answer becomes the cart: kept, stored, shown, and told to other tabs if it changed. */
function confirm(ctx: CartContext, cart: CartView): void {
  const { confirmed } = ctx.store.getState();
  const changed = !confirmed || confirmed.id !== cart.id || confirmed.updatedAt !== cart.updatedAt;
  ctx.store.setState({ confirmed: cart });
  ctx.env.storage.write(STORAGE_KEYS.cartId, cart.id);
  show(ctx);
  if (changed) ctx.env.broadcast(cart);
}

/** One cart change, sent once; failures are logged. */
async function attempt(ctx: CartContext, label: string, request: Send): Promise<Attempt> {
  try {
    const outcome = await request(ctx.env.country());
    if (outcome.cart) return { status: 'ok', cart: outcome.cart, warnings: outcome.warnings };
    console.error(`${label} failed`, outcome.problem);
    return { status: outcome.gone ? 'gone' : 'rejected' };
  } catch (error) {
    console.error(`${label} failed`, error);
    return { status: 'uncertain' };
  }
}

/** The stored cart, or null when it is gone (completed) or could not be fetched. */
export async function fetchCart(ctx: CartContext, id: string): Promise<{ cart: CartView | null; failed: boolean }> {
  try {
    return { cart: await requests.fetchCart(id, ctx.env.country()), failed: false };
  } catch (error) {
    console.error('Fetching the cart failed', error);
    return { cart: null, failed: true };
  }
}

/** Start-up with a stored cart: that cart, its automatic lines settled (a cart changed elsewhere may owe or hold the gift wrongly). */
export async function restore(ctx: CartContext, storedId: string): Promise<{ cart: CartView | null; failed: boolean }> {
  const found = await fetchCart(ctx, storedId);
  if (found.cart) confirm(ctx, found.cart);
  return found;
}

/** The buyer identity for a country: the country, and the signed-in customer's token if any. */
function buyerIdentity(ctx: CartContext, countryCode: string): Record<string, unknown> {
  const told = ctx.store.getState().customerToken;
  const token = told === undefined ? ctx.env.storedCustomerToken() : told;
  return { countryCode, ...(token ? { customerAccessToken: token } : {}) };
}

/** Single flight: concurrent callers share one cartCreate. */
export function createCart(ctx: CartContext): Promise<CartView | null> {
  const running = ctx.store.getState().creating;
  if (running) return running;
  const creating = (async () => {
    const identity = buyerIdentity(ctx, ctx.env.country());
    const result = await attempt(ctx, 'Creating a cart', (country) => requests.createCart({ buyerIdentity: identity }, country));
    if (result.status !== 'ok') return null;
    confirm(ctx, result.cart);
    return result.cart;
  })().finally(() => ctx.store.setState({ creating: null }));
  ctx.store.setState({ creating });
  return creating;
}

/**
 * After an uncertain failure: the server's cart replaces ours (never a second send), so the header
 * count is the server's. Returns the fresh cart, null when the cart is gone, undefined when unreachable.
 */
export async function resync(ctx: CartContext, cartId: string): Promise<CartView | null | undefined> {
  const { cart, failed } = await fetchCart(ctx, cartId);
  if (failed) return undefined;
  if (cart) confirm(ctx, cart);
  return cart;
}

/** The cart is gone (completed here or in another tab, or expired): forget it and start a new one. */
async function replaceGoneCart(ctx: CartContext): Promise<CartView | null> {
  ctx.store.setState({ confirmed: null, pending: new Map() });
  ctx.env.storage.remove(STORAGE_KEYS.cartId);
  show(ctx);
  return createCart(ctx);
}

/** A change that did not go through: re-read an uncertain cart, replace a gone one. */
async function afterFailure(ctx: CartContext, result: Attempt, cartId: string): Promise<void> {
  if (result.status === 'uncertain') {
    const fresh = await resync(ctx, cartId);
    if (fresh === null) await replaceGoneCart(ctx);
  } else if (result.status === 'gone') {
    await replaceGoneCart(ctx);
  }
}

/** After an add the drawer opens (except on the full bag page, which shows the cart) and `justAdded` is on for a while. */
function celebrate(ctx: CartContext, openDrawer: boolean): void {
  clearTimeout(ctx.store.getState().justAddedTimer);
  const open = openDrawer && !ctx.env.bagShown();
  const justAddedTimer = setTimeout(() => ctx.store.setState({ justAdded: false }), JUST_ADDED_MS);
  ctx.store.setState({ justAdded: true, justAddedTimer, ...(open ? { drawerOpen: true } : {}) });
}

/**
 * Shows what the cart's warnings say (stock, discounts, gift cards…) and `extra` (e.g. a quantity
 * capped at the most allowed), or clears the last notice once a change went as asked.
 */
function tellWarnings(
  ctx: CartContext,
  warnings: readonly CartWarningView[],
  before: CartView | null,
  after: CartView,
  action: CartAction,
  extra: string | null = null,
): string | null {
  const notice = [warningNotice(warnings, before, after, action), extra].filter(Boolean).join(' ') || null;
  ctx.store.setState({ notice });
  return notice;
}

// ---- The automatic lines ----

const oneEach = (variantIds: readonly string[]) => variantIds.map((merchandiseId) => ({ merchandiseId, quantity: 1 }));

/**
 * After any change: the free gift follows the partner-brand total, the country variant follows the
 * country, and a cart left with only automatic lines is emptied (see settleAutoLines).
 */
export async function reconcileAutoLines(ctx: CartContext): Promise<void> {
  const cart = ctx.store.getState().confirmed;
  if (!cart) return;
  const lines = toPromoLines(cart.lines);
  // The gift at the threshold's equivalent in the cart's currency, as the free-gift banner states it.
  const config = await withGiftThreshold(ctx.env.autoLines(), lines, cart.subtotal.currencyCode);
  const plan = settleAutoLines(lines, ctx.env.country(), config);
  let result: Attempt | null = null;
  if (plan.remove.length > 0) {
    result = await attempt(ctx, 'Removing automatic lines', (country) => requests.removeLines(cart.id, plan.remove, country));
    if (result.status === 'ok') confirm(ctx, result.cart);
  }
  if (plan.add.length > 0 && (!result || result.status === 'ok')) {
    result = await attempt(ctx, 'Adding automatic lines', (country) => requests.addLines(cart.id, oneEach(plan.add), country));
    if (result.status === 'ok') confirm(ctx, result.cart);
  }
  if (result?.status === 'uncertain') await resync(ctx, cart.id);
}

/**
 * A country change: the buyer country, the other countries' automatic lines out and the new country's
 * in, in one request. The shopper's own lines are never touched.
 */
export async function followCountry(ctx: CartContext, countryCode: string): Promise<void> {
  const cart = ctx.store.getState().confirmed;
  if (!cart) return;
  // The cart's prices change currency with the country: the gift is left as it is until they have.
  const plan = settleAutoLines(toPromoLines(cart.lines), countryCode, { ...ctx.env.autoLines(), threshold: null });
  const result = await attempt(ctx, 'Changing the cart country', () =>
    requests.switchCountry(cart.id, buyerIdentity(ctx, countryCode), plan.remove, oneEach(plan.add), countryCode),
  );
  if (result.status === 'ok') confirm(ctx, result.cart);
  else await afterFailure(ctx, result, cart.id);
}

// ---- Adding ----

type Wanted = readonly { merchandiseId: string; quantity: number }[];

/** How many of the wanted variants the cart holds. */
const quantityOf = (cart: CartView | null, wanted: Wanted): number =>
  (cart?.lines ?? []).filter((line) => wanted.some((w) => w.merchandiseId === line.merchandiseId)).reduce((sum, line) => sum + line.quantity, 0);

/** After an unanswered add: did the re-read cart take it? (Every wanted variant grew by its quantity.) */
const addLanded = (before: CartView, after: CartView, wanted: Wanted): boolean =>
  wanted.every((line) => quantityOf(after, [line]) >= quantityOf(before, [line]) + line.quantity);

/** Did this add bring more of the wanted variants than the cart had before? */
const addedAny = (before: CartView | null, after: CartView | null, wanted: Wanted): boolean => quantityOf(after, wanted) > quantityOf(before, wanted);

/** The shopper removed shipping protection from this cart (in any tab): it is not added back. */
const declinedShippingProtection = (cart: CartView) =>
  cart.attributes.some((a) => a.key === SHIPPING_PROTECTION_DECLINED.key && a.value === SHIPPING_PROTECTION_DECLINED.value);

/** The shopper's lines with the automatic lines they bring, in one cartLinesAdd. */
async function sendAdd(ctx: CartContext, current: CartView, wanted: readonly AddLineInput[]): Promise<Attempt> {
  const inCart = toPromoLines(current.lines);
  const incoming = wanted.map((line) => ({
    merchandiseId: line.merchandiseId,
    quantity: line.quantity,
    promo: line.promo ?? null,
    amountPerQuantity: line.amountPerQuantity ?? 0,
  }));
  const config = await withGiftThreshold(ctx.env.autoLines(), inCart.concat(incoming), current.subtotal.currencyCode);
  const plan = planAutoLines(inCart, incoming, ctx.env.country(), config);
  const automatic = plan.add.filter((id) => !(id === config.shippingProtectionVariantId && declinedShippingProtection(current)));
  const lines = [...wanted.map(({ merchandiseId, quantity }) => ({ merchandiseId, quantity })), ...oneEach(automatic)];
  return attempt(ctx, 'Add to cart', (country) => requests.addLines(current.id, lines, country));
}

/**
 * An add, sent once: after an unanswered one the cart is re-read (never a second send); a cart gone
 * (checked out in another tab, expired) is replaced and the add applied to the new one. The cart
 * after it, or null when nothing was added (the store says so).
 */
export async function addLines(ctx: CartContext, wanted: readonly AddLineInput[], openDrawer: boolean): Promise<CartView | null> {
  let current = ctx.store.getState().confirmed ?? (await createCart(ctx));
  if (!current) return null;
  const before = current;
  let result = await sendAdd(ctx, current, wanted);
  if (result.status === 'uncertain') {
    // The add may have landed: read the cart instead of sending it again.
    const fresh = await resync(ctx, current.id);
    if (fresh === undefined) return null;
    if (fresh && addLanded(before, fresh, wanted)) {
      await reconcileAutoLines(ctx);
      celebrate(ctx, openDrawer);
      return ctx.store.getState().confirmed;
    }
    if (fresh) return null;
    result = { status: 'gone' };
  }
  if (result.status === 'gone') {
    const replacement = await replaceGoneCart(ctx);
    if (!replacement) return null;
    current = replacement;
    result = await sendAdd(ctx, replacement, wanted);
    if (result.status === 'uncertain') await resync(ctx, replacement.id);
  }
  if (result.status !== 'ok') return null;
  confirm(ctx, result.cart);
  const notice = tellWarnings(ctx, result.warnings, current, result.cart, 'add');
  // The caller may not have known the promo metafield (e.g. the game): settle the gift now.
  await reconcileAutoLines(ctx);
  if (addedAny(current, ctx.store.getState().confirmed, wanted)) celebrate(ctx, openDrawer);
  else if (notice && openDrawer && !ctx.env.bagShown()) ctx.store.setState({ drawerOpen: true });
  return ctx.store.getState().confirmed;
}

/** Buy now: straight on to the checkout of the cart the add left. */
export const goToCheckout = (cart: CartView): Promise<void> => leaveForCheckout(cart);

// ---- Quantities and removal (the store shows them at once; this sends them) ----

/**
 * Sends a quantity the store already shows. A later click for the same line replaced it: that click
 * sends its own. A failure rolls the line back and resolves with null (the store says so).
 */
export async function updateQuantity(ctx: CartContext, lineId: string, wanted: number, capped: string | null): Promise<CartView | null | 'failed'> {
  const settle = () => {
    const pending = new Map(ctx.store.getState().pending);
    if (pending.get(lineId) === wanted) pending.delete(lineId);
    ctx.store.setState({ pending });
  };
  if (ctx.store.getState().pending.get(lineId) !== wanted) return ctx.store.getState().confirmed;
  const before = ctx.store.getState().confirmed;
  if (!before) return null;
  const result = await attempt(ctx, 'Updating the quantity', (country) => requests.updateLines(before.id, [{ id: lineId, quantity: wanted }], country));
  settle();
  if (result.status !== 'ok') {
    show(ctx); // back to the last confirmed quantity
    await afterFailure(ctx, result, before.id);
    return 'failed';
  }
  confirm(ctx, result.cart);
  tellWarnings(ctx, result.warnings, before, result.cart, 'update', capped);
  await reconcileAutoLines(ctx);
  if (wanted > 0) celebrate(ctx, true);
  return ctx.store.getState().confirmed;
}

/** Sends a removal the store already shows; a failure puts the lines back and resolves with 'failed'. */
export async function removeLines(ctx: CartContext, ids: string[], declining: boolean): Promise<CartView | null | 'failed'> {
  const cart = ctx.store.getState().confirmed;
  if (!cart) return null;
  const result = await attempt(ctx, 'Removing lines', (country) =>
    declining ? requests.removeLinesDecliningProtection(cart.id, ids, country) : requests.removeLines(cart.id, ids, country),
  );
  const pending = new Map(ctx.store.getState().pending);
  for (const id of ids) if (pending.get(id) === 0) pending.delete(id);
  ctx.store.setState({ pending });
  if (result.status !== 'ok') {
    show(ctx);
    await afterFailure(ctx, result, cart.id);
    return 'failed';
  }
  confirm(ctx, result.cart);
  ctx.store.setState({ notice: null });
  await reconcileAutoLines(ctx);
  return ctx.store.getState().confirmed;
}

// ---- Buyer identity ----

/**
 * The signed-in customer joins the cart (or leaves it, with null); errors are only logged. Leaving also
 * clears the cart's e-mail and phone, so the next person at this device's checkout does not see them.
 */
export async function setCustomer(ctx: CartContext, accessToken: string | null): Promise<void> {
  const cart = ctx.store.getState().confirmed;
  if (!cart) return;
  const identity = accessToken === null ? { customerAccessToken: null, email: null, phone: null } : { customerAccessToken: accessToken };
  const country = ctx.env.country();
  try {
    const outcome = await requests.updateBuyerIdentity(cart.id, { countryCode: country, ...identity }, country);
    if (outcome.ok) await resync(ctx, cart.id);
    else console.error('Updating the cart buyer identity failed', outcome.problem);
  } catch (error) {
    console.error('Updating the cart buyer identity failed', error);
  }
}

// ---- Discount codes ----

const codesOf = (cart: CartView) => cart.discountCodes.map((c) => c.code);

/**
 * Adds `code` to the cart's codes (keeping those already there) or removes it, and says what
 * happened. A code that does not apply is not kept: the cart goes back to the codes it had, and the
 * shopper is told why, so they can correct it.
 */
export async function changeDiscountCode(ctx: CartContext, code: string, remove: boolean): Promise<string> {
  const before = ctx.store.getState().confirmed;
  const shown = code.trim().toUpperCase();
  if (!before) return failure(`${shown} was not applied`);
  const sendCodes = (codes: string[]) => attempt(ctx, 'Updating discount codes', (country) => requests.updateDiscountCodes(before.id, codes, country));
  const result = await sendCodes(nextDiscountCodes(codesOf(before), code, remove));
  if (result.status !== 'ok') {
    await afterFailure(ctx, result, before.id);
    return failure(remove ? `${shown} was not removed` : `${shown} was not applied`);
  }
  confirm(ctx, result.cart);
  if (remove) return `${shown} removed.`;
  const outcome = discountOutcome(before, result.cart, code, result.warnings);
  if (!outcome.applied) {
    const back = await sendCodes(codesOf(before));
    if (back.status === 'ok') confirm(ctx, back.cart);
    else await afterFailure(ctx, back, before.id);
  }
  return outcome.message;
}

/** Warnings that say a code is no discount at all (rather than one this cart does not meet yet). */
const DEAD_CODE_WARNINGS = new Set(['DISCOUNT_NOT_FOUND', 'DISCOUNT_CURRENTLY_INACTIVE', 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED']);

/**
 * A shareable discount link's code: put on the cart and kept even while the bag is empty or short of
 * its terms, as Shopify keeps it, so it applies as soon as the bag qualifies. A code that is no
 * discount at all is taken off again and the shopper told why.
 */
export async function keepDiscountCode(ctx: CartContext, code: string): Promise<string> {
  const before = ctx.store.getState().confirmed;
  const shown = code.trim().toUpperCase();
  if (!before) return failure(`${shown} was not applied`);
  const sendCodes = (codes: string[]) => attempt(ctx, 'Updating discount codes', (country) => requests.updateDiscountCodes(before.id, codes, country));
  const result = await sendCodes(nextDiscountCodes(codesOf(before), code, false));
  if (result.status !== 'ok') {
    await afterFailure(ctx, result, before.id);
    return failure(`${shown} was not applied`);
  }
  confirm(ctx, result.cart);
  const outcome = discountOutcome(before, result.cart, code, result.warnings);
  if (outcome.applied) return outcome.message;
  if (result.warnings.some((w) => DEAD_CODE_WARNINGS.has(w.code))) {
    const back = await sendCodes(codesOf(before));
    if (back.status === 'ok') confirm(ctx, back.cart);
    else await afterFailure(ctx, back, before.id);
    return outcome.message;
  }
  return `${shown} is saved to your cart and applies once your items qualify.`;
}

// ---- Gift cards ----

export async function applyGiftCard(ctx: CartContext, code: string): Promise<string> {
  const entered = normaliseGiftCardCode(code);
  const before = ctx.store.getState().confirmed;
  if (!entered) return 'Enter a gift card code.';
  if (!before) return failure('The gift card was not applied');
  if (alreadyApplied(before, entered)) return `Gift card ${maskedGiftCard(lastFour(entered))} is already applied.`;
  // Where the API can add, the cards already on the cart stay whoever applied them (another tab,
  // before a reload); otherwise the codes this page knows are sent again with the new one.
  const known = ctx.store.getState().giftCardCodes;
  const result = await attempt(ctx, 'Applying a gift card', (country) =>
    cartAddsGiftCardCodes(siteEnv.apiVersion)
      ? requests.addGiftCardCodes(before.id, [entered], country)
      : requests.updateGiftCardCodes(before.id, nextGiftCardCodes(before, known, entered), country),
  );
  if (result.status !== 'ok') {
    await afterFailure(ctx, result, before.id);
    return failure('The gift card was not applied');
  }
  confirm(ctx, result.cart);
  const outcome = giftCardOutcome(before, result.cart, entered);
  if (outcome.applied) ctx.store.setState((s) => ({ giftCardCodes: new Map(s.giftCardCodes).set(lastFour(entered), entered) }));
  return outcome.message;
}

export async function removeGiftCard(ctx: CartContext, appliedGiftCardId: string): Promise<string> {
  const before = ctx.store.getState().confirmed;
  const card = before?.giftCards.find((c) => c.id === appliedGiftCardId);
  if (!before || !card) return failure('The gift card was not removed');
  const result = await attempt(ctx, 'Removing a gift card', (country) => requests.removeGiftCards(before.id, [appliedGiftCardId], country));
  if (result.status !== 'ok') {
    await afterFailure(ctx, result, before.id);
    return failure(`Gift card ${maskedGiftCard(card.lastCharacters)} was not removed`);
  }
  confirm(ctx, result.cart);
  ctx.store.setState((s) => {
    const giftCardCodes = new Map(s.giftCardCodes);
    giftCardCodes.delete(card.lastCharacters.toUpperCase());
    return { giftCardCodes };
  });
  return `Gift card ${maskedGiftCard(card.lastCharacters)} removed.`;
}
