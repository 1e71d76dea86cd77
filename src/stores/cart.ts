/**
 * Cart (spec §3 "Cart", §4 "Cart lifecycle", "Country change", "Automatic lines", §5, §7, §8).
 * - init (start-up): read `headless_channel_cart_id`; reuse that cart unless the fetch fails or
 *   `cart(id)` is null (2025-07 has no completedAt: null = completed); otherwise create a cart with the
 *   selected country in its buyer identity and store the new id. One creation at a time.
 * - add / update / remove / bulk add / buy now / buyer identity run one after another in a queue, so
 *   concurrent clicks never lose an update. `loading` is on while one runs.
 * - Any GraphQL error or userError = failure: no result, nothing shown, logged to the console; the
 *   lines the shopper has stay as they were.
 * - Mutations are never sent twice (issue 19). After an uncertain failure (no answer, timeout, 5xx,
 *   GraphQL error) the cart is re-read, so what the shopper sees is what the server holds.
 * - A cart the Storefront reports gone (null, or "does not exist": checked out here or in another
 *   tab) is replaced by a new one and the shopper's add is applied to it.
 * - Stock warnings (Storefront 2024-10+) are told in words (`notice`); the mutation still succeeded.
 * - Other tabs hear of every change through local storage and re-read the cart.
 * - A successful add, update or bulk add opens the drawer and turns `justAdded` on for 3000 ms.
 * - Every new cart state dispatches the merchant-session event `{cartId, sessionId}`.
 * - Automatic lines ride in the same cartLinesAdd as the shopper's line; the free gift follows the
 *   partner-brand total after every change.
 */
import * as v from 'valibot';
import { create } from 'zustand';
import { env } from '../config/env';
import {
  CART_ATTRIBUTES_EVENT,
  CART_LINE_MAX_QUANTITY,
  JUST_ADDED_MS,
  MERCHANT_SESSION_EVENT,
  PARTNER_PROMO_VALUE,
  PROMO_GIFT_THRESHOLD,
  SHIPPING_PROTECTION_DECLINED_KEY,
  STORAGE_KEYS,
} from '../config/site';
import { applyQuantities, clampQuantity, shopperLines, toPromoLines, type CartView } from '../lib/cartLines';
import type { CartAction, CartWarningView } from '../lib/cartWarnings';
import { checkoutUrlOnHost } from '../lib/checkoutUrl';
import type { AutoLineConfig } from '../lib/promo';
import { browserStorage, readJSON, readString, removeItem, writeString } from '../lib/storage';
import { lazyModule } from '../storefront/lazy';
import type { CartOutcome } from '../storefront/operations/cart';
import { onCountryChange, useCountry } from './country';
import { onSessionChange } from './customer';
import { onStartup } from './hydrate';
import { useUi } from './ui';

export type { CartLineView, CartView } from '../lib/cartLines';

/** A line to add. `promo` and `amountPerQuantity` let the free gift ride along in the same call. */
export interface AddLineInput {
  merchandiseId: string;
  quantity: number;
  /** The product's custom.promo metafield value, when the caller knows it. */
  promo?: string | null;
  amountPerQuantity?: string | number;
}

export interface CartState {
  /** The cart as shown: the last server answer with pending quantity changes applied. */
  cart: CartView | null;
  loading: boolean;
  justAdded: boolean;
  drawerOpen: boolean;
  /** Start-up finished (with or without a cart): the bag can tell "empty" from "not loaded yet". */
  initialised: boolean;
  /** What the last change did differently from what was asked (stock caps), in words; null if nothing. */
  notice: string | null;
  init: () => Promise<void>;
  addLines: (lines: AddLineInput[], options?: { openDrawer?: boolean }) => Promise<CartView | null>;
  updateQuantity: (lineId: string, quantity: number) => Promise<CartView | null>;
  removeLines: (lineIds: string[]) => Promise<CartView | null>;
  bulkAdd: (variantIds: string[]) => Promise<CartView | null>;
  buyNow: (line: AddLineInput) => Promise<void>;
  setBuyerCustomer: (accessToken: string | null) => Promise<void>;
  openDrawer: () => void;
  closeDrawer: () => void;
}

