/**
 * The Beach Club's data, kept as metafields the way a rewards app keeps them
 * (https://shopify.dev/docs/api/storefront/latest/objects/Metafield): the shop's rules
 * (`beach_club.rules`, json), each order's earned BB bucks (`beach_club.bb_bucks`) and the customer's
 * referrals (`beach_club.referrals`, json).
 */

export const BEACH_CLUB_RULES_QUERY = `#graphql
  query BeachClubRules {
    shop {
      clubRules: metafield(namespace: "beach_club", key: "rules") {
        value
      }
    }
  }
` as const;

/** Legacy accounts: the member's side, through the customer access token. */
export const BEACH_CLUB_MEMBER_QUERY = `#graphql
  query BeachClubMember($customerAccessToken: String!, $first: Int!) {
    customer(customerAccessToken: $customerAccessToken) {
      createdAt
      clubReferrals: metafield(namespace: "beach_club", key: "referrals") {
        value
      }
      orders(first: $first, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          name
          processedAt
          bbBucks: metafield(namespace: "beach_club", key: "bb_bucks") {
            value
          }
        }
      }
    }
  }
` as const;
