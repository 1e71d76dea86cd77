/**
 * Wishlist: a visitor's list on this device, a signed-in customer's list synced with the shop service.
 * - Visitors keep `{visitorWishlist: [...]}` in local storage; corrupted storage → empty list, logged.
 * - On sign-in, local and server lists merge (dedupe by handle); the merged list is sent when it
 *   differs from the server's. While signed in, every change sends the list.
 * - On sign-out a synced list is cleared locally (it is safe on the server); an unsynced one stays.
 * - The local copy is always written first, so a failed sync (logged) never drops an item; the next
 *   change, a timer or coming back online sends the list again.
 * - Writes cannot lose items: nothing is sent before the server's list has been read and
 *   merged (a failed first read keeps the changes pending and reads again); every write names the
 *   version it was merged with (If-Match), and a 412 answer is merged (our additions and removals
 *   since the last read onto the server's list) and sent again.
 * - Tabs share the local copy (sharedState.ts): another tab's additions and removals are applied here.
 * - The server's list as last read or saved is kept per customer (the merge base), so a reload while
 *   signed in merges three ways: an item removed on another device does not come back. It is dropped
 *   on sign-out and when the local copy was unreadable (then the merge keeps everything).
 * - At start-up the stored list gets a cheap structural check; the item schema shared with the service
 *   loads with the requests (the list is re-read with it before anything is sent) and with the
 *   wishlist page.
 * The customer store hands in the session (customer id + access token) on sign-in and at load.
 * The store and its sync bookkeeping are made together (createWishlistStore): a page has one, a test
 * makes a fresh one, and a reload is a new one over the same storage.
 */
import { create } from 'zustand';
import { onSignIn, onSignOut } from './customer';
import { onStartup } from './startup';
import { sharedState, type SharedState } from './sharedState';
import { STORAGE_KEYS } from '../config/site';
import { readString, removeItem, writeString } from '../browser/storage';
import { sameWishlist, storedWishlistSchema, type StoredWishlist, type WishlistItem } from '../lib/wishlist';
import { lazyModule } from '../browser/lazy';
import type { SyncBase } from '../service/wishlist';
import type { WishlistSession } from '../storefront/types';

/** The server requests load with the first sync (after a sign-in), not with the first screen. */
const loadOperations = lazyModule(() => import('../service/wishlist'));

export interface WishlistState {
  items: WishlistItem[];
  userId: string | null;
  session: WishlistSession | null;
  syncing: boolean;
  /** The last sync failed: the list is kept locally and sent again on the next change. */
  unsynced: boolean;
  init: () => void;
  has: (handle: string) => boolean;
  add: (item: WishlistItem) => Promise<void>;
  remove: (handle: string) => Promise<void>;
  toggle: (item: WishlistItem) => Promise<void>;
  signedIn: (session: WishlistSession) => Promise<void>;
  signedOut: () => void;
  /** Reads and sends again now (after a failure, without waiting for the timer). */
  retrySync: () => Promise<void>;
}

/** Waits before reading or sending again after a failure (the last repeats). */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
/** How many earlier stored values a tab remembers (to tell its own lagging copy from another tab's write). */
const REMEMBERED_VALUES = 8;

