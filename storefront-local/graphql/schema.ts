/**
 * The official Storefront API schemas, one per served version, as shipped in the matching
 * @shopify/hydrogen-react release's storefront.schema.json (an introspection result): 2025-07 from
 * @shopify/hydrogen-react 2025.7, 2026-04 from @shopify/hydrogen-react-2026-04 (2026.4). We execute
 * against them unchanged, so a query valid for Shopify at that version is valid here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { DEFAULT_API_VERSION, type ServedVersion } from './apiVersions';

const PACKAGES: Record<ServedVersion, string> = {
  '2025-07': '@shopify/hydrogen-react/storefront.schema.json',
  '2026-04': '@shopify/hydrogen-react-2026-04/storefront.schema.json',
};

const schemas = new Map<ServedVersion, GraphQLSchema>();

export function storefrontSchema(version: ServedVersion = DEFAULT_API_VERSION): GraphQLSchema {
  let schema = schemas.get(version);
  if (!schema) {
    const require = createRequire(__filename);
    const json = JSON.parse(readFileSync(require.resolve(PACKAGES[version]), 'utf8')) as IntrospectionQuery | { data: IntrospectionQuery };
    schema = buildClientSchema('data' in json ? json.data : json, { assumeValid: true });
    schemas.set(version, schema);
  }
  return schema;
}
