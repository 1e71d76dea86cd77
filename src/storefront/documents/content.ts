/**
 * The merchant's content, read at build time: pages, the journal's articles, the
 * shop policies and URL redirects, so a merchant edits them in Shopify admin.
 */
import { IMAGE_FRAGMENT, MONEY_FRAGMENT, PRODUCT_CARD_FRAGMENT } from './fragments';

export const CONTENT_PAGES_QUERY = `#graphql
  query ContentPages($first: Int = 250, $after: String) {
    pages(first: $first, after: $after, sortKey: ID) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        handle
        title
        body
        bodySummary
        updatedAt
        seo {
          description
        }
        hero: metafield(namespace: "custom", key: "hero") {
          value
        }
      }
    }
  }
` as const;

export const BLOG_ARTICLES_QUERY = `#graphql
  query BlogArticles($handle: String!, $first: Int = 250, $after: String) {
    blog(handle: $handle) {
      id
      title
      seo {
        description
      }
      articles(first: $first, after: $after, sortKey: PUBLISHED_AT, reverse: true) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          id
          handle
          title
          contentHtml
          excerpt
          publishedAt
          tags
          authorV2 {
            name
          }
          image {
            url
            altText
            width
            height
          }
          hero: metafield(namespace: "custom", key: "hero") {
            value
          }
        }
      }
    }
  }
` as const;

export const SHOP_POLICIES_QUERY = `#graphql
  query ShopPolicies {
    shop {
      id
      privacyPolicy {
        ...ShopPolicyFields
      }
      refundPolicy {
        ...ShopPolicyFields
      }
      shippingPolicy {
        ...ShopPolicyFields
      }
      termsOfService {
        ...ShopPolicyFields
      }
    }
  }
  fragment ShopPolicyFields on ShopPolicy {
    id
    handle
    title
    body
  }
` as const;

export const URL_REDIRECTS_QUERY = `#graphql
  query UrlRedirects($first: Int = 250, $after: String) {
    urlRedirects(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        path
        target
      }
    }
  }
` as const;

/**
 * The products the shoppable looks name, up to 50 per request (LOOKBOOK_PRODUCTS_BATCH): slot N asks
 * for the product `$hN` when `$withN` is true, so the handles travel as variables (never spliced into
 * the text) and one document, typed by codegen, serves a batch of any size up to 50.
 */