/** A wishlist store over the tabs' shared local copy. */
export function createWishlistStore(shared: SharedState = sharedState) {
  const local = shared.define<StoredWishlist>(STORAGE_KEYS.visitorWishlist, {
    schema: storedWishlistSchema,
    fallback: { visitorWishlist: [] },
    onCorrupt: () => {
      console.error('Could not read the stored wishlist; starting with an empty list');
      // Measured against the old base, the empty list would remove every saved item from the account.
      removeItem(STORAGE_KEYS.wishlistBase);
    },
  });
  const readLocal = (): WishlistItem[] => local.read().visitorWishlist;

  /** The stored list as this tab last wrote or heard it: a different value is another tab's unheard change. */
  let heard: { raw: string | null; items: WishlistItem[] } = { raw: null, items: [] };
  /**
   * Values this tab wrote or heard before: another tab's message can arrive before this tab's copy
   * of storage has caught up with it, and that older value is not a change to keep.
   */
  let earlier: (string | null)[] = [];
  const remember = (raw: string | null, items: WishlistItem[]) => {
    if (raw !== heard.raw) earlier = [heard.raw, ...earlier].slice(0, REMEMBERED_VALUES);
    heard = { raw, items };
  };

  const writeLocal = (items: WishlistItem[]) => {
    local.write({ visitorWishlist: items });
    remember(local.readRaw(), items);
  };

  /**
   * Another tab may have written a moment ago, before its message reached this tab: its additions
   * and removals join ours before we write, so our write never undoes them.
   */
  function withUnheardChanges(items: WishlistItem[]): WishlistItem[] {
    const raw = local.readRaw();
    if (raw === heard.raw || earlier.includes(raw)) return items;
    const stored = readLocal();
    const had = new Set(heard.items.map((item) => item.handle));
    const has = new Set(stored.map((item) => item.handle));
    const kept = items.filter((item) => has.has(item.handle) || !had.has(item.handle));
    return [...kept, ...stored.filter((item) => !had.has(item.handle) && !kept.some((k) => k.handle === item.handle))];
  }

  // Syncs run one at a time, so the server ends with what the shopper sees.
  let queue: Promise<void> = Promise.resolve();
  /** The server's list as last read or saved, and its version; null until read after a sign-in. */
  let base: SyncBase | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  let listening = false;
  let changes: Promise<void> = Promise.resolve();

  return create<WishlistState>()((set, get) => {
    const replace = (items: WishlistItem[]) => {
      set({ items });
      writeLocal(items);
    };

    const scheduleRetry = () => {
      clearTimeout(retryTimer);
      if (typeof window === 'undefined') return;
      const delay = RETRY_DELAYS_MS[Math.min(retries, RETRY_DELAYS_MS.length - 1)];
      retries += 1;
      retryTimer = setTimeout(() => void sync(), delay);
    };

    /** One sync: the merge-and-send rules live with the requests (loaded with the first sync). */
    const syncOnce = async () => {
      const session = get().session;
      if (!session) return;
      set({ syncing: true });
      try {
        const synced = await (await loadOperations()).syncWithServer(session, base, {
          current: () => get().items,
          // The merged list is written over the shared copy: another tab's change written meanwhile
          // (its message not here yet) joins it, or that tab would hear it as a removal.
          replace: (items) => replace(withUnheardChanges(items)),
          live: () => get().session === session,
        });
        if (!synced) return;
        base = synced;
        retries = 0;
        clearTimeout(retryTimer);
        set({ unsynced: false });
      } catch (error) {
        console.error('Wishlist sync failed; the list is kept and sent again on the next change', error);
        set({ unsynced: true });
        scheduleRetry();
      } finally {
        set({ syncing: false });
      }
    };

    const sync = () => {
      if (!get().session) return Promise.resolve();
      queue = queue.then(syncOnce);
      return queue;
    };

    /** Another tab changed the shared local copy: apply its additions and removals to this tab's list. */
    const listenForOtherTabs = () => {
      if (listening || typeof window === 'undefined') return;
      listening = true;
      local.subscribe(({ value, raw, previousRaw }) => {
        // Applied in order (one queue), with the merge loaded with the requests (first-load budget).
        // Until it is applied the change stays unheard, so an add or remove made here meanwhile merges
        // it from storage instead of writing over it; the list is read after the load, so that add or
        // remove is not undone either.
        changes = changes.then(async () => {
          const operations = await loadOperations();
          const { items } = get();
          const next = operations.withOtherTabChange(items, previousRaw, raw);
          if (!sameWishlist(next, items)) set({ items: next });
          remember(raw, value.visitorWishlist);
        });
      });
      // Back online: a pending sync need not wait for its timer.
      window.addEventListener('online', () => {
        if (get().unsynced) void get().retrySync();
      });
    };

    return {
      items: [],
      userId: null,
      session: null,
      syncing: false,
      unsynced: false,
      init: () => {
        const items = readLocal();
        heard = { raw: local.readRaw(), items };
        set({ items, userId: readString(STORAGE_KEYS.userId) });
        listenForOtherTabs();
      },
      has: (handle) => get().items.some((item) => item.handle === handle),
      add: async (item) => {
        if (get().has(item.handle)) return;
        replace([...withUnheardChanges(get().items), item]);
        await sync();
      },
      remove: async (handle) => {
        if (!get().has(handle)) return;
        replace(withUnheardChanges(get().items).filter((item) => item.handle !== handle));
        await sync();
      },
      toggle: async (item) => (get().has(item.handle) ? get().remove(item.handle) : get().add(item)),
      retrySync: () => sync(),
      signedIn: async (session) => {
        set({ session, userId: session.customerId });
        writeString(STORAGE_KEYS.userId, session.customerId);
        base = null;
        retries = 0;
        await sync();
      },
      signedOut: () => {
        // The list lives on the server now; the next person on this device starts empty. An unsynced
        // list stays, so nothing the shopper saved is lost.
        if (!get().unsynced) replace([]);
        set({ session: null, userId: null, unsynced: false });
        base = null;
        clearTimeout(retryTimer);
        removeItem(STORAGE_KEYS.userId);
        // The next sign-in on this device starts from what is here then, not from this account's list.
        removeItem(STORAGE_KEYS.wishlistBase);
      },
    };
  });
}

/** The page's wishlist. */
export const useWishlist = createWishlistStore();

onStartup(() => useWishlist.getState().init());
onSignIn(({ customerId, accessToken }) => useWishlist.getState().signedIn({ customerId, accessToken }));
onSignOut(() => useWishlist.getState().signedOut());
