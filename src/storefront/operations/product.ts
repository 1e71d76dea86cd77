/**
 * One product by handle, in a country's prices (PRODUCT_QUERY): what the dress-up game shows and puts
 * in the cart. Loaded with the game, which opens on demand. Throws a StorefrontError when the call fails.
 */
import { storefrontRequest } from '../client';
import { PRODUCT_QUERY } from '../documents/product';
import type { ProductQuery } from '../generated/storefront.generated';

export type ProductDetails = NonNullable<ProductQuery['product']>;

/** The product, or null when the shop has none with that handle. */
export async function fetchProduct(handle: string, countryCode: string): Promise<ProductDetails | null> {
  const data = await storefrontRequest(PRODUCT_QUERY, { variables: { handle, country: countryCode }, cache: true });
  return data.product ?? null;
}
