/** Blue Bay's catalogue, generated once per process from a fixed seed (same output on every run). */
import { generateCollections } from './collections';
import { generateMenus } from './menus';
import { generateRange, RANGE_SIZE } from './products';
import { withBundles } from './bundles';
import { specialProducts } from './specialProducts';
import { indexCatalogue } from '../../../catalogue/catalogueIndex';
import type { Catalogue, CatalogueCollection, CatalogueProduct } from '../../../catalogue/types';

export const SEED = 20250701;

/** Listed products in the default catalogue (the four special products come on top). */
export const DEFAULT_PRODUCT_COUNT = RANGE_SIZE;
/** Beyond this a build of the catalogue is no longer a local-development question. */
export const MAX_PRODUCT_COUNT = 100_000;

/**
 * `productCount` listed products: the first range is the default catalogue's, then more ranges of
 * the same generator (each its own seed) until the count is reached; the special products follow the
 * first range, so the default catalogue is unchanged.
 */
export function generateSeedCatalogue(seed: number = SEED, productCount: number = DEFAULT_PRODUCT_COUNT): Catalogue {
  if (!Number.isInteger(productCount) || productCount < 1 || productCount > MAX_PRODUCT_COUNT) {
    throw new RangeError(`the catalogue's product count must be a whole number from 1 to ${MAX_PRODUCT_COUNT} (got ${productCount})`);
  }
  const ranges: CatalogueProduct[][] = [generateRange(seed, { range: 0, start: 0, size: Math.min(productCount, RANGE_SIZE) })];
  const products = [...ranges[0]!, ...specialProducts(ranges[0]!.length)];
  for (let range = 1; range * RANGE_SIZE < productCount; range += 1) {
    const size = Math.min(RANGE_SIZE, productCount - range * RANGE_SIZE);
    const next = generateRange(seed + range, { range, start: products.length, size });
    ranges.push(next);
    products.push(...next);
  }
  const collections = generateCollections(products, undefined, ranges);
  const collectionByHandle = new Map<string, CatalogueCollection>(collections.map((c) => [c.handle, c]));
  // The bundle comes last, after the generated products and collections, which it leaves as they were.
  return withBundles(indexCatalogue({ products, collections, menus: generateMenus(collectionByHandle) }));
}

/** STOREFRONT_PRODUCTS=N: how many listed products the local storefront serves (default 1,000). */
export function productCountFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PRODUCT_COUNT;
  const count = Number(value);
  if (!/^\d+$/.test(value.trim()) || count < 1 || count > MAX_PRODUCT_COUNT) {
    throw new RangeError(`STOREFRONT_PRODUCTS must be a whole number from 1 to ${MAX_PRODUCT_COUNT} (got "${value}")`);
  }
  return count;
}

let cached: Catalogue | null = null;
/** The catalogue this process serves (STOREFRONT_PRODUCTS or the default), generated on first use. */
export const getCatalogue = (): Catalogue => (cached ??= generateSeedCatalogue(SEED, productCountFromEnv(process.env.STOREFRONT_PRODUCTS)));
