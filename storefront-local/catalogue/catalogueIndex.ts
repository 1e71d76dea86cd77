/** A shop's products, collections and menus with the look-ups the resolvers use, built once. */
import type { Catalogue, CatalogueCollection, CatalogueMenu, CatalogueProduct, CatalogueVariant } from './types';

/**
 * The catalogue of these lists: products by handle and id, variants by id, collections by handle and id,
 * and each product's collections. A product's `index` is its place in `products`, a collection's its
 * place in `collections` (what `productIndices` and `productIndex` point at).
 */
export function indexCatalogue(lists: { products: CatalogueProduct[]; collections: CatalogueCollection[]; menus: CatalogueMenu[] }): Catalogue {
  const { products, collections, menus } = lists;
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
    menus,
    productByHandle: new Map<string, CatalogueProduct>(products.map((p) => [p.handle, p])),
    productById: new Map<string, CatalogueProduct>(products.map((p) => [p.id, p])),
    variantById,
    collectionByHandle: new Map<string, CatalogueCollection>(collections.map((c) => [c.handle, c])),
    collectionById: new Map<string, CatalogueCollection>(collections.map((c) => [c.id, c])),
    collectionsOfProduct,
  };
}
