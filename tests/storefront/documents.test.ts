/**
 * Every Storefront API document of the site is valid against the official schemas of each version it
 * may be sent to, and selects nothing the newest schema marks deprecated (tests/storefront/officialSchemas.ts).
 * Documents in src/storefront/documents/ run on 2025-07 (the spec's default) and 2026-04; those in
 * src/storefront/documents/since-2026-04/ exist only from 2026-04.
 * https://shopify.dev/docs/api/usage/versioning
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { operationName } from '../../src/storefront/client';
import { deprecatedUses, documentProblems, storefrontSchema, validationErrors } from './officialSchemas';

const DOCUMENTS = path.resolve(__dirname, '../../src/storefront/documents');
const SINCE_2026_04 = path.join(DOCUMENTS, 'since-2026-04');

type Operation = [name: string, document: string];

/** Every exported operation of every module in `folder` (not only those the index re-exports). */
async function operationsIn(folder: string): Promise<Operation[]> {
  const files = readdirSync(folder).filter((file) => file.endsWith('.ts'));
  const modules = await Promise.all(files.map((file) => import(path.join(folder, file)) as Promise<Record<string, unknown>>));
  const found = new Map<string, string>();
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if ((name.endsWith('_QUERY') || name.endsWith('_MUTATION')) && typeof value === 'string') found.set(name, value);
    }
  }
  return [...found.entries()];
}

const operations = await operationsIn(DOCUMENTS);
const since202604 = await operationsIn(SINCE_2026_04);

describe('Storefront documents', () => {
  it.each(operations)('%s is valid on 2025-07 and 2026-04, with nothing deprecated', (_name, document) => {
    expect(documentProblems(storefrontSchema, document)).toEqual([]);
  });

  it('finds the documents of every module, the wishlist’s too', () => {
    expect(operations.map(([name]) => name)).toEqual(expect.arrayContaining(['CART_QUERY', 'WISHLIST_PRODUCTS_QUERY', 'SHOP_QUERY']));
  });

  it('gives every operation a unique name', () => {
    const names = [...operations, ...since202604].map(([, document]) => operationName(document));
    expect(new Set(names).size).toBe(names.length);
  });

  it('covers every operation of spec §7', () => {
    const names = new Set(operations.map(([, document]) => operationName(document)));
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

// The folder may be empty: a document appears there once a feature needs a 2026-04-only field.
if (since202604.length > 0) describe('Storefront documents since 2026-04', () => {
  it.each(since202604)('%s is valid on 2026-04 with nothing deprecated, and needs 2026-04', (_name, document) => {
    expect(documentProblems(storefrontSchema, document, ['2026-04'])).toEqual([]);
    // A document 2025-07 accepts too belongs one folder up, where both versions check it.
    expect(validationErrors(storefrontSchema('2025-07'), document)).not.toEqual([]);
  });
});

describe('the deprecation check', () => {
  it('fails a document that selects a field 2026-04 deprecates', () => {
    // Cart.estimatedCost: "Use `cost` instead." (https://shopify.dev/docs/api/storefront/2026-04/objects/Cart#field-estimatedCost)
    const sample = 'query Sample($id: ID!) { cart(id: $id) { estimatedCost { totalAmount { amount } } } }';
    expect(validationErrors(storefrontSchema('2026-04'), sample)).toEqual([]);
    expect(documentProblems(storefrontSchema, sample)).toEqual([expect.stringMatching(/Cart\.estimatedCost is deprecated/)]);
  });

  it('fails a deprecated payload field such as customerRecover’s userErrors', () => {
    const sample = 'mutation Sample($email: String!) { customerRecover(email: $email) { userErrors { message } } }';
    expect(deprecatedUses(storefrontSchema('2026-04'), sample)).toEqual([expect.stringMatching(/CustomerRecoverPayload\.userErrors/)]);
  });

  it('allows exactly the spec’s cart tax and duty totals, nothing else on CartCost', () => {
    const taxes = 'query Sample($id: ID!) { cart(id: $id) { cost { totalTaxAmount { amount } totalDutyAmount { amount } } } }';
    expect(deprecatedUses(storefrontSchema('2026-04'), taxes)).toEqual([]);
    const estimated = 'query Sample($id: ID!) { cart(id: $id) { cost { totalTaxAmountEstimated } } }';
    expect(deprecatedUses(storefrontSchema('2026-04'), estimated)).toEqual([expect.stringMatching(/CartCost\.totalTaxAmountEstimated/)]);
  });

  it('fails a document 2025-07 does not accept', () => {
    expect(documentProblems(storefrontSchema, 'query Sample { shop { noSuchField } }')).toEqual([
      expect.stringMatching(/^2025-07: /),
      expect.stringMatching(/^2026-04: /),
    ]);
  });
});
