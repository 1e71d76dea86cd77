/**
 * Cart: its lifecycle, the automatic lines, following the country, and what a failure leaves.
 * - init (start-up): read `headless_channel_cart_id`; reuse that cart unless the fetch fails or
 *   `cart(id)` is null (2025-07 has no completedAt: null = completed); otherwise create a cart with the
 *   selected country in its buyer identity and store the new id. One creation at a time.
 * - add / update / remove / bulk add / buy now / buyer identity run one after another in a queue, so
 *   concurrent clicks never lose an update. `loading` is on while one runs.
 * - Any GraphQL error or userError = failure: no result, logged to the console; the lines the shopper
 *   has stay as they were, and `notice` says in words that the change did not happen (offline or not)
 *   and what to do.
 * - Mutations are never sent twice, so a slow answer cannot add a line twice. After an uncertain
 *   failure (no answer, timeout, 5xx, GraphQL error) the cart is re-read, so what the shopper sees is
 *   what the server holds.
 * - A cart the Storefront reports gone (null, or "does not exist": checked out here or in another
 *   tab) is replaced by a new one and the shopper's add is applied to it.
 * - Stock warnings (Storefront 2024-10+) are told in words (`notice`); the mutation still succeeded.
 * - Other tabs hear of every change through local storage and re-read the cart.
 * - A successful add, update or bulk add opens the drawer and turns `justAdded` on for 3000 ms.
 * - Every new cart state dispatches the merchant-session event `{cartId, sessionId}`.
 * - Automatic lines ride in the same cartLinesAdd as the shopper's line; the free gift and the
 *   country's variant follow the cart after every change; a country change swaps the country lines in
 *   the same request as the buyer identity.
 * - Discount codes: one is added to (or removed from) the codes the cart has; the answer says in words
 *   whether it applies.
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
import { applyQuantities, clampQuantity, type CartView } from '../lib/cartLines';
import { checkoutUrlOnHost } from '../lib/checkoutUrl';
import type { AutoLineConfig } from '../lib/promo';
import { browserStorage, readJSON, readString, removeItem, writeString } from '../lib/storage';
import { lazyModule } from '../storefront/lazy';
import type { Attempt, CartKit, Send } from './cartFlows';
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
  /** `quantity` beyond the most one line may hold is capped, and the shopper told so. */
  updateQuantity: (lineId: string, quantity: number) => Promise<CartView | null>;
  removeLines: (lineIds: string[]) => Promise<CartView | null>;
  bulkAdd: (variantIds: string[]) => Promise<CartView | null>;
  /** Resolves with null when the add failed (`notice` says why); otherwise the browser is leaving. */
  buyNow: (line: AddLineInput) => Promise<CartView | null>;
  setBuyerCustomer: (accessToken: string | null) => Promise<void>;
  /** Adds a discount code to the cart's codes, or removes one; resolves with what happened, in words. */
  changeDiscountCode: (code: string, remove?: boolean) => Promise<string>;
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
const loadFlows = lazyModule(() => import('./cartFlows'));

/** The checkout link for a cart, on the checkout sub-domain. */
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

/** Analytics and the merchant's session tools hear about every cart change. */
function announceCartChange(cart: CartView): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(MERCHANT_SESSION_EVENT, { detail: { cartId: cart.id, sessionId: sessionId() } }));
}

