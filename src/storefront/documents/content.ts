/**
 * The merchant's content, read at build time: pages, the journal's articles, the
 * shop policies and URL redirects, so a merchant edits them in Shopify admin.
 */

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