/** Leaving for the checkout, swappable in tests. */
export const cartNavigation = {
  assign: (url: string) => window.location.assign(url),
};

const autoConfig = (): AutoLineConfig => ({
  partnerPromoValue: PARTNER_PROMO_VALUE,
  threshold: PROMO_GIFT_THRESHOLD,
  ...env.autoLines,
});

const countryCode = () => useCountry.getState().countryCode;

/**
 * The requests, their documents and the Storefront client load with the first cart request (right
 * after hydration at start-up), not with the first screen (first-load budget).
 */
const loadOperations = lazyModule(() => import('../storefront/operations/cart'));
type CartOperations = Awaited<ReturnType<typeof loadOperations>>;

/** The checkout link for a cart, on the checkout sub-domain (spec §4 step 7). */
export const checkoutUrlOf = (cart: Pick<CartView, 'checkoutUrl'> | null): string | null =>
  cart ? checkoutUrlOnHost(cart.checkoutUrl, env.checkoutHost) : null;

// ---- Module state: the last server answer, pending quantities, the queue ----
let confirmed: CartView | null = null;
const pending = new Map<string, number>();
let initPromise: Promise<void> | null = null;
let creating: Promise<CartView | null> | null = null;
let queue: Promise<unknown> = Promise.resolve();
let running = 0;
let justAddedTimer: ReturnType<typeof setTimeout> | undefined;
/** Token handed in by the customer store; null when signed out, undefined when not told yet. */
let customerToken: string | null | undefined;

/** Runs cart mutations one after another; a failed one does not stop the next. */
function serialise<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(async () => {
    running += 1;
    useCart.setState({ loading: true });
    try {
      return await task();
    } finally {
      running -= 1;
      useCart.setState({ loading: running > 0 });
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

const storedToken = v.object({ accessToken: v.pipe(v.string(), v.minLength(1)), expiresAt: v.optional(v.string()) });

/** The signed-in customer's token: the one handed in, else the stored one if still valid. */
function currentCustomerToken(): string | null {
  if (customerToken !== undefined) return customerToken;
  const stored = readJSON(STORAGE_KEYS.accessToken, v.nullable(storedToken), null);
  if (!stored) return null;
  if (stored.expiresAt && Date.parse(stored.expiresAt) <= Date.now()) return null;
  return stored.accessToken;
}

function sessionId(): string {
  const existing = readString(STORAGE_KEYS.sessionId);
  if (existing) return existing;
  const created =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  writeString(STORAGE_KEYS.sessionId, created);
  return created;
}

/** Spec §4 step 6: analytics and the merchant's session tools hear about every cart change. */
function announceCartChange(cart: CartView): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(MERCHANT_SESSION_EVENT, { detail: { cartId: cart.id, sessionId: sessionId() } }));
}

let attributesListening = false;
function listenForCartAttributes(): void {
  if (attributesListening || typeof window === 'undefined') return;
  attributesListening = true;
  // Spec §7: the page hears this event and only logs it.
  window.addEventListener(CART_ATTRIBUTES_EVENT, (event) => {
    console.log('Cart attributes event', (event as CustomEvent).detail);
  });
}

let tabsListening = false;
/** Another tab changed the cart (or started a new one after its checkout): read what it holds now. */
function listenForOtherTabs(): void {
  if (tabsListening || typeof window === 'undefined') return;
  tabsListening = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_STAMP_KEY || !event.newValue) return;
    const [id, updatedAt] = event.newValue.split(' ');
    if (!id || (confirmed?.id === id && confirmed.updatedAt === updatedAt)) return;
    void serialise(() => resync(id));
  });
}

const showCart = () => useCart.setState({ cart: confirmed ? applyQuantities(confirmed, pending) : null });

/** Other tabs hear of every cart change through this key (a storage event) and re-read the cart. */
export const CART_STAMP_KEY = 'bb_cart_stamp';

