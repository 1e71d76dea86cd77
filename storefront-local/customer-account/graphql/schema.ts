/**
 * The official Customer Account API schema, as shipped in @shopify/hydrogen-react
 * (customer-account.schema.json, 2025-07), executed unchanged: a query valid for Shopify is valid here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

let schema: GraphQLSchema | null = null;

export function customerAccountSchema(): GraphQLSchema {
  if (!schema) {
    const require = createRequire(__filename);
    const file = require.resolve('@shopify/hydrogen-react/customer-account.schema.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as IntrospectionQuery | { data: IntrospectionQuery };
    schema = buildClientSchema('data' in json ? json.data : json, { assumeValid: true });
  }
  return schema;
}
