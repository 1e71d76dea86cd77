/** Live prices read in the browser, in the shopper's currency or the shop's own. */
import { MONEY_FRAGMENT } from './fragments';

/**
 * Variants' prices in the shop's own country: set against a cart line's price they give the rate at
 * which the cart's currency is priced, for amounts the shop states in its own currency.
 */
export const VARIANT_SHOP_PRICES_QUERY = `#graphql
  query VariantShopPrices($ids: [ID!]!, $country: CountryCode)
  @inContext(country: $country) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        price {
          ...Money
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;

/** Runtime prices for a set of products in the shopper's currency; the static pages hold the build's. */
export const PRODUCT_PRICES_QUERY = `#graphql
  query ProductPrices($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on Product {
        id
        priceRange {
          minVariantPrice {
            ...Money
          }
        }
        compareAtPriceRange {
          minVariantPrice {
            ...Money
          }
        }
        variants(first: 50) {
          nodes {
            id
            availableForSale
            price {
              ...Money
            }
            compareAtPrice {
              ...Money
            }
          }
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;
