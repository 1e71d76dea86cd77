/**
 * Cart: its lifecycle, the automatic lines, following the country, and what a failure leaves.
 * - init (start-up): read `headless_channel_cart_id`; reuse that cart unless the fetch fails or
 *   `cart(id)` is null (2025-07 has no completedAt: null = completed); otherwise create a cart with the
 *   selected country in its buyer identity and store the new id. With no stored id nothing is sent and
 *   no cart code loads: the cart is created by the shopper's first add (a first visit that never
 *   touches the cart costs no cart request and none of the cart's JavaScript).
 * - add / update / remove / bulk add / buy now / buyer identity run one after another, sent once, with
 *   what a failure leaves settled in cartSync.ts. A failed change leaves the shopper's lines as they
 *   were, and `notice` says in words that the change did not happen (offline or not) and what to do.
 * - A cart the Storefront reports gone is replaced by a new one and the shopper's add is applied to it.
 * - Stock warnings (Storefront 2024-10+) are told in words (`notice`); the mutation still succeeded.
 * - A successful add, update or bulk add opens the drawer and turns `justAdded` on for 3000 ms.
 * - Other tabs and the merchant-session listeners hear of every change (cartBroadcast.ts).
 * - Automatic lines ride in the same cartLinesAdd as the shopper's line; the free gift and the
 *   country's variant follow the cart after every change; a country change swaps the country lines in
 *   the same request as the buyer identity.
 * - Discount codes: one is added to (or removed from) the codes the cart has; the answer says in words
 *   whether it applies.
 */
import { create } from 'zustand';
import { env } from '../config/env';
import { CART_LINE_MAX_QUANTITY, JUST_ADDED_MS, PROMO_GIFT_THRESHOLD, SHIPPING_PROTECTION_DECLINED } from '../config/cart';
import { PARTNER_PROMO_VALUE, STORAGE_KEYS } from '../config/site';
import { clampQuantity, type CartView } from '../lib/cartLines';
import type { AutoLineConfig } from '../lib/promo';
import { readString, removeItem } from '../browser/storage';
import { lazyModule } from '../storefront/lazy';
import { listenForCartAttributes } from './cartBroadcast';
import { buyerIdentity, resetCartBuyerForTests, setCartCustomerToken } from './cartBuyer';
import type { CartKit } from './cartFlows';
import {
  afterFailure,
  attempt,
  confirmedCart,
  connectCartView,
  countryCode,
  createCart,
  failure,
  fetchCart,
  loadOperations,
  pending,
  replaceGoneCart,
  resetCartSyncForTests,
  resync,
  serialise,
  setConfirmed,
  showCart,
} from './cartSync';
import { onCountryChange } from './country';
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
  /** A shared discount link's code: kept on the cart even before it applies; resolves with what happened. */
  keepDiscountCode: (code: string) => Promise<string>;
  /**
   * Applies a gift card code, or takes an applied card off by its id; resolves with what happened, in
   * words (wrong or used-up codes too).
   */
  changeGiftCard: (codeOrAppliedId: string, remove?: boolean) => Promise<string>;
  openDrawer: () => void;
  closeDrawer: () => void;
  /** Loads the cart's code ahead of a likely first use (hovering Add to cart); sends nothing. */
  prepare: () => void;
}

const autoConfig = (): AutoLineConfig => ({
  partnerPromoValue: PARTNER_PROMO_VALUE,
  threshold: PROMO_GIFT_THRESHOLD,
  ...env.autoLines,
});

const loadFlows = lazyModule(() => import('./cartFlows'));
const loadGiftCardFlow = lazyModule(() => import('./cartGiftCardFlow'));

/** Analytics hear of every add that went through (a window event, so the cart carries no listener list). */
export const LINES_ADDED = 'bbs:lines-added';
export interface LinesAdded {
  cart: CartView;
  lines: readonly AddLineInput[];
}

let initPromise: Promise<void> | null = null;
let justAddedTimer: ReturnType<typeof setTimeout> | undefined;

/** After an add the drawer opens, except on the full bag page, which already shows the cart. */
function celebrate(openDrawer: boolean): void {
  clearTimeout(justAddedTimer);
  const open = openDrawer && !useUi.getState().bagShown;
  useCart.setState({ justAdded: true, ...(open ? { drawerOpen: true } : {}) });
  justAddedTimer = setTimeout(() => useCart.setState({ justAdded: false }), JUST_ADDED_MS);
}

async function ensureCart(): Promise<CartView | null> {
  await useCart.getState().init();
  return confirmedCart() ?? createCart();
}

const fail = (what: string): null => {
  useCart.setState({ notice: failure(what) });
  return null;
};

