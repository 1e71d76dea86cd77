/** The build's sourcing of products and collections: every page of each, and the ids a rebuild compares. */
import { IMAGE_FRAGMENT, MONEY_FRAGMENT } from './fragments';
import { PRODUCT_DETAIL_FRAGMENT } from './product';

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
