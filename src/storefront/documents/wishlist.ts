import { MONEY_FRAGMENT } from './fragments';

/**
 * The saved items' products as they are now, in the shopper's country: the sizes to choose from, with
 * their prices and availability. Found by the id a saved item carries (a variant's, or the product's
 * from cards that had no variant id).
 */
export const WISHLIST_PRODUCTS_QUERY = `#graphql
  query WishlistProducts($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        product {
          ...WishlistProduct
        }
      }
      ... on Product {
        ...WishlistProduct
      }
    }
  }
  fragment WishlistProduct on Product {
    handle
    variants(first: 50) {
      nodes {
        id
        title
        availableForSale
        price {
          ...Money
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;
