/**
 * The official Storefront API 2025-07 schema, as shipped in @shopify/hydrogen-react's
 * storefront.schema.json (an introspection result). We execute against it unchanged, so any query
 * that is valid for Shopify is valid here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

let schema: GraphQLSchema | null = null;

export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const require = createRequire(__filename);
    const file = require.resolve('@shopify/hydrogen-react/storefront.schema.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as IntrospectionQuery | { data: IntrospectionQuery };
    schema = buildClientSchema('data' in json ? json.data : json, { assumeValid: true });
  }
  return schema;
}
