/**
 * The wishlist page's product details: loaded by src/stores/wishlistProducts.ts, only on the pages that
 * show the wishlist. Throws a StorefrontError when the call fails.
 */
import { storefrontRequest } from '../client';
import { WISHLIST_PRODUCTS_QUERY } from '../documents/wishlist';
import type { Money } from '../types';

export interface WishlistVariant {
  id: string;
  title: string;
  availableForSale: boolean;
  price: Money;
}

type ProductNode = { handle: string; variants: { nodes: WishlistVariant[] } };

/** Each found product's variants, by product handle (the caller sends small batches). */
export async function fetchWishlistProducts(ids: readonly string[], country: string): Promise<Record<string, WishlistVariant[]>> {
  const data = await storefrontRequest(WISHLIST_PRODUCTS_QUERY, { variables: { ids, country } });
  const found: Record<string, WishlistVariant[]> = {};
  for (const node of data.nodes) {
    const product: ProductNode | null | undefined = node && 'product' in node ? node.product : node && 'handle' in node ? node : null;
    if (!product) continue;
    found[product.handle] = product.variants.nodes.map(({ id, title, availableForSale, price }) => ({
      id,
      title,
      availableForSale,
      price: { amount: price.amount, currencyCode: price.currencyCode },
    }));
  }
  return found;
}
