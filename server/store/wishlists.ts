/**
 * Wishlist storage: one JSONB row per customer. A write is a single upsert statement, so concurrent
 * writers of one customer serialise on the row and the last one wins whole — never a mix of two lists.
 */
import type { Queryable } from '../db';
import type { WishlistItem } from '../wishlistItems';

/** Spec §7 response: a list whose first record's `products` is a JSON string of the items. */
export type WishlistResponse = [{ products: string }];

export const wishlistResponse = (items: unknown): WishlistResponse => [{ products: JSON.stringify(items) }];

export async function readWishlist(db: Queryable, userId: string): Promise<unknown[]> {
  const { rows } = await db.query<{ products: unknown[] }>('SELECT products FROM wishlists WHERE user_id = $1', [
    userId,
  ]);
  return rows[0]?.products ?? [];
}

/** Replaces the customer's list and returns what is now stored. */
export async function writeWishlist(db: Queryable, userId: string, items: readonly WishlistItem[]): Promise<unknown[]> {
  // `::text::jsonb` so both drivers pass the parameter as text (PGlite would JSON-encode a string again).
  const { rows } = await db.query<{ products: unknown[] }>(
    `INSERT INTO wishlists (user_id, products, updated_at)
     VALUES ($1, $2::text::jsonb, now())
     ON CONFLICT (user_id) DO UPDATE SET products = EXCLUDED.products, updated_at = EXCLUDED.updated_at
     RETURNING products`,
    [userId, JSON.stringify(items)],
  );
  const stored = rows[0];
  if (!stored) throw new Error('wishlist upsert returned no row');
  return stored.products;
}