let attributesListening = false;
function listenForCartAttributes(): void {
  if (attributesListening || typeof window === 'undefined') return;
  attributesListening = true;
  // The page hears this event and only logs it.
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

/** After an add the drawer opens, except on the full bag page, which already shows the cart. */
function celebrate(openDrawer: boolean): void {
  clearTimeout(justAddedTimer);
  const open = openDrawer && !useUi.getState().bagShown;
  useCart.setState({ justAdded: true, ...(open ? { drawerOpen: true } : {}) });
  justAddedTimer = setTimeout(() => useCart.setState({ justAdded: false }), JUST_ADDED_MS);
}

/** One cart change, sent once; failures are logged. */
async function attempt(label: string, send: Send): Promise<Attempt> {
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
async function mutate(label: string, send: Send): Promise<CartView | null> {
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

/** A change that did not happen, in words, with what to do. */
const failure = (what: string): string =>
  typeof navigator !== 'undefined' && !navigator.onLine
    ? `You’re offline — ${what}. Your cart is kept; try again once you’re back online.`
    : `Sorry, something went wrong — ${what}. Please try again.`;

const fail = (what: string): null => {
  useCart.setState({ notice: failure(what) });
  return null;
};

const kit: CartKit = {
  confirmed: () => confirmed,
  setConfirmed,
  attempt,
  resync,
  afterFailure,
  operations: loadOperations,
  config: autoConfig,
  country: countryCode,
  buyerIdentity: (code) => {
    const token = currentCustomerToken();
    return { countryCode: code, ...(token ? { customerAccessToken: token } : {}) };
  },
  failure,
  notice: (notice) => useCart.setState({ notice }),
  ensureCart: () => confirmed ?? createCart(),
  replaceGoneCart,
  celebrate,
  openDrawer: () => {
    if (!useUi.getState().bagShown) useCart.setState({ drawerOpen: true });
  },
};

const reconcileAutoLines = async () => (await loadFlows()).reconcileAutoLines(kit);

function validLines(lines: readonly AddLineInput[]): AddLineInput[] {
  return lines.filter(
    (line) =>
      typeof line.merchandiseId === 'string' &&
      line.merchandiseId !== '' &&
      Number.isInteger(line.quantity) &&
      line.quantity > 0,
  );
}

/** The add behind addLines: the cart after it, or null when nothing was added (the caller says so). */
async function addWanted(wanted: readonly AddLineInput[], openDrawer: boolean): Promise<CartView | null> {
  const cart = await ensureCart();
  if (!cart) {
    console.error('Add to cart failed: no cart could be loaded or created');
    return null;
  }
  return serialise(async () => (await loadFlows()).addLines(kit, wanted, openDrawer));
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
      // Without a cart, the next action tries again from the stored id. With one, the steps of the
      // next change load now, while the shopper is (most likely) still online.
      if (!confirmed) initPromise = null;
      else void loadFlows().catch(() => undefined);
      set({ initialised: true });
    });
    return initPromise;
  },

  addLines: async (lines, options = {}) => {
    const wanted = validLines(lines);
    if (wanted.length === 0) return null;
    const added = await addWanted(wanted, options.openDrawer ?? true).catch(() => null);
    return added ?? fail('nothing was added to your cart');
  },

  updateQuantity: async (lineId, quantity) => {
    const line = confirmed?.lines.find((l) => l.id === lineId);
    // Automatic lines keep the quantity the rules give them.
    if (!confirmed || !line || line.kind !== 'product') return null;
    const wanted = clampQuantity(quantity, 0, CART_LINE_MAX_QUANTITY);
    const capped = Number(quantity) > CART_LINE_MAX_QUANTITY ? `You can have up to ${CART_LINE_MAX_QUANTITY} of one item in your cart.` : null;
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
        return fail('the quantity was not changed');
      }
      setConfirmed(result.cart);
      await (await loadFlows()).tellStock(kit, result.warnings, before, result.cart, 'update', capped);
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
        return fail('nothing was removed');
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
    // Nothing is added without a cart.
    if (!confirmed) return null;
    return get().addLines(ids.map((merchandiseId) => ({ merchandiseId, quantity: 1 })));
  },

  buyNow: async (line) => {
    const cart = await get().addLines([line], { openDrawer: false });
    const url = checkoutUrlOf(cart);
    if (url) cartNavigation.assign(url);
    return cart;
  },

  setBuyerCustomer: async (accessToken) => {
    customerToken = accessToken;
    if (initPromise) await initPromise;
    if (!confirmed) return;
    await serialise(async () => (await loadFlows()).setCustomer(kit, accessToken));
  },

  changeDiscountCode: (code, remove = false) =>
    serialise(async () => (await loadFlows()).changeDiscountCode(kit, code, remove)).catch(() =>
      failure(`${code.trim().toUpperCase()} was not ${remove ? 'removed' : 'applied'}`),
    ),

  openDrawer: () => set({ drawerOpen: true }),
  closeDrawer: () => set({ drawerOpen: false }),
}));

/** After a country change the buyer country and the country's automatic lines follow the choice. */
async function followCountry(code: string): Promise<void> {
  if (initPromise) await initPromise;
  if (!confirmed) return;
  await serialise(async () => (await loadFlows()).followCountry(kit, code));
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
