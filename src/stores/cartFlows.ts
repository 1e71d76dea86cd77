/**
 * The cart store's steps that are not needed to show the first screen, loaded with its first request
 * (first-load budget): settling the automatic lines after a change, following a country change,
 * discount codes, and leaving for the checkout after buy-now. The store hands in its own steps
 * (`CartKit`); this module keeps no state.
 */
import { SHIPPING_PROTECTION_DECLINED } from '../config/cart';
import { toPromoLines, type CartView } from '../lib/cartLines';
import type { CartAction, CartWarningView } from '../lib/cartWarnings';
import type { AutoLineConfig } from '../lib/promo';
import { leaveForCheckout } from './checkoutLink';
import { withGiftThreshold } from './shopPrices';
import type * as CartOperations from '../storefront/operations/cart';

/**
 * How one cart change ended. `uncertain`: no usable answer (network, timeout, 5xx, GraphQL error), so
 * the change may or may not have been applied; `gone`: the cart no longer exists.
 */
export type Attempt =
  | { status: 'ok'; cart: CartView; warnings: CartWarningView[] }
  | { status: 'rejected' }
  | { status: 'gone' }
  | { status: 'uncertain' };

export type Operations = typeof CartOperations;
export type Send = (operations: Operations, country: string) => Promise<CartOperations.CartOutcome>;

/** What the cart store lends this module. */
export interface CartKit {
  confirmed: () => CartView | null;
  setConfirmed: (cart: CartView) => void;
  attempt: (label: string, send: Send) => Promise<Attempt>;
  resync: (cartId: string) => Promise<CartView | null | undefined>;
  afterFailure: (result: Attempt, cartId: string) => Promise<void>;
  operations: () => Promise<Operations>;
  config: () => AutoLineConfig;
  country: () => string;
  /** The buyer identity for a country: the country, and the signed-in customer's token if any. */
  buyerIdentity: (countryCode: string) => Record<string, unknown>;
  /** A failed change in words: offline, or something else went wrong. */
  failure: (what: string) => string;
  /** Sets what the last change did differently from what was asked, in words (null: nothing). */
  notice: (notice: string | null) => void;
  /** The cart, created if there is none yet; null when none could be. */
  ensureCart: () => Promise<CartView | null> | CartView;
  replaceGoneCart: () => Promise<CartView | null>;
  /** Turns `justAdded` on (and opens the drawer, unless told not to or the bag page shows). */
  celebrate: (openDrawer: boolean) => void;
  /** Opens the drawer, unless the bag page is showing. */
  openDrawer: () => void;
}

/** A line to add, as the store's addLines takes it. */
export interface WantedLine {
  merchandiseId: string;
  quantity: number;
  promo?: string | null;
  amountPerQuantity?: string | number;
}

const oneEach = (variantIds: readonly string[]) => variantIds.map((merchandiseId) => ({ merchandiseId, quantity: 1 }));

/**
 * After any change: the free gift follows the partner-brand total, the country variant follows the
 * country, and a cart left with only automatic lines is emptied (see settleAutoLines).
 */
export async function reconcileAutoLines(kit: CartKit): Promise<void> {
  const cart = kit.confirmed();
  if (!cart) return;
  const lines = toPromoLines(cart.lines);
  // The gift at the threshold's equivalent in the cart's currency, as the free-gift banner states it.
  const config = await withGiftThreshold(kit.config(), lines, cart.subtotal.currencyCode);
  const plan = (await kit.operations()).settleAutoLines(lines, kit.country(), config);
  let result: Attempt | null = null;
  if (plan.remove.length > 0) {
    result = await kit.attempt('Removing automatic lines', (operations, country) => operations.removeCartLines(cart.id, plan.remove, country));
    if (result.status === 'ok') kit.setConfirmed(result.cart);
  }
  if (plan.add.length > 0 && (!result || result.status === 'ok')) {
    result = await kit.attempt('Adding automatic lines', (operations, country) => operations.addCartLines(cart.id, oneEach(plan.add), country));
    if (result.status === 'ok') kit.setConfirmed(result.cart);
  }
  if (result?.status === 'uncertain') await kit.resync(cart.id);
}

