/**
 * The official Storefront API schemas, one per served version, as shipped in the matching
 * @shopify/hydrogen-react release's storefront.schema.json (an introspection result): 2025-07 from
 * @shopify/hydrogen-react 2025.7, 2026-04 from @shopify/hydrogen-react-2026-04 (2026.4). We execute
 * against them unchanged, so a query valid for Shopify at that version is valid here.
 *
 * `unstable` is 2026-04 plus the consent management Shopify's headless privacy tools query there
 * (hydrogen-react's useShopifyCookies asks `consentManagement { cookies(visitorConsent: {}) { … } }` of
 * /api/unstable/graphql.json), written after https://shopify.dev/docs/api/storefront/unstable/queries/consentManagement
 * and https://shopify.dev/docs/api/storefront/unstable/objects/ConsentManagementCookies; no npm package
 * ships the unstable schema.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, extendSchema, parse, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { DEFAULT_API_VERSION, type ServedVersion, type StableVersion } from './apiVersions';

const PACKAGES: Record<StableVersion, string> = {
  '2025-07': '@shopify/hydrogen-react/storefront.schema.json',
  '2026-04': '@shopify/hydrogen-react-2026-04/storefront.schema.json',
};

const UNSTABLE_EXTENSION = `
  "Interaction of the current visitor consent with the configured consent policies of the shop."
  type ConsentManagement {
    "Given the provided visitor consent, the resulting cookies that need to be set in the browser for the Consent Management Platform to work and respect visitor consent."
    cookies(
      "The latest visitor consent that the cookies should be calculated for."
      visitorConsent: VisitorConsent!
      "A possible landing_page that was on hold to be set when consent is granted."
      landingPage: String
      "A possible referrer that was on hold to be set when consent is granted."
      referrer: String
      "If known, the visitor email."
      visitorEmail: String
    ): ConsentManagementCookies!
  }

  "Computed cookies needed by the Consent Management Platform to respect and query visitor consent."
  type ConsentManagementCookies {
    "The domain that the cookies will be set for."
    cookieDomain: String!
    "If needed, the _landing_page cookie to set."
    landingPageCookie: String
    "If needed, the _orig_referrer cookie to set."
    origReferrerCookie: String
    "The _shopify_analytics cookie to set."
    shopifyAnalyticsCookie: String
    "The _shopify_essential cookie to set."
    shopifyEssentialCookie: String
    "The _tracking_consent cookie, already URI encoded and serialized."
    trackingConsentCookie: String!
    "The visitor's unique token."
    shopifyUnique: String
    "The visitor's visit token."
    shopifyVisit: String
  }

  extend type QueryRoot {
    "Interaction of the current visitor consent with the configured consent policies of the shop."
    consentManagement: ConsentManagement!
  }
`;

const schemas = new Map<ServedVersion, GraphQLSchema>();

export function storefrontSchema(version: ServedVersion = DEFAULT_API_VERSION): GraphQLSchema {
  let schema = schemas.get(version);
  if (!schema) {
    if (version === 'unstable') {
      schema = extendSchema(storefrontSchema('2026-04'), parse(UNSTABLE_EXTENSION), { assumeValid: true });
    } else {
      const require = createRequire(__filename);
      const json = JSON.parse(readFileSync(require.resolve(PACKAGES[version]), 'utf8')) as IntrospectionQuery | { data: IntrospectionQuery };
      schema = buildClientSchema('data' in json ? json.data : json, { assumeValid: true });
    }
    schemas.set(version, schema);
  }
  return schema;
}