function setConfirmed(cart: CartView): void {
  const changed = !confirmed || confirmed.id !== cart.id || confirmed.updatedAt !== cart.updatedAt;
  confirmed = cart;
  writeString(STORAGE_KEYS.cartId, cart.id);
  showCart();
  if (changed) {
    writeString(CART_STAMP_KEY, `${cart.id} ${cart.updatedAt}`);
    announceCartChange(cart);
  }
}

/** Spec §4 step 4. The full bag page already shows the cart, so the drawer stays shut there. */
function celebrate(openDrawer: boolean): void {
  clearTimeout(justAddedTimer);
  const open = openDrawer && !useUi.getState().bagShown;
  useCart.setState({ justAdded: true, ...(open ? { drawerOpen: true } : {}) });
  justAddedTimer = setTimeout(() => useCart.setState({ justAdded: false }), JUST_ADDED_MS);
}

/**
 * How one cart change ended. `uncertain`: no usable answer (network, timeout, 5xx, GraphQL error), so
 * the change may or may not have been applied; `gone`: the cart no longer exists.
 */
type Attempt =
  | { status: 'ok'; cart: CartView; warnings: CartWarningView[] }
  | { status: 'rejected' }
  | { status: 'gone' }
  | { status: 'uncertain' };

/** One cart change, sent once; failures are logged (spec §5, §8: nothing shown to the shopper). */
async function attempt(label: string, send: (operations: CartOperations, country: string) => Promise<CartOutcome>): Promise<Attempt> {
  const country = countryCode();
  try {
    const outcome = await send(await loadOperations(), country);
    if (outcome.cart) return { status: 'ok', cart: outcome.cart, warnings: outcome.warnings };
    console.error(`${label} failed`, outcome.problem);
    return { status: outcome.gone ? 'gone' : 'rejected' };
  } catch (error) {
    console.error(`${label} failed`, error);
    return { status: 'uncertain' };
  }
}

/** One cart change: its cart, or null after logging. */
async function mutate(label: string, send: (operations: CartOperations, country: string) => Promise<CartOutcome>): Promise<CartView | null> {
  const result = await attempt(label, send);
  return result.status === 'ok' ? result.cart : null;
}

/** The stored cart, or null when it is gone (completed) or could not be fetched. */
async function fetchCart(id: string): Promise<{ cart: CartView | null; failed: boolean }> {
  const country = countryCode();
  try {
    return { cart: await (await loadOperations()).fetchCart(id, country), failed: false };
  } catch (error) {
    console.error('Fetching the cart failed', error);
    return { cart: null, failed: true };
  }
}

/** Single flight: concurrent callers share one cartCreate. */
function createCart(): Promise<CartView | null> {
  creating ??= (async () => {
    const token = currentCustomerToken();
    const buyerIdentity = { countryCode: countryCode(), ...(token ? { customerAccessToken: token } : {}) };
    const cart = await mutate('Creating a cart', (operations, country) => operations.createCart(buyerIdentity, country));
    if (cart) setConfirmed(cart);
    return cart;
  })().finally(() => {
    creating = null;
  });
  return creating;
}

async function ensureCart(): Promise<CartView | null> {
  await useCart.getState().init();
  return confirmed ?? createCart();
}

/**
 * After an uncertain failure: the server's cart replaces ours (never a second send), so the header
 * count is the server's. Returns the fresh cart, null when the cart is gone, undefined when unreachable.
 */
async function resync(cartId: string): Promise<CartView | null | undefined> {
  const { cart, failed } = await fetchCart(cartId);
  if (failed) return undefined;
  if (cart) setConfirmed(cart);
  return cart;
}

/** The cart is gone (completed here or in another tab, or expired): forget it and start a new one. */
async function replaceGoneCart(): Promise<CartView | null> {
  confirmed = null;
  pending.clear();
  removeItem(STORAGE_KEYS.cartId);
  showCart();
  return createCart();
}

