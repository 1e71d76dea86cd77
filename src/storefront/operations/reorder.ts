/**
 * Buying an order again: its variants as they are now. Loaded by src/stores/reorder.ts on the first
 * "Buy again" or order details page. Throws a StorefrontError when the call fails.
 */
import { storefrontRequest } from '../client';
import { ORDER_VARIANTS_QUERY } from '../documents/reorder';

export interface OrderVariantNow {
  availableForSale: boolean;
  productHandle: string;
}

/** Each variant still in the shop, by id; a variant no longer sold is missing. */
export async function fetchOrderVariants(ids: readonly string[], country: string): Promise<Record<string, OrderVariantNow>> {
  if (!ids.length) return {};
  const data = await storefrontRequest(ORDER_VARIANTS_QUERY, { variables: { ids: [...ids], country } });
  const found: Record<string, OrderVariantNow> = {};
  for (const node of data.nodes) {
    if (node && 'availableForSale' in node) found[node.id] = { availableForSale: node.availableForSale, productHandle: node.product.handle };
  }
  return found;
}
