/**
 * Wishlist storage: one JSONB row per customer with a version that every accepted write increments.
 * A write is a single statement, so concurrent writers of one customer serialise on the row: an
 * unconditional write replaces the list whole (never a mix of two lists), and a conditional one
 * (`expectedVersion`) succeeds only while the row still holds the version the writer read.
 */
import type { Queryable } from '../db';
import type { WishlistItem } from '../../src/lib/wishlistItem';

/** The answer clients read: a list whose first record's `products` is a JSON string of the items. */
export type WishlistResponse = [{ products: string }];

export const wishlistResponse = (items: unknown): WishlistResponse => [{ products: JSON.stringify(items) }];

/** The stored list and its version; a customer who never saved has version "0" and no items. */
export interface StoredWishlist {
  products: unknown[];
  /** Decimal digits (Postgres bigint, read as text so no driver rounds it). */
  version: string;
}

const EMPTY: StoredWishlist = { products: [], version: '0' };

export async function readWishlistVersioned(db: Queryable, userId: string): Promise<StoredWishlist> {
  const { rows } = await db.query<StoredWishlist>(
    'SELECT products, version::text AS version FROM wishlists WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? EMPTY;
}

export async function readWishlist(db: Queryable, userId: string): Promise<unknown[]> {
  return (await readWishlistVersioned(db, userId)).products;
}

export type WriteResult = { ok: true; stored: StoredWishlist } | { ok: false; current: StoredWishlist };

/**
 * Stores `items` for the customer. Without `expectedVersion` the list is replaced whatever is stored
 * (as older clients expect); with it, only when the stored version is that one — otherwise nothing is
 * written and the current list comes back so the writer can merge and retry.
 */
export async function writeWishlistVersioned(
  db: Queryable,
  userId: string,
  items: readonly WishlistItem[],
  expectedVersion?: string,
): Promise<WriteResult> {
  // `::text::jsonb` so both drivers pass the parameter as text (PGlite would JSON-encode a string again).
  const json = JSON.stringify(items);
  let rows: StoredWishlist[];
  if (expectedVersion === undefined) {
    ({ rows } = await db.query<StoredWishlist>(
      `INSERT INTO wishlists (user_id, products, version, updated_at)
       VALUES ($1, $2::text::jsonb, 1, now())
       ON CONFLICT (user_id) DO UPDATE
         SET products = EXCLUDED.products, version = wishlists.version + 1, updated_at = EXCLUDED.updated_at
       RETURNING products, version::text AS version`,
      [userId, json],
    ));
  } else if (expectedVersion === '0') {
    // "Never saved": only the first write of this customer may create the row.
    ({ rows } = await db.query<StoredWishlist>(
      `INSERT INTO wishlists (user_id, products, version, updated_at)
       VALUES ($1, $2::text::jsonb, 1, now())
       ON CONFLICT (user_id) DO NOTHING
       RETURNING products, version::text AS version`,
      [userId, json],
    ));
  } else {
    ({ rows } = await db.query<StoredWishlist>(
      `UPDATE wishlists SET products = $2::text::jsonb, version = version + 1, updated_at = now()
       WHERE user_id = $1 AND version = $3::bigint
       RETURNING products, version::text AS version`,
      [userId, json, expectedVersion],
    ));
  }
  const stored = rows[0];
  if (stored) return { ok: true, stored };
  if (expectedVersion === undefined) throw new Error('wishlist upsert returned no row');
  return { ok: false, current: await readWishlistVersioned(db, userId) };
}

/** Replaces the customer's list and returns what is now stored (unconditional write). */
export async function writeWishlist(db: Queryable, userId: string, items: readonly WishlistItem[]): Promise<unknown[]> {
  const result = await writeWishlistVersioned(db, userId, items);
  if (!result.ok) throw new Error('unconditional wishlist write was refused');
  return result.stored.products;
}
