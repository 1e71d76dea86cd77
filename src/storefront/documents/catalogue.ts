/** Read-only catalogue queries for pages: products, collections, search, localization, shop, menus. */
import { IMAGE_FRAGMENT, MONEY_FRAGMENT, PRODUCT_CARD_FRAGMENT } from './fragments';

export const PRODUCT_DETAIL_FRAGMENT = `#graphql
  fragment ProductDetail on Product {
    id
    handle
    title
    description
    descriptionHtml
    vendor
    productType
    tags
    availableForSale
    createdAt
    seo {
      title
      description
    }
    featuredImage {
      ...Image
    }
    images(first: 10) {
      nodes {
        ...Image
      }
    }
    options(first: 3) {
      name
      optionValues {
        name
      }
    }
    priceRange {
      minVariantPrice {
        ...Money
      }
      maxVariantPrice {
        ...Money
      }
    }
    compareAtPriceRange {
      minVariantPrice {
        ...Money
      }
    }
    variants(first: 10) {
      nodes {
        id
        title
        sku
        availableForSale
        quantityAvailable
        selectedOptions {
          name
          value
        }
        price {
          ...Money
        }
        compareAtPrice {
          ...Money
        }
        image {
          ...Image
        }
      }
    }
    promo: metafield(namespace: "custom", key: "promo") {
      value
    }
    print: metafield(namespace: "custom", key: "print") {
      value
    }
    colour: metafield(namespace: "custom", key: "colour") {
      value
    }
    finalSale: metafield(namespace: "custom", key: "final_sale") {
      value
    }
    ratings: metafield(namespace: "reviews", key: "rating_distribution") {
      value
    }
    sizeChart: metafield(namespace: "custom", key: "size_chart") {
      value
    }
  }
` as const;

export const PRODUCT_QUERY = `#graphql
  query Product($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...ProductDetail
    }
  }
  ${PRODUCT_DETAIL_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

/**
 * Build-time sourcing: every product with its detail, 100 per page (BUILD_PAGE_SIZE); with `query`
 * (updated_at:>=…) only those changed since the previous build.
 */
export const ALL_PRODUCTS_QUERY = `#graphql
  query AllProducts($first: Int = 100, $after: String, $query: String) {
    products(first: $first, after: $after, sortKey: TITLE, query: $query) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...ProductDetail
        updatedAt
        collections(first: 5) {
          nodes {
            handle
            title
          }
        }
      }
    }
  }
  ${PRODUCT_DETAIL_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

export const PRODUCTS_QUERY = `#graphql
  query Products($first: Int = 24, $after: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

/** Runtime prices for a set of products in the shopper's currency; the static pages hold the build's. */
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
`;

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

export const COLLECTION_QUERY = `#graphql
  query Collection(
    $handle: String!
    $first: Int
    $last: Int
    $after: String
    $before: String
    $filters: [ProductFilter!]
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      seo {
        title
        description
      }
      image {
        ...Image
      }
      products(
        first: $first
        last: $last
        after: $after
        before: $before
        filters: $filters
        sortKey: $sortKey
        reverse: $reverse
      ) {
        filters {
          id
          label
          type
          values {
            id
            label
            count
            input
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

/** Build-time sourcing: every collection, 250 per page. */
export const ALL_COLLECTIONS_QUERY = `#graphql
  query AllCollections($first: Int = 250, $after: String) {
    collections(first: $first, after: $after, sortKey: TITLE) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        handle
        title
        updatedAt
        description
        seo {
          title
          description
        }
        image {
          ...Image
        }
      }
    }
  }
  ${IMAGE_FRAGMENT}
` as const;

/** Build-time, on a rebuild: the ids of every product, to drop those removed since the previous build. */
export const PRODUCT_IDS_QUERY = `#graphql
  query ProductIds($first: Int = 100, $after: String) {
    products(first: $first, after: $after, sortKey: ID) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
      }
    }
  }
` as const;

/** Build-time: the first page of a collection's products, for the static collection page. */
export const COLLECTION_PRODUCTS_QUERY = `#graphql
  query CollectionProducts($handle: String!, $first: Int = 250, $after: String) {
    collection(handle: $handle) {
      handle
      products(first: $first, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          handle
        }
      }
    }
  }
` as const;

export const SEARCH_QUERY = `#graphql
  query Search($query: String!, $first: Int, $last: Int, $after: String, $before: String, $sortKey: SearchSortKeys, $reverse: Boolean, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    search(query: $query, first: $first, last: $last, after: $after, before: $before, sortKey: $sortKey, reverse: $reverse, types: [PRODUCT]) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      nodes {
        ... on Product {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

export const PREDICTIVE_SEARCH_QUERY = `#graphql
  query PredictiveSearch($query: String!, $limit: Int = 6, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    predictiveSearch(query: $query, limit: $limit, types: [PRODUCT, COLLECTION, QUERY]) {
      queries {
        text
        styledText
      }
      collections {
        id
        handle
        title
      }
      products {
        id
        handle
        title
        featuredImage {
          ...Image
        }
        priceRange {
          minVariantPrice {
            ...Money
          }
        }
      }
    }
  }
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

export const PRODUCT_RECOMMENDATIONS_QUERY = `#graphql
  query ProductRecommendations($productHandle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    productRecommendations(productHandle: $productHandle) {
      ...ProductCard
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

export const LOCALIZATION_QUERY = `#graphql
  query Localization($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    localization {
      country {
        isoCode
        name
        currency {
          isoCode
          name
          symbol
        }
      }
      availableCountries {
        isoCode
        name
        currency {
          isoCode
          name
          symbol
        }
      }
    }
  }
` as const;

export const SHOP_QUERY = `#graphql
  query Shop {
    shop {
      id
      name
      description
      primaryDomain {
        url
      }
      paymentSettings {
        currencyCode
        enabledPresentmentCurrencies
      }
    }
  }
` as const;

export const MENU_QUERY = `#graphql
  query Menu($handle: String!) {
    menu(handle: $handle) {
      id
      handle
      items {
        id
        title
        url
        items {
          id
          title
          url
        }
      }
    }
  }
` as const;
