/**
 * The shop service's wishlist requests (to server/, not Shopify). Loaded by src/stores/wishlist.ts
 * with its first sync (after a sign-in), not with the first screen. Both throw when the server cannot be
 * reached or answers with an error; the store keeps the local list either way. Writes are
 * conditional (ETag / If-Match) so a stale list never replaces a newer one.
 */
import { env } from '../config/env';
import { STORAGE_KEYS } from '../config/site';
import { USER_ID_HEADER, WISHLIST_PATH } from '../config/wishlist';
import { storeId } from '../lib/ids';
import { readString, writeJSON } from '../browser/storage';
import { sameWishlist, type WishlistItem } from '../lib/wishlist';
import { parseWishlistItems, parseServerWishlist } from '../lib/wishlistItem';
import { mergeWithServer, parseMergeBase, rebaseWishlist, type StoredMergeBase } from '../lib/wishlistMerge';
import type { WishlistSession } from '../storefront/types';

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

/** The server's list as last read or saved, with its version: what local changes are measured from. */
export type SyncBase = ServerList;

export interface SyncHooks {
  /** The list the shopper sees now. */
  current: () => WishlistItem[];
  /** Shows and keeps a merged list. */
  replace: (items: WishlistItem[]) => void;
  /** False once the session changed (signed out or in as someone else): stop without writing. */
  live: () => boolean;
}

/** Keeps the server's list as last read or saved, so a reload merges three ways instead of re-adding. */
export function rememberMergeBase(customerId: string, items: WishlistItem[]): void {
  const stored: StoredMergeBase = { customerId, items };
  writeJSON(STORAGE_KEYS.wishlistBase, stored);
}

/** The list this device last read from the server for this customer; null when unknown or unreadable. */
export const storedMergeBase = (customerId: string): WishlistItem[] | null =>
  parseMergeBase(readString(STORAGE_KEYS.wishlistBase), customerId);

/** 412s in a row before giving up until the next try (another writer keeps winning). */
const MAX_CONFLICTS = 5;

/**
 * Brings the server to the shopper's list without losing anyone's items: reads first when
 * there is no base (nothing is ever sent unmerged), then sends with If-Match; a 412 is merged (their
 * list with our additions and removals since the base) and sent again. Returns the new base, or null
 * when the session ended midway; throws when the server cannot be read or written.
 */
export async function syncWithServer(session: WishlistSession, start: SyncBase | null, hooks: SyncHooks): Promise<SyncBase | null> {
  const synced = await bringServerToList(session, start, hooks);
  if (synced) rememberMergeBase(session.customerId, synced.items);
  return synced;
}

async function bringServerToList(session: WishlistSession, start: SyncBase | null, hooks: SyncHooks): Promise<SyncBase | null> {
  // The start-up check is structural: items the service would refuse (over its limits) go before a
  // write, or every write of the list would be refused.
  const checked = parseWishlistItems(hooks.current());
  if (checked.length !== hooks.current().length) hooks.replace(checked);
  let base = start;
  if (!base) {
    const known = storedMergeBase(session.customerId);
    base = await fetchServerList(session);
    if (!hooks.live()) return null;
    // Against the list this device last read, removals on either side since then stay removed;
    // without it every item here counts as added (a visitor's items join the account's list).
    hooks.replace(mergeWithServer(base.items, known, hooks.current()));
  }
  for (let conflicts = 0; conflicts <= MAX_CONFLICTS; ) {
    const items = hooks.current();
    if (sameWishlist(items, base.items)) return base;
    const result = await sendList(session, items, base.etag);
    if (!hooks.live()) return null;
    if (result.status === 'saved') {
      base = { items, etag: result.etag };
      continue;
    }
    conflicts += 1;
    hooks.replace(rebaseWishlist(result.list.items, base.items, hooks.current()));
    base = result.list;
  }
  throw new Error(`the list kept changing on the server (${MAX_CONFLICTS} conflicts in a row)`);
}

/** A stored `{visitorWishlist}` value (a storage event's old or new value) as items. */
function parseStored(value: string | null): WishlistItem[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    const list = (parsed as { visitorWishlist?: unknown } | null)?.visitorWishlist;
    return parseWishlistItems(list);
  } catch {
    return [];
  }
}

/** This tab's list with another tab's additions and removals (from its storage event) applied. */
export const withOtherTabChange = (ours: readonly WishlistItem[], oldValue: string | null, newValue: string | null): WishlistItem[] =>
  rebaseWishlist(ours, parseStored(oldValue), parseStored(newValue));
