/**
 * Runtime prices: the ProductPrices request and the mapping of its answer. Loaded by
 * src/stores/countryPrices.ts on its first call (only shoppers outside the default country ever make one).
 * Throws a StorefrontError when the call fails.
 */
import { storefrontRequest } from '../client';
import { PRODUCT_PRICES_QUERY, VARIANT_SHOP_PRICES_QUERY } from '../documents/prices';
import type { ProductPricesQuery } from '../generated/storefront.generated';
import type { Money, ProductPrice, VariantPrice } from '../types';

const copyMoney = (m: { amount: string; currencyCode: string }): Money => ({ amount: m.amount, currencyCode: m.currencyCode });

type PriceNode = Extract<ProductPricesQuery['nodes'][number], { id: string }>;

function toProductPrice(node: PriceNode): ProductPrice {
  const variants: Record<string, VariantPrice> = {};
  for (const v of node.variants.nodes) {
    variants[v.id] = {
      price: copyMoney(v.price),
      compareAtPrice: v.compareAtPrice ? copyMoney(v.compareAtPrice) : null,
      availableForSale: v.availableForSale,
    };
  }
  const compareAt = node.compareAtPriceRange.minVariantPrice;
  return {
    minPrice: copyMoney(node.priceRange.minVariantPrice),
    compareAtMinPrice: Number(compareAt.amount) > 0 ? copyMoney(compareAt) : null,
    variants,
  };
}

/** Prices of up to 250 products (the API's limit for `nodes`) in a country, by product id. */
export async function fetchPrices(ids: readonly string[], country: string): Promise<Record<string, ProductPrice>> {
  const data = await storefrontRequest(PRODUCT_PRICES_QUERY, {
    variables: { ids, country },
    cache: true,
  });
  const prices: Record<string, ProductPrice> = {};
  for (const node of data.nodes) {
    if (node && 'id' in node && 'priceRange' in node) prices[node.id] = toProductPrice(node as PriceNode);
  }
  return prices;
}

/** Unit prices of up to 250 variants in a country (the shop's own, for exchange rates), by variant id. */
export async function fetchVariantPrices(ids: readonly string[], country: string): Promise<Record<string, number>> {
  const data = await storefrontRequest(VARIANT_SHOP_PRICES_QUERY, { variables: { ids, country }, cache: true });
  const prices: Record<string, number> = {};
  for (const node of data.nodes) {
    if (node && 'price' in node && 'id' in node) prices[node.id] = Number(node.price.amount);
  }
  return prices;
}