/**
 * A country change: the buyer country, the other countries' automatic lines out and the new country's
 * in, in one request. The shopper's own lines are never touched.
 */
export async function followCountry(kit: CartKit, countryCode: string): Promise<void> {
  const cart = kit.confirmed();
  if (!cart) return;
  // The cart's prices change currency with the country: the gift is left as it is until they have.
  const plan = (await kit.operations()).settleAutoLines(toPromoLines(cart.lines), countryCode, { ...kit.config(), threshold: null });
  const result = await kit.attempt('Changing the cart country', (operations) =>
    operations.switchCountry(cart.id, kit.buyerIdentity(countryCode), plan.remove, oneEach(plan.add), countryCode),
  );
  if (result.status === 'ok') kit.setConfirmed(result.cart);
  else await kit.afterFailure(result, cart.id);
}

/**
 * Adds `code` to the cart's codes (keeping those already there) or removes it, and says what
 * happened. A code that does not apply is not kept: the cart goes back to the codes it had, and the
 * shopper is told why, so they can correct it.
 */
export async function changeDiscountCode(kit: CartKit, code: string, remove: boolean): Promise<string> {
  const before = kit.confirmed();
  const operations = await kit.operations();
  const shown = code.trim().toUpperCase();
  if (!before) return kit.failure(`${shown} was not applied`);
  const send = (codes: string[]) => kit.attempt('Updating discount codes', (ops, country) => ops.updateDiscountCodes(before.id, codes, country));
  const result = await send(operations.nextDiscountCodes(before.discountCodes.map((c) => c.code), code, remove));
  if (result.status !== 'ok') {
    await kit.afterFailure(result, before.id);
    return kit.failure(remove ? `${shown} was not removed` : `${shown} was not applied`);
  }
  kit.setConfirmed(result.cart);
  if (remove) return `${shown} removed.`;
  const outcome = operations.discountOutcome(before, result.cart, code, result.warnings);
  if (!outcome.applied) {
    const back = await send(before.discountCodes.map((c) => c.code));
    if (back.status === 'ok') kit.setConfirmed(back.cart);
    else await kit.afterFailure(back, before.id);
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
export async function keepDiscountCode(kit: CartKit, code: string): Promise<string> {
  const before = kit.confirmed();
  const operations = await kit.operations();
  const shown = code.trim().toUpperCase();
  if (!before) return kit.failure(`${shown} was not applied`);
  const send = (codes: string[]) => kit.attempt('Updating discount codes', (ops, country) => ops.updateDiscountCodes(before.id, codes, country));
  const result = await send(operations.nextDiscountCodes(before.discountCodes.map((c) => c.code), code, false));
  if (result.status !== 'ok') {
    await kit.afterFailure(result, before.id);
    return kit.failure(`${shown} was not applied`);
  }
  kit.setConfirmed(result.cart);
  const outcome = operations.discountOutcome(before, result.cart, code, result.warnings);
  if (outcome.applied) return outcome.message;
  if (result.warnings.some((w) => DEAD_CODE_WARNINGS.has(w.code))) {
    const back = await send(before.discountCodes.map((c) => c.code));
    if (back.status === 'ok') kit.setConfirmed(back.cart);
    else await kit.afterFailure(back, before.id);
    return outcome.message;
  }
  return `${shown} is saved to your cart and applies once your items qualify.`;
}

/**
 * Shows what the cart's warnings say (stock, discounts, gift cards…) and `extra` (e.g. a quantity
 * capped at the most allowed), or clears the last notice once a change went as asked.
 */
export async function tellStock(
  kit: CartKit,
  warnings: readonly CartWarningView[],
  before: CartView | null,
  after: CartView,
  action: CartAction,
  extra: string | null = null,
): Promise<string | null> {
  const notice = [(await kit.operations()).warningNotice(warnings, before, after, action), extra].filter(Boolean).join(' ') || null;
  kit.notice(notice);
  return notice;
}

/** The shopper removed shipping protection from this cart (in any tab): it is not added back. */
const declinedShippingProtection = (cart: CartView) =>
  cart.attributes.some((a) => a.key === SHIPPING_PROTECTION_DECLINED.key && a.value === SHIPPING_PROTECTION_DECLINED.value);

/** The shopper's lines with the automatic lines they bring, in one cartLinesAdd. */
async function sendAdd(kit: CartKit, current: CartView, wanted: readonly WantedLine[]): Promise<Attempt> {
  const inCart = toPromoLines(current.lines);
  const incoming = wanted.map((line) => ({
    merchandiseId: line.merchandiseId,
    quantity: line.quantity,
    promo: line.promo ?? null,
    amountPerQuantity: line.amountPerQuantity ?? 0,
  }));
  const config = await withGiftThreshold(kit.config(), inCart.concat(incoming), current.subtotal.currencyCode);
  const plan = (await kit.operations()).planAutoLines(inCart, incoming, kit.country(), config);
  const automatic = plan.add.filter((id) => !(id === config.shippingProtectionVariantId && declinedShippingProtection(current)));
  const lines = [...wanted.map(({ merchandiseId, quantity }) => ({ merchandiseId, quantity })), ...oneEach(automatic)];
  return kit.attempt('Add to cart', (operations, country) => operations.addCartLines(current.id, lines, country));
}

/**
 * An add, sent once: after an unanswered one the cart is re-read (never a second send); a cart gone
 * (checked out in another tab, expired) is replaced and the add applied to the new one. The cart
 * after it, or null when nothing was added (the store says so).
 */
export async function addLines(kit: CartKit, wanted: readonly WantedLine[], openDrawer: boolean): Promise<CartView | null> {
  let current = await kit.ensureCart();
  if (!current) return null;
  const operations = await kit.operations();
  const before = current;
  let result = await sendAdd(kit, current, wanted);
  if (result.status === 'uncertain') {
    // The add may have landed: read the cart instead of sending it again.
    const fresh = await kit.resync(current.id);
    if (fresh === undefined) return null;
    if (fresh && operations.addLanded(before, fresh, wanted)) {
      await reconcileAutoLines(kit);
      kit.celebrate(openDrawer);
      return kit.confirmed();
    }
    if (fresh) return null;
    result = { status: 'gone' };
  }
  if (result.status === 'gone') {
    const replacement = await kit.replaceGoneCart();
    if (!replacement) return null;
    current = replacement;
    result = await sendAdd(kit, replacement, wanted);
    if (result.status === 'uncertain') await kit.resync(replacement.id);
  }
  if (result.status !== 'ok') return null;
  kit.setConfirmed(result.cart);
  const notice = await tellStock(kit, result.warnings, current, result.cart, 'add');
  // The caller may not have known the promo metafield (e.g. the game): settle the gift now.
  await reconcileAutoLines(kit);
  if (operations.addedAny(current, kit.confirmed(), wanted)) kit.celebrate(openDrawer);
  else if (notice && openDrawer) kit.openDrawer();
  return kit.confirmed();
}

/**
 * The signed-in customer joins the cart (or leaves it, with null); errors are only logged. Leaving also
 * clears the cart's e-mail and phone, so the next person at this device's checkout does not see them.
 */
export async function setCustomer(kit: CartKit, accessToken: string | null): Promise<void> {
  const cart = kit.confirmed();
  if (!cart) return;
  const identity = accessToken === null ? { customerAccessToken: null, email: null, phone: null } : { customerAccessToken: accessToken };
  try {
    const outcome = await (await kit.operations()).updateBuyerIdentity(cart.id, { countryCode: kit.country(), ...identity }, kit.country());
    if (outcome.ok) await kit.resync(cart.id);
    else console.error('Updating the cart buyer identity failed', outcome.problem);
  } catch (error) {
    console.error('Updating the cart buyer identity failed', error);
  }
}

/** Buy now: straight on to the checkout of the cart the add left. */
export function goToCheckout(cart: CartView): Promise<void> {
  return leaveForCheckout(cart);
}
