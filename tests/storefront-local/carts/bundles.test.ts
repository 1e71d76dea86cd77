/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL responses are read loosely in these tests */
/**
 * A bundle in the cart, as Shopify answers it: the line is a ComponentizableCartLine
 * (https://shopify.dev/docs/api/storefront/latest/objects/ComponentizableCartLine) whose merchandise is
 * the bundle variant, priced as the bundle, and whose `lineComponents` are CartLines of the component
 * variants; `cart.lines` answers BaseCartLine, which is CartLine or ComponentizableCartLine
 * (https://shopify.dev/docs/api/storefront/latest/interfaces/BaseCartLine). The answers come from
 * graphql-js executing the official schema, so their shape is the schema's.
 */
import { shareOut } from '../../../storefront-local/graphql/views/bundleLine';
import { CART_CREATE_MUTATION, CART_LINES_UPDATE_MUTATION } from '../../../src/storefront/documents';
import { testStorefront, type TestStorefront } from '../helpers';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

const bundleProduct = () => sf.app.storefront.catalogue.products.find((p) => p.tags.includes('bundle'))!;

const QUERY = `mutation($input: CartInput!) { cartCreate(input: $input) { userErrors { message } cart {
  cost { totalAmount { amount } }
  lines(first: 10) { nodes {
    __typename id quantity
    merchandise { ... on ProductVariant { id title product { title } } }
    cost { totalAmount { amount currencyCode } subtotalAmount { amount } amountPerQuantity { amount } }
    ... on ComponentizableCartLine {
      lineComponents { __typename id quantity merchandise { ... on ProductVariant { id title product { title } } }
        cost { totalAmount { amount currencyCode } subtotalAmount { amount } amountPerQuantity { amount } } }
    }
  } }
} } }`;

describe('bundles in the cart', () => {
  it('answers a bundle as a ComponentizableCartLine with its top and bottoms as components, priced as the bundle', async () => {
    const bundle = bundleProduct();
    const variant = bundle.variants[1]!;
    const { cartCreate } = await sf.gql<{ cartCreate: any }>(QUERY, {
      input: { buyerIdentity: { countryCode: 'US' }, lines: [{ merchandiseId: variant.id, quantity: 2 }] },
    });
    expect(cartCreate.userErrors).toEqual([]);
    const [line] = cartCreate.cart.lines.nodes;
    expect(line.__typename).toBe('ComponentizableCartLine');
    expect(line.merchandise.id).toBe(variant.id);
    expect(Number(line.cost.amountPerQuantity.amount)).toBe(variant.priceCents / 100);
    expect(Number(line.cost.totalAmount.amount)).toBe((variant.priceCents * 2) / 100);
    expect(line.lineComponents.map((c: any) => c.__typename)).toEqual(['CartLine', 'CartLine']);
    expect(line.lineComponents.map((c: any) => c.merchandise.title)).toEqual([variant.title, variant.title]);
    expect(line.lineComponents.map((c: any) => c.merchandise.product.title)).toEqual([
      expect.stringMatching(/ Top - /),
      expect.stringMatching(/ Bottoms - /),
    ]);
    expect(line.lineComponents.every((c: any) => c.quantity === 2)).toBe(true);
    const sum = line.lineComponents.reduce((s: number, c: any) => s + Math.round(Number(c.cost.totalAmount.amount) * 100), 0);
    expect(sum).toBe(variant.priceCents * 2);
    expect(new Set(line.lineComponents.map((c: any) => c.id)).size).toBe(2);
  });

  it('keeps ordinary lines as CartLine, and the site documents read both kinds', async () => {
    const bundle = bundleProduct();
    const plain = sf.app.storefront.catalogue.products.find((p) => !p.hidden && !p.tags.includes('bundle') && p.variants[0]!.inventory > 3)!;
    const { cartCreate } = await sf.gql<{ cartCreate: any }>(CART_CREATE_MUTATION, {
      input: { lines: [{ merchandiseId: bundle.variants[0]!.id, quantity: 1 }, { merchandiseId: plain.variants[0]!.id, quantity: 1 }] },
    });
    const nodes = cartCreate.cart.lines.nodes;
    expect(nodes.map((n: any) => n.__typename).sort()).toEqual(['CartLine', 'ComponentizableCartLine']);
    const bundleLine = nodes.find((n: any) => n.__typename === 'ComponentizableCartLine');
    expect(bundleLine.lineComponents).toHaveLength(2);
    expect(bundleLine.lineComponents[0].merchandise.product.title).toMatch(/Top/);
    // The bundle line changes like any line; its components follow its quantity.
    const { cartLinesUpdate } = await sf.gql<{ cartLinesUpdate: any }>(CART_LINES_UPDATE_MUTATION, {
      cartId: cartCreate.cart.id,
      lines: [{ id: bundleLine.id, quantity: 3 }],
    });
    const updated = cartLinesUpdate.cart.lines.nodes.find((n: any) => n.id === bundleLine.id);
    expect(updated.lineComponents.map((c: any) => c.quantity)).toEqual([3, 3]);
  });

  it('shares an amount out in proportion, the parts adding up exactly', () => {
    expect(shareOut(10_000, [6_000, 5_000])).toEqual([5455, 4545]);
    expect(shareOut(1, [1, 1])).toEqual([1, 0]);
    expect(shareOut(99, [0, 0])).toEqual([99, 0]);
  });
});
