/**
 * The official schemas every document is checked against: Storefront API and Customer Account API
 * 2025-07 (the spec's version, @shopify/hydrogen-react 2025.7) and 2026-04 (the newest we can obtain,
 * @shopify/hydrogen-react-2026-04). A document passes when it is valid on each version it is sent to
 * and selects nothing the newest version marks deprecated, so moving a shop to 2026-04 (or later,
 * where deprecated fields get removed) breaks no query.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  buildClientSchema,
  NoDeprecatedCustomRule,
  parse,
  validate,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';

export const API_VERSIONS = ['2025-07', '2026-04'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];
export const NEWEST_VERSION: ApiVersion = '2026-04';

const PACKAGES: Record<ApiVersion, string> = {
  '2025-07': '@shopify/hydrogen-react',
  '2026-04': '@shopify/hydrogen-react-2026-04',
};

const require = createRequire(import.meta.url);
const cache = new Map<string, GraphQLSchema>();

function load(version: ApiVersion, file: 'storefront.schema.json' | 'customer-account.schema.json'): GraphQLSchema {
  const key = `${version}/${file}`;
  let schema = cache.get(key);
  if (!schema) {
    const json = JSON.parse(readFileSync(require.resolve(`${PACKAGES[version]}/${file}`), 'utf8')) as {
      data?: IntrospectionQuery;
    } & IntrospectionQuery;
    schema = buildClientSchema(json.data ?? json);
    cache.set(key, schema);
  }
  return schema;
}

export const storefrontSchema = (version: ApiVersion): GraphQLSchema => load(version, 'storefront.schema.json');
export const customerAccountSchema = (version: ApiVersion): GraphQLSchema => load(version, 'customer-account.schema.json');

/**
 * Deprecated fields the site may still select, each with why. The spec lists the cart's tax and duty
 * totals among the cart fields; Shopify deprecated them in 2025-01 because tax and duties are only
 * final at checkout (https://shopify.dev/changelog/tax-and-duties-are-deprecated-in-storefront-cart-api)
 * and answers them null, so the cart shows them only when present. The product owner keeps them
 * for the spec's sake; nothing else gets an exception.
 */
export const ALLOWED_DEPRECATIONS: ReadonlySet<string> = new Set(['CartCost.totalTaxAmount', 'CartCost.totalDutyAmount']);

/** graphql-js names the schema coordinate first: "The field Type.field is deprecated. …". */
const deprecatedCoordinate = (message: string): string | null => /^The field (\w+\.\w+) is deprecated/.exec(message)?.[1] ?? null;

/** Deprecated uses in `document` on `schema`, as graphql-js words them, minus the allowed ones. */
export function deprecatedUses(schema: GraphQLSchema, document: string): string[] {
  return validate(schema, parse(document), [NoDeprecatedCustomRule])
    .map((error) => error.message)
    .filter((message) => {
      const coordinate = deprecatedCoordinate(message);
      return coordinate === null || !ALLOWED_DEPRECATIONS.has(coordinate);
    });
}

/** Validation errors of `document` on `schema`; empty when valid. */
export const validationErrors = (schema: GraphQLSchema, document: string): string[] =>
  validate(schema, parse(document)).map((error) => error.message);

/** Everything wrong with `document` for the given versions: invalid on any, or deprecated on the newest. */
export function documentProblems(
  schemaOf: (version: ApiVersion) => GraphQLSchema,
  document: string,
  versions: readonly ApiVersion[] = API_VERSIONS,
): string[] {
  return [
    ...versions.flatMap((version) => validationErrors(schemaOf(version), document).map((message) => `${version}: ${message}`)),
    ...deprecatedUses(schemaOf(NEWEST_VERSION), document).map((message) => `${NEWEST_VERSION} deprecated: ${message}`),
  ];
}
