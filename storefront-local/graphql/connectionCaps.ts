/**
 * What each bounded connection can hold in this shop, for the query cost (queryCost.ts): a page size
 * beyond it asks for items that do not exist. Worked out once per catalogue.
 */
import { MAX_CART_LINES } from '../carts/cartMutationTypes';
import type { Catalogue } from '../catalogue/types';
import type { ConnectionCaps } from './queryCost';

const cache = new WeakMap<Catalogue, ConnectionCaps>();

export function connectionCaps(catalogue: Catalogue): ConnectionCaps {
  const known = cache.get(catalogue);
  if (known) return known;
  let variants = 0;
  let images = 0;
  for (const product of catalogue.products) {
    variants = Math.max(variants, product.variants.length);
    images = Math.max(images, product.images.length);
  }
  const caps: ConnectionCaps = {
    'Product.variants': variants,
    'Product.images': images,
    'Product.media': images,
    'Cart.lines': MAX_CART_LINES,
    // No selling plans in this shop (subscriptions are not sold).
    'Product.sellingPlanGroups': 0,
    'ProductVariant.sellingPlanAllocations': 0,
    'SellingPlanGroup.sellingPlans': 0,
  };
  cache.set(catalogue, caps);
  return caps;
}
