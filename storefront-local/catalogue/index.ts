/** The catalogue, generated once per process from a fixed seed (same output on every run). */
import { generateCollections } from './collections';
import { generateMenus } from './menus';
import { generateProducts } from './products';
import type { Catalogue, CatalogueCollection, CatalogueProduct, CatalogueVariant } from './types';

export const CATALOGUE_SEED = 20250701;

export function generateCatalogue(seed: number = CATALOGUE_SEED): Catalogue {
  const products = generateProducts(seed);
  const collections = generateCollections(products);
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
  return {
    products,
    collections,
    menus: generateMenus(collectionByHandle),
    productByHandle: new Map<string, CatalogueProduct>(products.map((p) => [p.handle, p])),
    productById: new Map<string, CatalogueProduct>(products.map((p) => [p.id, p])),
    variantById,
    collectionByHandle,
    collectionById: new Map<string, CatalogueCollection>(collections.map((c) => [c.id, c])),
    collectionsOfProduct,
  };
}

let cached: Catalogue | null = null;
/** The default catalogue, generated on first use. */
export const getCatalogue = (): Catalogue => (cached ??= generateCatalogue());

export type { Catalogue, CatalogueCollection, CatalogueProduct, CatalogueVariant } from './types';
