/**
 * Wishlist helpers on the first screen's path: the cheap structural check the store runs on the stored
 * list at start-up, merge on sign-in, equality for "send when it differs". The item schema itself (one
 * for the site and the shop service) lives in wishlistItem.ts and loads later, with the wishlist's
 * requests or when the browser is idle: the store then re-reads its list with it.
 */
import * as v from 'valibot';
import type { WishlistItem } from './wishlistItem';

export type { WishlistItem } from './wishlistItem';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * The shape every reader relies on (a handle, variants whose first has an id): enough to render and
 * sync. Limits and field types are the shared schema's job once it has loaded.
 */
export function looksLikeWishlistItem(value: unknown): value is WishlistItem {
  if (!isRecord(value) || !isText(value.handle) || !Array.isArray(value.variants) || value.variants.length === 0) return false;
  // An image is a URL or, from older lists, `{ url }` (the shared schema reduces it to its URL).
  if (value.image != null && typeof value.image !== 'string' && !isRecord(value.image)) return false;
  return value.variants.every((variant) => isRecord(variant) && isText(variant.id));
}

/** Keeps the items that have the shape of one, first occurrence of each handle; never throws. */
export const validItems = (list: readonly unknown[]): WishlistItem[] => dedupeByHandle(list.filter(looksLikeWishlistItem));

/**
 * The stored `{visitorWishlist: [...]}` value: broken entries are dropped; a value of another shape
 * fails (the store then starts empty and says so).
 */
export const storedWishlistSchema = v.object({
  visitorWishlist: v.pipe(
    v.array(v.unknown()),
    v.transform((list: unknown[]) => validItems(list)),
  ),
});
export type StoredWishlist = v.InferOutput<typeof storedWishlistSchema>;

/** First occurrence of each handle wins. */
export function dedupeByHandle(items: readonly WishlistItem[]): WishlistItem[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.handle) ? false : (seen.add(item.handle), true)));
}

/** On sign-in without an earlier server read, local and server items are merged and deduplicated by handle (server first). */
export const mergeWishlists = (server: readonly WishlistItem[], local: readonly WishlistItem[]): WishlistItem[] =>
  dedupeByHandle([...server, ...local]);

/** Same items (handle and chosen size) in the same order: nothing to send. */
export const sameWishlist = (a: readonly WishlistItem[], b: readonly WishlistItem[]): boolean =>
  a.length === b.length && a.every((item, i) => item.handle === b[i]?.handle && item.selectedVariantId === b[i]?.selectedVariantId);
