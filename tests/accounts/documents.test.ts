/**
 * Every Customer Account API document is valid against the official schema shipped in
 * @shopify/hydrogen-react (customer-account.schema.json).
 * https://shopify.dev/docs/api/customer
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import * as documents from '../../src/accounts/documents/customerAccount';

const require = createRequire(import.meta.url);
const introspection = JSON.parse(
  readFileSync(require.resolve('@shopify/hydrogen-react/customer-account.schema.json'), 'utf8'),
) as { data?: IntrospectionQuery } & IntrospectionQuery;
const schema = buildClientSchema(introspection.data ?? introspection);

const operations = Object.entries(documents).filter(([name]) => name.endsWith('_QUERY') || name.endsWith('_MUTATION'));
const nameOf = (document: string) => /(?:query|mutation)\s+(\w+)/.exec(document)?.[1];

describe('Customer Account API documents', () => {
  it.each(operations)('%s is valid against the official Customer Account API schema', (_name, document) => {
    expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
  });

  it('gives every operation a unique name, distinct from the Storefront operations', () => {
    const names = operations.map(([, document]) => nameOf(document));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^CustomerAccount/);
  });

  it('covers the account interface: customer, addresses CRUD with default, 50 newest orders, order by id, profile', () => {
    const names = new Set(operations.map(([, document]) => nameOf(document)));
    for (const required of [
      'CustomerAccountCustomer', 'CustomerAccountAddresses', 'CustomerAccountAddressCreate', 'CustomerAccountAddressUpdate',
      'CustomerAccountAddressDelete', 'CustomerAccountOrders', 'CustomerAccountOrderById', 'CustomerAccountUpdate',
    ]) {
      expect(names).toContain(required);
    }
  });
});
