/**
 * The cart store: the whole state of the shopper's cart (what is shown, the confirmed cart, pending
 * quantities, the queue of changes), made by `createCartStore(deps)`; the app's one cart is `useCart`.
 * The requests and what their answers leave are in network.ts, loaded with `import()` on first use.
 * - init (start-up): read `headless_channel_cart_id`; reuse that cart unless the fetch fails or
 *   `cart(id)` is null (2025-07 has no completedAt: null = completed); otherwise create a cart with the
 *   selected country in its buyer identity and store the new id. With no stored id nothing is sent and
 *   no cart network code loads: the cart is created by the shopper's first add.
 * - Changes run one after another, each sent once. A quantity change or removal shows at once and is
 *   rolled back if it fails. A failed change leaves the shopper's lines as they were, and `notice`
 *   says in words that the change did not happen (offline or not) and what to do.
 * - A successful add, update or bulk add opens the drawer and turns `justAdded` on for 3000 ms.
 * - Another tab's change (heard through the shared cross-tab state) is read back from the server.
 * - The cart follows the country (buyer identity, country lines) and the customer session.
 */
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { env } from '../../config/env';
import { CART_LINE_MAX_QUANTITY, PROMO_GIFT_THRESHOLD } from '../../config/cart';
import { PARTNER_PROMO_VALUE, STORAGE_KEYS } from '../../config/site';
import { readString, removeItem, writeString } from '../../browser/storage';
import { lazyModule } from '../../browser/lazy';
import { onCountryChange, useCountry } from '../../stores/country';
import { onSessionChange } from '../../stores/customer';
import { unexpiredAccessToken } from '../../stores/customerToken';
import { onStartup } from '../../stores/startup';
import { useUi } from '../../stores/ui';
import { broadcastCartChange, listenForCartAttributes, listenForOtherTabs } from './broadcast';
import { changeFailed, clampQuantity, shownCart, type CartView } from './rules/lines';
import type * as CartNetwork from './network';
import type { AddLineInput, CartContext, CartEnvironment, CartState } from './types';

export type { AddLineInput, CartLineView, CartState, CartView } from './types';

/** What a cart store is made with: the site around it, and how its network code loads. */
export interface CartDeps extends CartEnvironment {
  /** The network module (network.ts), loaded on the cart's first use. */
  loadNetwork: () => Promise<typeof CartNetwork>;
  /** Hears other tabs' changes to the cart; returns the way to stop. */
  otherTabs: (heard: (cartId: string, updatedAt: string | undefined) => void) => () => void;
}

export type CartStore = UseBoundStore<StoreApi<CartState>>;

/** Analytics hear of every add that went through (a window event, so the cart carries no listener list). */
export const LINES_ADDED = 'bbs:lines-added';
export interface LinesAdded {
  cart: CartView;
  lines: readonly AddLineInput[];
}

const failure = (what: string): string => changeFailed(what, typeof navigator === 'undefined' || navigator.onLine);

function validLines(lines: readonly AddLineInput[]): AddLineInput[] {
  return lines.filter(
    (line) => typeof line.merchandiseId === 'string' && line.merchandiseId !== '' && Number.isInteger(line.quantity) && line.quantity > 0,
  );
}

