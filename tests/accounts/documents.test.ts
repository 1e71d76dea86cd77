/**
 * Every Customer Account API document is valid against the official schemas of 2025-07
 * (@shopify/hydrogen-react) and 2026-04 (@shopify/hydrogen-react-2026-04), and selects nothing 2026-04
 * marks deprecated. https://shopify.dev/docs/api/customer
 */
import * as documents from '../../src/accounts/documents/customerAccount';
import { customerAccountSchema, documentProblems } from '../storefront/officialSchemas';

const operations = Object.entries(documents).filter(([name]) => name.endsWith('_QUERY') || name.endsWith('_MUTATION'));
const nameOf = (document: string) => /(?:query|mutation)\s+(\w+)/.exec(document)?.[1];

describe('Customer Account API documents', () => {
  it.each(operations)('%s is valid on 2025-07 and 2026-04, with nothing deprecated', (_name, document) => {
    expect(documentProblems(customerAccountSchema, document)).toEqual([]);
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