/** A change that did not go through: re-read an uncertain cart, replace a gone one. */
async function afterFailure(result: Attempt, cartId: string): Promise<void> {
  if (result.status === 'uncertain') {
    const fresh = await resync(cartId);
    if (fresh === null) await replaceGoneCart();
  } else if (result.status === 'gone') {
    await replaceGoneCart();
  }
}

/**
 * Shows what stock changed, or clears the last notice once a change went as asked. The wording loads
 * with the cart requests (first-load budget); they are loaded by the time a change has an answer.
 */
async function tellStock(warnings: readonly CartWarningView[], before: CartView | null, after: CartView, action: CartAction): Promise<string | null> {
  const notice = (await loadOperations()).stockNotice(warnings, before, after, action);
  useCart.setState({ notice });
  return notice;
}

const declinedShippingProtection = (cartId: string) =>
  readString(SHIPPING_PROTECTION_DECLINED_KEY, browserStorage('session')) === cartId;

/**
 * After any change: the free gift follows the partner-brand total (spec §4), and a cart left with
 * only automatic lines is emptied — a free gift or paid protection alone is not an order.
 */
async function reconcileAutoLines(): Promise<void> {
  const cart = confirmed;
  if (!cart) return;
  const config = autoConfig();
  const automatic = cart.lines.filter((line) => line.kind !== 'product');
  let removeIds: string[] = [];
  let addGift = false;
  if (shopperLines(cart).length === 0) {
    removeIds = automatic.map((line) => line.id);
  } else {
    const plan = (await loadOperations()).planAutoLines(toPromoLines(cart.lines), [], countryCode(), config);
    removeIds = plan.remove;
    addGift = plan.add.includes(config.promoGiftVariantId);
  }
  let result: Attempt | null = null;
  if (removeIds.length > 0) {
    result = await attempt('Removing automatic lines', (operations, country) => operations.removeCartLines(cart.id, removeIds, country));
  } else if (addGift) {
    const gift = [{ merchandiseId: config.promoGiftVariantId, quantity: 1 }];
    result = await attempt('Adding the free gift', (operations, country) => operations.addCartLines(cart.id, gift, country));
  }
  if (result?.status === 'ok') setConfirmed(result.cart);
  else if (result?.status === 'uncertain') await resync(cart.id);
}

/** The shopper's lines with the automatic lines they bring, in one cartLinesAdd (spec §4). */
async function sendAdd(current: CartView, wanted: readonly AddLineInput[]): Promise<Attempt> {
  const config = autoConfig();
  const incoming = wanted.map((line) => ({
    merchandiseId: line.merchandiseId,
    quantity: line.quantity,
    promo: line.promo ?? null,
    amountPerQuantity: line.amountPerQuantity ?? 0,
  }));
  const plan = (await loadOperations()).planAutoLines(toPromoLines(current.lines), incoming, countryCode(), config);
  const automatic = plan.add.filter((id) => !(id === config.shippingProtectionVariantId && declinedShippingProtection(current.id)));
  const lines = [
    ...wanted.map(({ merchandiseId, quantity }) => ({ merchandiseId, quantity })),
    ...automatic.map((merchandiseId) => ({ merchandiseId, quantity: 1 })),
  ];
  return attempt('Add to cart', (operations, country) => operations.addCartLines(current.id, lines, country));
}

function validLines(lines: readonly AddLineInput[]): AddLineInput[] {
  return lines.filter(
    (line) =>
      typeof line.merchandiseId === 'string' &&
      line.merchandiseId !== '' &&
      Number.isInteger(line.quantity) &&
      line.quantity > 0,
  );
}

/** Buyer identity update; errors are only logged (spec §7). Returns whether it worked. */
async function updateBuyerIdentity(cartId: string, buyerIdentity: Record<string, unknown>): Promise<boolean> {
  const country = countryCode();
  try {
    const outcome = await (await loadOperations()).updateBuyerIdentity(cartId, buyerIdentity, country);
    if (outcome.ok) return true;
    console.error('Updating the cart buyer identity failed', outcome.problem);
  } catch (error) {
    console.error('Updating the cart buyer identity failed', error);
  }
  return false;
}