export function createCartStore(deps: CartDeps): CartStore {
  const store = create<CartState>()((set, get, api) => {
    const ctx: CartContext = { store: api, env: deps };
    const show = () => set((s) => ({ cart: shownCart(s.confirmed, s.pending) }));
    const fail = (what: string): null => {
      set({ notice: failure(what) });
      return null;
    };
    const network = () => deps.loadNetwork();
    /** The network module, or null (logged) when it cannot load (offline, a deploy replaced the chunk). */
    const networkOrNull = () =>
      network().catch((error: unknown) => {
        console.error('Loading the cart failed', error);
        return null;
      });
    const setPending = (change: (pending: Map<string, number>) => void) => {
      const pending = new Map(get().pending);
      change(pending);
      set({ pending });
    };

    /** Runs cart changes one after another; a failed one does not stop the next. `loading` is on meanwhile. */
    function serialise<T>(task: () => Promise<T>): Promise<T> {
      const run = get().queue.then(async () => {
        set((s) => ({ running: s.running + 1, loading: true }));
        try {
          return await task();
        } finally {
          set((s) => ({ running: s.running - 1, loading: s.running > 1 }));
        }
      });
      set({ queue: run.catch(() => undefined) });
      return run;
    }

    /** The cart, created if there is none yet; null when none could be. */
    async function ensureCart(): Promise<CartView | null> {
      await get().init();
      return get().confirmed ?? (await network()).createCart(ctx);
    }

    /** The add behind addLines: the cart after it, or null when nothing was added (the caller says so). */
    async function addWanted(wanted: readonly AddLineInput[], openDrawer: boolean): Promise<CartView | null> {
      if (!(await ensureCart())) {
        console.error('Add to cart failed: no cart could be loaded or created');
        return null;
      }
      return serialise(async () => (await network()).addLines(ctx, wanted, openDrawer));
    }

    // Another tab changed the cart (or started a new one after its checkout): read what it holds now.
    // Before start-up there is nothing to do: start-up reads what the other tab stored.
    deps.otherTabs((id, updatedAt) => {
      const { confirmed, starting, initialised } = get();
      if (!starting && !initialised) return;
      if (confirmed?.id === id && confirmed.updatedAt === updatedAt) return;
      void serialise(async () => (await network()).resync(ctx, id)).catch(() => undefined);
    });

    return {
      cart: null,
      loading: false,
      justAdded: false,
      drawerOpen: false,
      initialised: false,
      notice: null,
      confirmed: null,
      pending: new Map(),
      queue: Promise.resolve(),
      running: 0,
      creating: null,
      starting: null,
      customerToken: undefined,
      giftCardCodes: new Map(),
      justAddedTimer: undefined,

      init: () => {
        const begun = get().starting;
        if (begun) return begun;
        const starting = (async () => {
          const storedId = deps.storage.read(STORAGE_KEYS.cartId);
          // No cart yet: an empty bag needs no request; the first add creates the cart (ensureCart).
          if (!storedId) return;
          const loaded = await networkOrNull();
          if (!loaded) return;
          const { cart, failed } = await loaded.restore(ctx, storedId);
          if (cart) {
            // A cart changed elsewhere (another tab, a price change) may owe or hold the gift wrongly.
            await serialise(() => loaded.reconcileAutoLines(ctx));
            return;
          }
          // A completed cart is gone for good; a failed fetch keeps its id until a new cart exists,
          // so an offline start-up replaces nothing and the next attempt can still find it.
          if (!failed) deps.storage.remove(STORAGE_KEYS.cartId);
          await loaded.createCart(ctx);
        })().finally(() => {
          // Without a cart, the next action tries again from the stored id.
          set({ initialised: true, ...(get().confirmed ? {} : { starting: null }) });
        });
        set({ starting });
        return starting;
      },

      addLines: async (lines, options = {}) => {
        const wanted = validLines(lines);
        if (wanted.length === 0) return null;
        const added = await addWanted(wanted, options.openDrawer ?? true).catch(() => null);
        if (added) window.dispatchEvent(new CustomEvent<LinesAdded>(LINES_ADDED, { detail: { cart: added, lines: wanted } }));
        return added ?? fail('nothing was added to your cart');
      },

      updateQuantity: async (lineId, quantity) => {
        const line = get().confirmed?.lines.find((l) => l.id === lineId);
        // Automatic lines keep the quantity the rules give them.
        if (!line || line.kind !== 'product') return null;
        const wanted = clampQuantity(quantity, 0, CART_LINE_MAX_QUANTITY);
        const capped = Number(quantity) > CART_LINE_MAX_QUANTITY ? `You can have up to ${CART_LINE_MAX_QUANTITY} of one item in your cart.` : null;
        setPending((pending) => pending.set(lineId, wanted));
        show();
        return serialise(async () => {
          // A later click for the same line replaced this value; that click sends its own.
          if (get().pending.get(lineId) !== wanted) return get().confirmed;
          const loaded = await networkOrNull();
          const result = loaded ? await loaded.updateQuantity(ctx, lineId, wanted, capped) : 'failed';
          if (result !== 'failed') return result;
          setPending((pending) => {
            if (pending.get(lineId) === wanted) pending.delete(lineId);
          });
          show(); // back to the last confirmed quantity
          return fail('the quantity was not changed');
        });
      },

      removeLines: async (lineIds) => {
        const current = get().confirmed;
        if (!current) return null;
        // Decision: the shopper may remove shipping protection — it is a paid extra, and forcing it would
        // be a dark pattern. It then stays off this cart (remembered on the cart itself). Free gifts follow
        // their rules and are not removable on their own.
        const removable = current.lines.filter(
          (line) => lineIds.includes(line.id) && (line.kind === 'product' || line.kind === 'shippingProtection'),
        );
        if (removable.length === 0) return null;
        const ids = removable.map((line) => line.id);
        const declining = removable.some((line) => line.kind === 'shippingProtection');
        setPending((pending) => ids.forEach((id) => pending.set(id, 0)));
        show();
        return serialise(async () => {
          const loaded = await networkOrNull();
          const result = loaded ? await loaded.removeLines(ctx, ids, declining) : 'failed';
          if (result !== 'failed') return result;
          setPending((pending) => ids.forEach((id) => pending.get(id) === 0 && pending.delete(id)));
          show();
          return fail('nothing was removed');
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
        // An add that went through loaded the network code already: leaving waits for nothing more.
        if (cart) await (await network()).goToCheckout(cart);
        return cart;
      },

      setBuyerCustomer: async (accessToken) => {
        set({ customerToken: accessToken });
        await get().starting;
        if (!get().confirmed) return;
        await serialise(async () => (await network()).setCustomer(ctx, accessToken));
      },

      followCountry: async (countryCode) => {
        await get().starting;
        if (!get().confirmed) return;
        await serialise(async () => (await network()).followCountry(ctx, countryCode));
      },

      changeDiscountCode: (code, remove = false) =>
        serialise(async () => (await network()).changeDiscountCode(ctx, code, remove)).catch(() =>
          failure(`${code.trim().toUpperCase()} was not ${remove ? 'removed' : 'applied'}`),
        ),

      keepDiscountCode: async (code) => {
        const notApplied = () => failure(`${code.trim().toUpperCase()} was not applied`);
        // A shared discount link is a use of the cart: with no cart yet, it makes one to keep the code on.
        if (!(await ensureCart().catch(() => null))) return notApplied();
        return serialise(async () => (await network()).keepDiscountCode(ctx, code)).catch(notApplied);
      },

      changeGiftCard: (value, remove = false) =>
        serialise(async () => {
          const loaded = await network();
          return remove ? loaded.removeGiftCard(ctx, value) : loaded.applyGiftCard(ctx, value);
        }).catch(() => failure(`The gift card was not ${remove ? 'removed' : 'applied'}`)),

      openDrawer: () => set({ drawerOpen: true }),
      closeDrawer: () => set({ drawerOpen: false }),
      prepare: () => void network().catch(() => undefined),
    };
  });

  return store;
}

/** The site around the app's cart. */
export const defaultCartDeps: CartDeps = {
  loadNetwork: lazyModule(() => import('./network')),
  country: () => useCountry.getState().countryCode,
  autoLines: () => ({ partnerPromoValue: PARTNER_PROMO_VALUE, threshold: PROMO_GIFT_THRESHOLD, ...env.autoLines }),
  bagShown: () => useUi.getState().bagShown,
  storedCustomerToken: () => unexpiredAccessToken(Date.now()),
  storage: { read: readString, write: writeString, remove: removeItem },
  broadcast: broadcastCartChange,
  otherTabs: listenForOtherTabs,
};

/** The shopper's cart. */
export const useCart = createCartStore(defaultCartDeps);

onStartup(() => useCart.getState().init());
// Country and session stores do not know the cart: it follows them. A country change waits for the
// cart before the page reloads; a session restored at load is the stored token the cart reads anyway.
onCountryChange((code) => useCart.getState().followCountry(code));
onSessionChange((change) => {
  if (change.type === 'signed-out') return useCart.getState().setBuyerCustomer(null);
  if (change.reason !== 'restore') return useCart.getState().setBuyerCustomer(change.session.accessToken);
  return undefined;
});
if (typeof window !== 'undefined') listenForCartAttributes();
