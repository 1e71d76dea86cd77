import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import * as documents from '../../src/storefront/documents';
import { operationName } from '../../src/storefront/client';

const require = createRequire(import.meta.url);
const introspection = JSON.parse(
  readFileSync(require.resolve('@shopify/hydrogen-react/storefront.schema.json'), 'utf8'),
) as { data?: IntrospectionQuery } & IntrospectionQuery;
const schema = buildClientSchema(introspection.data ?? introspection);

const operations = Object.entries(documents).filter(([name]) => name.endsWith('_QUERY') || name.endsWith('_MUTATION'));

describe('Storefront documents', () => {
  it.each(operations)('%s is valid against the official 2025-07 schema', (_name, document) => {
    const errors = validate(schema, parse(document as string));
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('gives every operation a unique name', () => {
    const names = operations.map(([, document]) => operationName(document as string));
    expect(new Set(names).size).toBe(names.length);
  });

  it('covers every operation of spec §7', () => {
    const names = new Set(operations.map(([, document]) => operationName(document as string)));
    for (const required of [
      'CartCreate', 'Cart', 'CartBuyerIdentityUpdate', 'CartLinesAdd', 'CartLinesRemove', 'CartLinesUpdate',
      'CustomerCreate', 'CustomerAccessTokenCreate', 'Customer', 'CustomerUpdate', 'CustomerOrders',
      'CustomerAddresses', 'CustomerAddressCreate', 'CustomerAddressUpdate', 'CustomerDefaultAddressUpdate',
      'CustomerAddressDelete', 'CustomerRecover', 'CustomerActivate', 'CustomerReset', 'CustomerPasswordUpdate',
    ]) {
      expect(names).toContain(required);
    }
  });
});
