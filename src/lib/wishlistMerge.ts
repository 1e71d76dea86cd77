/**
 * The wishlist merge of issue 19, apart from wishlist.ts so it loads with the wishlist requests (after a
 * sign-in or another tab's change), not with the first screen.
 */
import { dedupeByHandle, type WishlistItem } from './wishlist';

/**
 * Three-way merge by handle (issue 19): `theirs` (the server's list now, or another tab's) with the
 * changes `ours` made since both were `base` — our additions join, our removals stay removed, and
 * everything they added or removed meanwhile is kept. Their order first, our additions after.
 */
export function rebaseWishlist(
  theirs: readonly WishlistItem[],
  base: readonly WishlistItem[],
  ours: readonly WishlistItem[],
): WishlistItem[] {
  const oursHandles = new Set(ours.map((item) => item.handle));
  const baseHandles = new Set(base.map((item) => item.handle));
  const removedByUs = new Set([...baseHandles].filter((handle) => !oursHandles.has(handle)));
  const addedByUs = ours.filter((item) => !baseHandles.has(item.handle));
  return dedupeByHandle([...theirs.filter((item) => !removedByUs.has(item.handle)), ...addedByUs]);
}
