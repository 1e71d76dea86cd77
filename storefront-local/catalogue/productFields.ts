/**
 * What every generated product is built from: the id ranges, the catalogue's fixed "today", image
 * sizes and paths, and the metafield shape.
 */
import type { CatalogueImage, CatalogueMetafield } from './types';

export const PRODUCT_ID_BASE = 7_000_000_000;
export const VARIANT_ID_BASE = 8_000_000_000;
export const IMAGE_ID_BASE = 7_500_000_000;
/** Catalogue "today": NEW ARRIVAL and createdAt are relative to it so every run is identical. */
export const CATALOGUE_DATE = Date.parse('2025-07-01T09:00:00Z');
export const DAY_MS = 86_400_000;

export const IMAGE_SIZE = { width: 1200, height: 1500 } as const;

export const gid = (type: string, id: number): string => `gid://shopify/${type}/${id}`;
export const cents = (usd: number): number => Math.round(usd * 100);

export function images(handle: string, title: string, index: number, count: number): CatalogueImage[] {
  const views = ['front', 'back', 'print detail'];
  return Array.from({ length: count }, (_, n) => ({
    id: gid('ProductImage', IMAGE_ID_BASE + index * 10 + n + 1),
    path: `/cdn/shop/products/${handle}-${n + 1}.png`,
    altText: `${title}, ${views[n] ?? 'view'}`,
    ...IMAGE_SIZE,
  }));
}

export const mf = (namespace: string, key: string, type: string, value: string): CatalogueMetafield => ({
  namespace,
  key,
  type,
  value,
});
