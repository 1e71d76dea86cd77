/**
 * The shop service's wishlist requests. Loaded by src/stores/wishlist.ts with its
 * first sync (after a sign-in), not with the first screen. Both throw when the server cannot be
 * reached or answers with an error; the store keeps the local list either way.
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

export async function fetchServerList(session: WishlistSession): Promise<WishlistItem[]> {
  const response = await fetch(wishlistUrl(), { headers: headers(session) });
  if (!response.ok) throw new Error(`GET ${WISHLIST_PATH} answered ${response.status}`);
  return parseServerWishlist(await response.json());
}

export async function sendList(session: WishlistSession, items: WishlistItem[]): Promise<void> {
  const response = await fetch(wishlistUrl(), {
    method: 'POST',
    headers: { ...headers(session), 'Content-Type': 'application/json' },
    body: JSON.stringify(items),
  });
  if (!response.ok) throw new Error(`POST ${WISHLIST_PATH} answered ${response.status}`);
}