export const initialCartState = { cart: null, loading: false, justAdded: false, drawerOpen: false, initialised: false, notice: null };

export const useCart = create<CartState>()((set, get) => ({
  ...initialCartState,

  init: () => {
    initPromise ??= (async () => {
      listenForCartAttributes();
      listenForOtherTabs();
      const storedId = readString(STORAGE_KEYS.cartId);
      if (storedId) {
        const { cart, failed } = await fetchCart(storedId);
        if (cart) {
          setConfirmed(cart);
          // A cart changed elsewhere (another tab, a price change) may owe or hold the gift wrongly.
          await serialise(reconcileAutoLines);
          return;
        }
        // A completed cart is gone for good; a failed fetch keeps its id until a new cart exists,
        // so an offline start-up replaces nothing and the next attempt can still find it.
        if (!failed) removeItem(STORAGE_KEYS.cartId);
      }
      await createCart();
    })().finally(() => {
      // Without a cart, the next action tries again from the stored id.
      if (!confirmed) initPromise = null;
      set({ initialised: true });
    });
    return initPromise;
  },

  addLines: async (lines, options = {}) => {
    const wanted = validLines(lines);
    if (wanted.length === 0) return null;
    const cart = await ensureCart();
    if (!cart) {
      console.error('Add to cart failed: no cart could be loaded or created');
      return null;
    }
    return serialise(async () => {
      let current = confirmed;
      if (!current) current = await createCart();
      if (!current) return null;
      const before = current;
      let result = await sendAdd(current, wanted);
      if (result.status === 'uncertain') {
        // The add may have landed: read the cart instead of sending it again.
        const fresh = await resync(current.id);
        if (fresh === undefined) return null;
        if (fresh && (await loadOperations()).addLanded(before, fresh, wanted)) {
          await reconcileAutoLines();
          celebrate(options.openDrawer ?? true);
          return confirmed;
        }
        if (fresh) return null;
        result = { status: 'gone' };
      }
      if (result.status === 'gone') {
        // Checked out (here or in another tab) or expired: the add goes to a new cart.
        const replacement = await replaceGoneCart();
        if (!replacement) return null;
        current = replacement;
        result = await sendAdd(replacement, wanted);
        if (result.status === 'uncertain') await resync(replacement.id);
      }
      if (result.status !== 'ok') return null;
      setConfirmed(result.cart);
      const notice = await tellStock(result.warnings, current, result.cart, 'add');
      // The caller may not have known the promo metafield (e.g. the game): settle the gift now.
      await reconcileAutoLines();
      if ((await loadOperations()).addedAny(current, confirmed, wanted)) celebrate(options.openDrawer ?? true);
      else if (notice && (options.openDrawer ?? true) && !useUi.getState().bagShown) set({ drawerOpen: true });
      return confirmed;
    });
  },

  updateQuantity: async (lineId, quantity) => {
    const line = confirmed?.lines.find((l) => l.id === lineId);
    // Automatic lines keep the quantity the rules give them.
    if (!confirmed || !line || line.kind !== 'product') return null;
    const wanted = clampQuantity(quantity, 0, CART_LINE_MAX_QUANTITY);
    pending.set(lineId, wanted);
    showCart();
    return serialise(async () => {
      // A later click for the same line replaced this value; that click sends its own.
      if (pending.get(lineId) !== wanted) return confirmed;
      if (!confirmed) return null;
      const before = confirmed;
      const result = await attempt('Updating the quantity', (operations, country) =>
        operations.updateCartLines(before.id, [{ id: lineId, quantity: wanted }], country),
      );
      if (pending.get(lineId) === wanted) pending.delete(lineId);
      if (result.status !== 'ok') {
        showCart(); // roll back to the last confirmed quantity
        await afterFailure(result, before.id);
        return null;
      }
      setConfirmed(result.cart);
      await tellStock(result.warnings, before, result.cart, 'update');
      await reconcileAutoLines();
      if (wanted > 0) celebrate(true);
      return confirmed;
    });
  },

  removeLines: async (lineIds) => {
    if (!confirmed) return null;
    // Decision: the shopper may remove shipping protection — it is a paid extra, and forcing it would
    // be a dark pattern. It then stays off this cart (remembered for the session). Free gifts follow
    // their rules and are not removable on their own.
    const removable = confirmed.lines.filter(
      (line) => lineIds.includes(line.id) && (line.kind === 'product' || line.kind === 'shippingProtection'),
    );
    if (removable.length === 0) return null;
    const ids = removable.map((line) => line.id);
    for (const id of ids) pending.set(id, 0);
    showCart();
    return serialise(async () => {
      if (!confirmed) return null;
      const cartId = confirmed.id;
      const result = await attempt('Removing lines', (operations, country) => operations.removeCartLines(cartId, ids, country));
      for (const id of ids) if (pending.get(id) === 0) pending.delete(id);
      if (result.status !== 'ok') {
        showCart();
        await afterFailure(result, cartId);
        return null;
      }
      if (removable.some((line) => line.kind === 'shippingProtection')) {
        writeString(SHIPPING_PROTECTION_DECLINED_KEY, cartId, browserStorage('session'));
      }
      setConfirmed(result.cart);
      useCart.setState({ notice: null });
      await reconcileAutoLines();
      return confirmed;
    });
  },

  bulkAdd: async (variantIds) => {
    const ids = variantIds.filter((id) => typeof id === 'string' && id !== '');
    if (ids.length === 0) return null;
    if (initPromise) await initPromise;
    // Spec §5: nothing without a cart.
    if (!confirmed) return null;
    return get().addLines(ids.map((merchandiseId) => ({ merchandiseId, quantity: 1 })));
  },

  buyNow: async (line) => {
    const cart = await get().addLines([line], { openDrawer: false });
    const url = checkoutUrlOf(cart);
    if (url) cartNavigation.assign(url);
  },

  setBuyerCustomer: async (accessToken) => {
    customerToken = accessToken;
    if (initPromise) await initPromise;
    if (!confirmed) return;
    await serialise(async () => {
      const cart = confirmed as CartView;
      const ok = await updateBuyerIdentity(cart.id, { countryCode: countryCode(), customerAccessToken: accessToken });
      if (ok) {
        const { cart: fresh } = await fetchCart(cart.id);
        if (fresh) setConfirmed(fresh);
      }
    });
  },

  openDrawer: () => set({ drawerOpen: true }),
  closeDrawer: () => set({ drawerOpen: false }),
}));

