/**
 * Wishlist merges, apart from wishlist.ts so they load with the wishlist requests (after a sign-in or
 * another tab's change), not with the first screen.
 */
import { dedupeByHandle, type WishlistItem } from './wishlist';
import { parseWishlistItems } from './wishlistItem';

/**
 * Three-way merge by handle: `theirs` (the server's list now, or another tab's) with the changes `ours`
 * made since both were `base` — our additions join, our removals stay removed, an item whose size we
 * changed takes ours, and everything they added or removed meanwhile is kept. Their order first, our
 * additions after.
 */
export function rebaseWishlist(
  theirs: readonly WishlistItem[],
  base: readonly WishlistItem[],
  ours: readonly WishlistItem[],
): WishlistItem[] {
  const oursByHandle = new Map(ours.map((item) => [item.handle, item]));
  const baseByHandle = new Map(base.map((item) => [item.handle, item]));
  const removedByUs = (handle: string) => baseByHandle.has(handle) && !oursByHandle.has(handle);
  const addedByUs = ours.filter((item) => !baseByHandle.has(item.handle));
  const kept = theirs
    .filter((item) => !removedByUs(item.handle))
    .map((item) => {
      const mine = oursByHandle.get(item.handle);
      const before = baseByHandle.get(item.handle);
      return mine && before && mine.selectedVariantId !== before.selectedVariantId ? mine : item;
    });
  return dedupeByHandle([...kept, ...addedByUs]);
}

/**
 * The server's list merged with this device's copy when the server is read after a (re)load or sign-in.
 * With the list this device last read from the server (`base`), it is a three-way merge: an item
 * removed on another device since then stays removed, one removed here stays removed, additions on
 * either side stay. Without a usable base every item of both lists is kept: nothing added here is lost.
 */
export const mergeWithServer = (
  server: readonly WishlistItem[],
  base: readonly WishlistItem[] | null,
  local: readonly WishlistItem[],
): WishlistItem[] => rebaseWishlist(server, base ?? [], local);

/** What is stored as the merge base: the server's list as last read or saved, and whose it is. */
export interface StoredMergeBase {
  customerId: string;
  items: WishlistItem[];
}

/**
 * The stored merge base for `customerId`, or null when there is none, it belongs to someone else or it
 * cannot be read (then the merge keeps everything). Broken entries are dropped, which only ever
 * counts an item as added here, never as removed.
 */
export function parseMergeBase(raw: string | null, customerId: string): WishlistItem[] | null {
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Record<keyof StoredMergeBase, unknown>> | null;
    if (!stored || stored.customerId !== customerId || !Array.isArray(stored.items)) return null;
    return parseWishlistItems(stored.items);
  } catch {
    return null;
  }
}
