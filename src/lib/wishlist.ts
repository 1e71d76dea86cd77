/**
 * Wishlist items (spec §3): identified by handle, with a variants list whose first variant has an id.
 * Pure helpers for the wishlist store: validation, merge on sign-in, equality for "send when it
 * differs" (spec §4).
 */
import * as v from 'valibot';

// Loose objects: fields the server or an older shop version added are kept, not stripped.
export const wishlistItemSchema = v.looseObject({
  handle: v.pipe(v.string(), v.minLength(1)),
  title: v.optional(v.string()),
  image: v.nullish(v.string()),
  variants: v.pipe(v.array(v.looseObject({ id: v.pipe(v.string(), v.minLength(1)) })), v.minLength(1)),
});

export type WishlistItem = v.InferOutput<typeof wishlistItemSchema>;

/** The visitor wishlist as stored locally: `{visitorWishlist: [...]}` (spec §3). */
export const visitorWishlistSchema = v.object({ visitorWishlist: v.array(v.unknown()) });

/** Keeps the valid items of an unknown list, dropping (not failing on) broken entries. */
export function validItems(list: readonly unknown[]): WishlistItem[] {
  const items: WishlistItem[] = [];
  for (const entry of list) {
    const parsed = v.safeParse(wishlistItemSchema, entry);
    if (parsed.success) items.push(parsed.output);
  }
  return dedupeByHandle(items);
}

/** First occurrence of each handle wins. */
export function dedupeByHandle(items: readonly WishlistItem[]): WishlistItem[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.handle) ? false : (seen.add(item.handle), true)));
}

/** Spec §4: on login, local and server items are merged and deduplicated by handle (server first). */
export const mergeWishlists = (server: readonly WishlistItem[], local: readonly WishlistItem[]): WishlistItem[] =>
  dedupeByHandle([...server, ...local]);

/** Same handles in the same order: nothing to send. */
export const sameWishlist = (a: readonly WishlistItem[], b: readonly WishlistItem[]): boolean =>
  a.length === b.length && a.every((item, i) => item.handle === b[i]?.handle);

/**
 * Reads the server's GET /bb-wishlist answer: a list whose first record holds the items as a JSON
 * string in `products` (spec §7). Anything else is an empty list.
 */
export function parseServerWishlist(body: unknown): WishlistItem[] {
  if (!Array.isArray(body) || body.length === 0) return [];
  const products = (body[0] as { products?: unknown } | null)?.products;
  if (typeof products !== 'string') return [];
  try {
    const list: unknown = JSON.parse(products);
    return Array.isArray(list) ? validItems(list) : [];
  } catch {
    return [];
  }
}