/** Spec §4 "Country change": the buyer country follows the choice, then the cart is reloaded. */
async function followCountry(code: string): Promise<void> {
  if (initPromise) await initPromise;
  if (!confirmed) return;
  await serialise(async () => {
    const cart = confirmed as CartView;
    const token = currentCustomerToken();
    await updateBuyerIdentity(cart.id, { countryCode: code, ...(token ? { customerAccessToken: token } : {}) });
    const { cart: fresh } = await fetchCart(cart.id);
    if (fresh) setConfirmed(fresh);
  });
}

// The buyer identity follows the customer session: a sign-in or renewed token joins the cart, a sign-out
// leaves it. A session restored at load is already the stored token this store reads at start-up.
onSessionChange((change) => {
  if (change.type === 'signed-out') return useCart.getState().setBuyerCustomer(null);
  if (change.reason !== 'restore') return useCart.getState().setBuyerCustomer(change.session.accessToken);
  return undefined;
});

onStartup(() => useCart.getState().init());

const pristine = useCart.getState();
onCountryChange(followCountry);

/** Tests start every case from scratch. */
export function resetCartForTests(): void {
  confirmed = null;
  pending.clear();
  initPromise = null;
  creating = null;
  queue = Promise.resolve();
  running = 0;
  clearTimeout(justAddedTimer);
  customerToken = undefined;
  useCart.setState(pristine, true);
}