export const LOOKBOOK_PRODUCTS_QUERY = `#graphql
  query LookbookProducts(
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
    $h12: String
    $with12: Boolean = false
    $h13: String
    $with13: Boolean = false
    $h14: String
    $with14: Boolean = false
    $h15: String
    $with15: Boolean = false
    $h16: String
    $with16: Boolean = false
    $h17: String
    $with17: Boolean = false
    $h18: String
    $with18: Boolean = false
    $h19: String
    $with19: Boolean = false
    $h20: String
    $with20: Boolean = false
    $h21: String
    $with21: Boolean = false
    $h22: String
    $with22: Boolean = false
    $h23: String
    $with23: Boolean = false
    $h24: String
    $with24: Boolean = false
    $h25: String
    $with25: Boolean = false
    $h26: String
    $with26: Boolean = false
    $h27: String
    $with27: Boolean = false
    $h28: String
    $with28: Boolean = false
    $h29: String
    $with29: Boolean = false
    $h30: String
    $with30: Boolean = false
    $h31: String
    $with31: Boolean = false
    $h32: String
    $with32: Boolean = false
    $h33: String
    $with33: Boolean = false
    $h34: String
    $with34: Boolean = false
    $h35: String
    $with35: Boolean = false
    $h36: String
    $with36: Boolean = false
    $h37: String
    $with37: Boolean = false
    $h38: String
    $with38: Boolean = false
    $h39: String
    $with39: Boolean = false
    $h40: String
    $with40: Boolean = false
    $h41: String
    $with41: Boolean = false
    $h42: String
    $with42: Boolean = false
    $h43: String
    $with43: Boolean = false
    $h44: String
    $with44: Boolean = false
    $h45: String
    $with45: Boolean = false
    $h46: String
    $with46: Boolean = false
    $h47: String
    $with47: Boolean = false
    $h48: String
    $with48: Boolean = false
    $h49: String
    $with49: Boolean = false
  ) {
    p0: product(handle: $h0) @include(if: $with0) {
      ...ProductCard
    }
    p1: product(handle: $h1) @include(if: $with1) {
      ...ProductCard
    }
    p2: product(handle: $h2) @include(if: $with2) {
      ...ProductCard
    }
    p3: product(handle: $h3) @include(if: $with3) {
      ...ProductCard
    }
    p4: product(handle: $h4) @include(if: $with4) {
      ...ProductCard
    }
    p5: product(handle: $h5) @include(if: $with5) {
      ...ProductCard
    }
    p6: product(handle: $h6) @include(if: $with6) {
      ...ProductCard
    }
    p7: product(handle: $h7) @include(if: $with7) {
      ...ProductCard
    }
    p8: product(handle: $h8) @include(if: $with8) {
      ...ProductCard
    }
    p9: product(handle: $h9) @include(if: $with9) {
      ...ProductCard
    }
    p10: product(handle: $h10) @include(if: $with10) {
      ...ProductCard
    }
    p11: product(handle: $h11) @include(if: $with11) {
      ...ProductCard
    }
    p12: product(handle: $h12) @include(if: $with12) {
      ...ProductCard
    }
    p13: product(handle: $h13) @include(if: $with13) {
      ...ProductCard
    }
    p14: product(handle: $h14) @include(if: $with14) {
      ...ProductCard
    }
    p15: product(handle: $h15) @include(if: $with15) {
      ...ProductCard
    }
    p16: product(handle: $h16) @include(if: $with16) {
      ...ProductCard
    }
    p17: product(handle: $h17) @include(if: $with17) {
      ...ProductCard
    }
    p18: product(handle: $h18) @include(if: $with18) {
      ...ProductCard
    }
    p19: product(handle: $h19) @include(if: $with19) {
      ...ProductCard
    }
    p20: product(handle: $h20) @include(if: $with20) {
      ...ProductCard
    }
    p21: product(handle: $h21) @include(if: $with21) {
      ...ProductCard
    }
    p22: product(handle: $h22) @include(if: $with22) {
      ...ProductCard
    }
    p23: product(handle: $h23) @include(if: $with23) {
      ...ProductCard
    }
    p24: product(handle: $h24) @include(if: $with24) {
      ...ProductCard
    }
    p25: product(handle: $h25) @include(if: $with25) {
      ...ProductCard
    }
    p26: product(handle: $h26) @include(if: $with26) {
      ...ProductCard
    }
    p27: product(handle: $h27) @include(if: $with27) {
      ...ProductCard
    }
    p28: product(handle: $h28) @include(if: $with28) {
      ...ProductCard
    }
    p29: product(handle: $h29) @include(if: $with29) {
      ...ProductCard
    }
    p30: product(handle: $h30) @include(if: $with30) {
      ...ProductCard
    }
    p31: product(handle: $h31) @include(if: $with31) {
      ...ProductCard
    }
    p32: product(handle: $h32) @include(if: $with32) {
      ...ProductCard
    }
    p33: product(handle: $h33) @include(if: $with33) {
      ...ProductCard
    }
    p34: product(handle: $h34) @include(if: $with34) {
      ...ProductCard
    }
    p35: product(handle: $h35) @include(if: $with35) {
      ...ProductCard
    }
    p36: product(handle: $h36) @include(if: $with36) {
      ...ProductCard
    }
    p37: product(handle: $h37) @include(if: $with37) {
      ...ProductCard
    }
    p38: product(handle: $h38) @include(if: $with38) {
      ...ProductCard
    }
    p39: product(handle: $h39) @include(if: $with39) {
      ...ProductCard
    }
    p40: product(handle: $h40) @include(if: $with40) {
      ...ProductCard
    }
    p41: product(handle: $h41) @include(if: $with41) {
      ...ProductCard
    }
    p42: product(handle: $h42) @include(if: $with42) {
      ...ProductCard
    }
    p43: product(handle: $h43) @include(if: $with43) {
      ...ProductCard
    }
    p44: product(handle: $h44) @include(if: $with44) {
      ...ProductCard
    }
    p45: product(handle: $h45) @include(if: $with45) {
      ...ProductCard
    }
    p46: product(handle: $h46) @include(if: $with46) {
      ...ProductCard
    }
    p47: product(handle: $h47) @include(if: $with47) {
      ...ProductCard
    }
    p48: product(handle: $h48) @include(if: $with48) {
      ...ProductCard
    }
    p49: product(handle: $h49) @include(if: $with49) {
      ...ProductCard
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;
