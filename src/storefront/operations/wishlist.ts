/**
 * The shop service's wishlist requests. Loaded by src/stores/wishlist.ts with its
 * first sync (after a sign-in), not with the first screen. Both throw when the server cannot be
 * reached or answers with an error; the store keeps the local list either way. Writes are
 * conditional (ETag / If-Match, issue 19) so a stale list never replaces a newer one.
 */
import { env } from '../../config/env';
import { USER_ID_HEADER, WISHLIST_PATH } from '../../config/site';
import { storeId } from '../../lib/ids';
import { parseServerWishlist, type WishlistItem } from '../../lib/wishlist';
import type { WishlistSession } from '../types';

/** Absolute, so it also resolves outside a page (tests); same origin unless a service URL is set. */
const wishlistUrl = () => new URL(`${env.shopServiceUrl}${WISHLIST_PATH}`, window.location.origin).href;

function headers(session: WishlistSession): Record<string, string> {
  return {
    [USER_ID_HEADER]: storeId(session.customerId),
    Authorization: `Bearer ${session.accessToken}`,
  };
}

/** The server's list and its version (the `ETag`; null from a service that sends none). */
export interface ServerList {
  items: WishlistItem[];
  etag: string | null;
}

export async function fetchServerList(session: WishlistSession): Promise<ServerList> {
  const response = await fetch(wishlistUrl(), { headers: headers(session), cache: 'no-store' });
  if (!response.ok) throw new Error(`GET ${WISHLIST_PATH} answered ${response.status}`);
  return { items: parseServerWishlist(await response.json()), etag: response.headers.get('ETag') };
}

/** Saved (with the new version), or refused because the server's list changed since `etag` was read. */
export type SaveResult = { status: 'saved'; etag: string | null } | { status: 'conflict'; list: ServerList };

/**
 * Stores `items` only while the server still holds version `etag` (If-Match); a 412 carries the
 * current list and its version for the caller to merge with. Throws on any other failure.
 */
export async function sendList(session: WishlistSession, items: WishlistItem[], etag: string | null): Promise<SaveResult> {
  const response = await fetch(wishlistUrl(), {
    method: 'POST',
    headers: { ...headers(session), 'Content-Type': 'application/json', ...(etag ? { 'If-Match': etag } : {}) },
    body: JSON.stringify(items),
  });
  if (response.status === 412) {
    return { status: 'conflict', list: { items: parseServerWishlist(await response.json()), etag: response.headers.get('ETag') } };
  }
  if (!response.ok) throw new Error(`POST ${WISHLIST_PATH} answered ${response.status}`);
  return { status: 'saved', etag: response.headers.get('ETag') };
}
