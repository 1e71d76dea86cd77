/** The local storefront's catalogue, generated once per process from a fixed seed (same output on every run). */
import { generateCollections } from '../catalogue/collections';
import { generateMenus } from '../catalogue/menus';
import { generateRange, RANGE_SIZE } from '../catalogue/products';
import { withBundles } from '../catalogue/bundles';
import { specialProducts } from '../catalogue/specialProducts';
import type { Catalogue, CatalogueCollection, CatalogueProduct, CatalogueVariant } from '../catalogue/types';

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
  const variantById = new Map<string, CatalogueVariant>();
  for (const product of products) for (const variant of product.variants) variantById.set(variant.id, variant);
  const collectionsOfProduct = new Map<number, number[]>();
  for (const collection of collections) {
    for (const index of collection.productIndices) {
      const list = collectionsOfProduct.get(index) ?? [];
      list.push(collection.index);
      collectionsOfProduct.set(index, list);
    }
  }
  // The bundle comes last, after the generated products and collections, which it leaves as they were.
  return withBundles({
    products,
    collections,
    menus: generateMenus(collectionByHandle),
    productByHandle: new Map<string, CatalogueProduct>(products.map((p) => [p.handle, p])),
    productById: new Map<string, CatalogueProduct>(products.map((p) => [p.id, p])),
    variantById,
    collectionByHandle,
    collectionById: new Map<string, CatalogueCollection>(collections.map((c) => [c.id, c])),
    collectionsOfProduct,
  });
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