const kit: CartKit = {
  confirmed: confirmedCart,
  setConfirmed,
  attempt,
  resync,
  afterFailure,
  operations: loadOperations,
  config: autoConfig,
  country: countryCode,
  buyerIdentity,
  failure,
  notice: (notice) => useCart.setState({ notice }),
  ensureCart: () => confirmedCart() ?? createCart(),
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
      const storedId = readString(STORAGE_KEYS.cartId);
      // No cart yet: an empty bag needs no request; the first add creates the cart (ensureCart).
      if (!storedId) return;
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
      await createCart();
    })().finally(() => {
      // Without a cart, the next action tries again from the stored id. With one, the steps of the
      // next change load now, while the shopper is (most likely) still online.
      if (!confirmedCart()) initPromise = null;
      else void loadFlows().catch(() => undefined);
      set({ initialised: true });
    });
    return initPromise;
  },

  addLines: async (lines, options = {}) => {
    const wanted = validLines(lines);
    if (wanted.length === 0) return null;
    const added = await addWanted(wanted, options.openDrawer ?? true).catch(() => null);
    if (added) window.dispatchEvent(new CustomEvent<LinesAdded>(LINES_ADDED, { detail: { cart: added, lines: wanted } }));
    return added ?? fail('nothing was added to your cart');
  },

  updateQuantity: async (lineId, quantity) => {
    const current = confirmedCart();
    const line = current?.lines.find((l) => l.id === lineId);
    // Automatic lines keep the quantity the rules give them.
    if (!current || !line || line.kind !== 'product') return null;
    const wanted = clampQuantity(quantity, 0, CART_LINE_MAX_QUANTITY);
    const capped = Number(quantity) > CART_LINE_MAX_QUANTITY ? `You can have up to ${CART_LINE_MAX_QUANTITY} of one item in your cart.` : null;
    pending.set(lineId, wanted);
    showCart();
    return serialise(async () => {
      // A later click for the same line replaced this value; that click sends its own.
      if (pending.get(lineId) !== wanted) return confirmedCart();
      const before = confirmedCart();
      if (!before) return null;
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
      return confirmedCart();
    });
  },

  removeLines: async (lineIds) => {
    const current = confirmedCart();
    if (!current) return null;
    // Decision: the shopper may remove shipping protection — it is a paid extra, and forcing it would
    // be a dark pattern. It then stays off this cart (remembered on the cart itself). Free gifts follow
    // their rules and are not removable on their own.
    const removable = current.lines.filter(
      (line) => lineIds.includes(line.id) && (line.kind === 'product' || line.kind === 'shippingProtection'),
    );
    if (removable.length === 0) return null;
    const ids = removable.map((line) => line.id);
    for (const id of ids) pending.set(id, 0);
    showCart();
    return serialise(async () => {
      const cart = confirmedCart();
      if (!cart) return null;
      const cartId = cart.id;
      const declining = removable.some((line) => line.kind === 'shippingProtection');
      const result = await attempt('Removing lines', (operations, country) =>
        declining
          ? operations.removeLinesDecliningProtection(cartId, ids, SHIPPING_PROTECTION_DECLINED, country)
          : operations.removeCartLines(cartId, ids, country),
      );
      for (const id of ids) if (pending.get(id) === 0) pending.delete(id);
      if (result.status !== 'ok') {
        showCart();
        await afterFailure(result, cartId);
        return fail('nothing was removed');
      }
      setConfirmed(result.cart);
      useCart.setState({ notice: null });
      await reconcileAutoLines();
      return confirmedCart();
    });
  },

  bulkAdd: async (variantIds) => {
    const ids = variantIds.filter((id) => typeof id === 'string' && id !== '');
    if (ids.length === 0) return null;
    // Nothing is added without a cart: the stored one, or a new one when none was stored.
    if (!(await ensureCart().catch(() => null))) return null;
    return get().addLines(ids.map((merchandiseId) => ({ merchandiseId, quantity: 1 })));
  },

  buyNow: async (line) => {
    const cart = await get().addLines([line], { openDrawer: false });
    // An add that went through loaded the flows already: leaving waits for nothing more.
    if (cart) await (await loadFlows()).goToCheckout(cart);
    return cart;
  },

  setBuyerCustomer: async (accessToken) => {
    setCartCustomerToken(accessToken);
    if (initPromise) await initPromise;
    if (!confirmedCart()) return;
    await serialise(async () => (await loadFlows()).setCustomer(kit, accessToken));
  },

  changeDiscountCode: (code, remove = false) =>
    serialise(async () => (await loadFlows()).changeDiscountCode(kit, code, remove)).catch(() =>
      failure(`${code.trim().toUpperCase()} was not ${remove ? 'removed' : 'applied'}`),
    ),

  keepDiscountCode: async (code) => {
    const notApplied = () => failure(`${code.trim().toUpperCase()} was not applied`);
    // A shared discount link is a use of the cart: with no cart yet, it makes one to keep the code on.
    if (!(await ensureCart().catch(() => null))) return notApplied();
    return serialise(async () => (await loadFlows()).keepDiscountCode(kit, code)).catch(notApplied);
  },

  changeGiftCard: (value, remove = false) =>
    serialise(async () => (await loadGiftCardFlow())[remove ? 'removeGiftCard' : 'applyGiftCard'](kit, value)).catch(() =>
      failure(`The gift card was not ${remove ? 'removed' : 'applied'}`),
    ),

  openDrawer: () => set({ drawerOpen: true }),
  closeDrawer: () => set({ drawerOpen: false }),
  prepare: () => void Promise.all([loadOperations(), loadFlows()]).catch(() => undefined),
}));

/** After a country change the buyer country and the country's automatic lines follow the choice. */
async function followCountry(code: string): Promise<void> {
  if (initPromise) await initPromise;
  if (!confirmedCart()) return;
  await serialise(async () => (await loadFlows()).followCountry(kit, code));
}

// The buyer identity follows the customer session: a sign-in or renewed token joins the cart, a sign-out
// leaves it. A session restored at load is already the stored token this store reads at start-up.
onSessionChange((change) => {
  if (change.type === 'signed-out') return useCart.getState().setBuyerCustomer(null);
  if (change.reason !== 'restore') return useCart.getState().setBuyerCustomer(change.session.accessToken);
  return undefined;
});

connectCartView((view) => useCart.setState(view));
onStartup(() => useCart.getState().init());

const pristine = useCart.getState();
onCountryChange(followCountry);

/** Tests start every case from scratch. */
export function resetCartForTests(): void {
  resetCartSyncForTests();
  initPromise = null;
  clearTimeout(justAddedTimer);
  resetCartBuyerForTests();
  useCart.setState(pristine, true);
}
