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

/**
 * The first listing page of up to 12 collections in one request (BUILD_COLLECTION_BATCH): slot N asks
 * for the collection `$hN` when `$withN` is true, so one document, typed by codegen, serves a batch of
 * any size up to 12 and an unused slot costs nothing to run.
 */
export const COLLECTION_FIRST_PAGES_QUERY = `#graphql
  query CollectionFirstPages(
    $first: Int!
    $h0: String
    $with0: Boolean = false
    $h1: String
    $with1: Boolean = false
    $h2: String
    $with2: Boolean = false
    $h3: String
    $with3: Boolean = false
    $h4: String
    $with4: Boolean = false
    $h5: String
    $with5: Boolean = false
    $h6: String
    $with6: Boolean = false
    $h7: String
    $with7: Boolean = false
    $h8: String
    $with8: Boolean = false
    $h9: String
    $with9: Boolean = false
    $h10: String
    $with10: Boolean = false
    $h11: String
    $with11: Boolean = false
  ) {
    c0: collection(handle: $h0) @include(if: $with0) {
      ...CollectionFirstPage
    }
    c1: collection(handle: $h1) @include(if: $with1) {
      ...CollectionFirstPage
    }
    c2: collection(handle: $h2) @include(if: $with2) {
      ...CollectionFirstPage
    }
    c3: collection(handle: $h3) @include(if: $with3) {
      ...CollectionFirstPage
    }
    c4: collection(handle: $h4) @include(if: $with4) {
      ...CollectionFirstPage
    }
    c5: collection(handle: $h5) @include(if: $with5) {
      ...CollectionFirstPage
    }
    c6: collection(handle: $h6) @include(if: $with6) {
      ...CollectionFirstPage
    }
    c7: collection(handle: $h7) @include(if: $with7) {
      ...CollectionFirstPage
    }
    c8: collection(handle: $h8) @include(if: $with8) {
      ...CollectionFirstPage
    }
    c9: collection(handle: $h9) @include(if: $with9) {
      ...CollectionFirstPage
    }
    c10: collection(handle: $h10) @include(if: $with10) {
      ...CollectionFirstPage
    }
    c11: collection(handle: $h11) @include(if: $with11) {
      ...CollectionFirstPage
    }
  }
  fragment CollectionFirstPage on Collection {
    handle
    products(first: $first, sortKey: COLLECTION_DEFAULT) {
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
        endCursor
      }
      nodes {
        handle
      }
    }
  }
` as const;
