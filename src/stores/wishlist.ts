/**
 * Wishlist (spec §3 "Wishlist item", §4 "Wishlist", §7 "Wishlist server", §8).
 * - Visitors keep `{visitorWishlist: [...]}` in local storage; corrupted storage → empty list, logged.
 * - On sign-in, local and server lists merge (dedupe by handle); the merged list is sent when it
 *   differs from the server's. While signed in, every change sends the list.
 * - On sign-out a synced list is cleared locally (it is safe on the server); an unsynced one stays.
 * - The local copy is always written first, so a failed sync (logged) never drops an item; the next
 *   change or the next sign-in/reload sends the list again.
 * The customer store hands in the session (customer id + access token) on sign-in and at load.
 */
import { create } from 'zustand';
import { onSignIn, onSignOut } from './customer';
import { onStartup } from './hydrate';
import { STORAGE_KEYS } from '../config/site';
import { readJSON, readString, removeItem, writeJSON, writeString } from '../lib/storage';
import { mergeWishlists, sameWishlist, validItems, visitorWishlistSchema, type WishlistItem } from '../lib/wishlist';
import { lazyModule } from '../storefront/lazy';
import type { WishlistSession } from '../storefront/types';

/** The server requests load with the first sync (after a sign-in), not with the first screen. */
const loadOperations = lazyModule(() => import('../storefront/operations/wishlist'));

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
}

function readLocal(): WishlistItem[] {
  const stored = readJSON(STORAGE_KEYS.visitorWishlist, visitorWishlistSchema, { visitorWishlist: [] }, undefined, (error) =>
    console.error('Could not read the stored wishlist; starting with an empty list', error),
  );
  return validItems(stored.visitorWishlist);
}

const writeLocal = (items: WishlistItem[]) => writeJSON(STORAGE_KEYS.visitorWishlist, { visitorWishlist: items });

// Writes go out one at a time, newest list last, so the server ends with what the shopper sees.
let queue: Promise<void> = Promise.resolve();

export const useWishlist = create<WishlistState>()((set, get) => {
  const push = () => {
    const { session } = get();
    if (!session) return Promise.resolve();
    queue = queue.then(async () => {
      const current = get();
      if (!current.session) return;
      set({ syncing: true });
      try {
        await (await loadOperations()).sendList(current.session, current.items);
        set({ unsynced: false });
      } catch (error) {
        console.error('Wishlist sync failed; the list is kept and sent again on the next change', error);
        set({ unsynced: true });
      } finally {
        set({ syncing: false });
      }
    });
    return queue;
  };

  const replace = (items: WishlistItem[]) => {
    set({ items });
    writeLocal(items);
  };

  return {
    items: [],
    userId: null,
    session: null,
    syncing: false,
    unsynced: false,
    init: () => {
      set({ items: readLocal(), userId: readString(STORAGE_KEYS.userId) });
    },
    has: (handle) => get().items.some((item) => item.handle === handle),
    add: async (item) => {
      if (get().has(item.handle)) return;
      replace([...get().items, item]);
      await push();
    },
    remove: async (handle) => {
      if (!get().has(handle)) return;
      replace(get().items.filter((item) => item.handle !== handle));
      await push();
    },
    toggle: async (item) => (get().has(item.handle) ? get().remove(item.handle) : get().add(item)),
    signedIn: async (session) => {
      set({ session, userId: session.customerId });
      writeString(STORAGE_KEYS.userId, session.customerId);
      let server: WishlistItem[];
      try {
        server = await (await loadOperations()).fetchServerList(session);
      } catch (error) {
        console.error('Wishlist sync failed: could not read the saved list', error);
        set({ unsynced: true });
        return;
      }
      const merged = mergeWishlists(server, get().items);
      replace(merged);
      if (!sameWishlist(merged, server)) await push();
      else set({ unsynced: false });
    },
    signedOut: () => {
      // The list lives on the server now; the next person on this device starts empty. An unsynced
      // list stays, so nothing the shopper saved is lost.
      if (!get().unsynced) replace([]);
      set({ session: null, userId: null, unsynced: false });
      removeItem(STORAGE_KEYS.userId);
    },
  };
});

onStartup(() => useWishlist.getState().init());
onSignIn(({ customerId, accessToken }) => useWishlist.getState().signedIn({ customerId, accessToken }));
onSignOut(() => useWishlist.getState().signedOut());
