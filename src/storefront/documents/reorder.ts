/**
 * Buying an order again: the order's variants as they are now (still for sale? which product?), in
 * the shopper's country, so only what can be bought goes to the cart, in one cartLinesAdd.
 */
export const ORDER_VARIANTS_QUERY = `#graphql
  query OrderVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        availableForSale
        product {
          handle
        }
      }
    }
  }
` as const;
