/** Whether the previous build's snapshot can be the starting point of this one. */
import { ALL_COLLECTIONS_QUERY, ALL_PRODUCTS_QUERY, COLLECTION_FIRST_PAGES_QUERY } from '../../storefront/documents/sourcing';
import type { ShopSnapshot } from './types';

/** A snapshot older than this is not trusted to be complete (changes the search cannot see): full sourcing. */
export const SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

export const snapshotKey = (endpoint: string): string =>
  `${endpoint}#${hashText(ALL_PRODUCTS_QUERY + ALL_COLLECTIONS_QUERY + COLLECTION_FIRST_PAGES_QUERY)}`;

/** The stored snapshot when it is usable for this endpoint and these documents; null otherwise. */
export function usableSnapshot(value: unknown, key: string, now: number): ShopSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const snapshot = value as Partial<ShopSnapshot>;
  if (snapshot.version !== 1 || snapshot.key !== key || !Array.isArray(snapshot.products) || !Array.isArray(snapshot.collections)) return null;
  if (typeof snapshot.sourcedAt !== 'number' || now - snapshot.sourcedAt > SNAPSHOT_MAX_AGE_MS || now < snapshot.sourcedAt) return null;
  if (typeof snapshot.watermark !== 'string' || Number.isNaN(Date.parse(snapshot.watermark))) return null;
  return snapshot as ShopSnapshot;
}
