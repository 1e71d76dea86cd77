/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL responses are read loosely in this test */
/**
 * The engine serves the shop it is given: a second shop, two products and one shipping rate, written
 * here in a few lines, is served over HTTP as Blue Bay is (products, a cart, the hosted checkout's
 * total and the order it places), and nothing of Blue Bay shows through. The documents are the
 * Storefront API's own (https://shopify.dev/docs/api/storefront/2025-07/queries/products,
 * https://shopify.dev/docs/api/storefront/2025-07/mutations/cartCreate).
 */
import { GARMENT_TYPES } from '../../storefront-local/catalogue/garments';
import { images } from '../../storefront-local/catalogue/productFields';
import { indexCatalogue, PRINTS, startStorefront, type CatalogueProduct, type RunningStorefront, type ShopDefinition } from '../../storefront-local';
import { shopDefinitionProblems } from '../../storefront-local/shopDefinition';

const TOKEN = 'local-storefront-token';
const SITE_URL = 'http://localhost:8000';

/** One product of the tiny shop, with one variant: what the catalogue holds for a product, nothing more. */
function product(index: number, handle: string, title: string, priceCents: number): CatalogueProduct {
  const type = GARMENT_TYPES.find((t) => t.slug === 'towel') ?? GARMENT_TYPES[0]!;
  const numericId = 100 + index;
  return {
    index,
    id: `gid://shopify/Product/${numericId}`,
    numericId,
    handle,
    title,
    garmentName: title,
    type,
    category: type.category,
    print: PRINTS[index]!,
    theme: null,
    vendor: 'Harbour Goods',
    productType: 'Towel',
    description: `${title}, woven by the harbour.`,
    descriptionHtml: `<p>${title}, woven by the harbour.</p>`,
    tags: [],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    publishedAt: '2026-01-01T00:00:00Z',
    variants: [
      {
        id: `gid://shopify/ProductVariant/${200 + index}`,
        numericId: 200 + index,
        productIndex: index,
        title: 'One Size',
        sku: `HG-${index}`,
        optionName: 'Size',
        optionValue: 'One Size',
        priceCents,
        compareAtCents: null,
        inventory: 10,
      },
    ],
    images: images(handle, title, index, 1),
    metafields: [],
    salesScore: 10 - index,
    partner: false,
    onSale: false,
    discountPercent: 0,
    newArrival: false,
    bestSeller: false,
    hidden: false,
    isGiftCard: false,
  };
}

const harbourGoods: ShopDefinition = {
  name: 'Harbour Goods',
  description: 'Towels from the harbour.',
  defaultCountry: 'US',
  priorityCountries: ['US'],
  catalogue: () => indexCatalogue({ products: [product(0, 'dune-towel', 'Dune Towel', 2_000), product(1, 'pier-towel', 'Pier Towel', 3_500)], collections: [], menus: [] }),
  content: { pages: [], blogs: [], policies: [], redirects: [], lookbooks: [] },
  // One rate, everywhere: $7.50, free from $100.
  shippingZones: [
    {
      id: 'WORLD',
      name: 'Everywhere',
      countries: 'rest',
      currencyCode: 'USD',
      services: { standard: { title: 'Post', carrier: 'Harbour Post', days: '3–5', rateMinor: 750, freeFromMinor: 10_000 } },
      customs: 'domestic',
      duties: null,
    },
  ],
  discountCodes: {},
  giftCards: [],
};

let storefront: RunningStorefront;

beforeAll(async () => {
  storefront = await startStorefront({ shop: harbourGoods, port: 0, dataDir: null, siteUrl: SITE_URL });
});
afterAll(async () => {
  await storefront.close();
});

async function gql(query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const response = await fetch(`${storefront.url}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

describe('another shop on the same engine', () => {
  it('serves its own products and name, and none of Blue Bay', async () => {
    const data = await gql(`{ shop { name description } products(first: 10) { nodes { handle title vendor priceRange { minVariantPrice { amount currencyCode } } } } }`);
    expect(data.shop).toEqual({ name: 'Harbour Goods', description: 'Towels from the harbour.' });
    expect(data.products.nodes).toEqual([
      { handle: 'dune-towel', title: 'Dune Towel', vendor: 'Harbour Goods', priceRange: { minVariantPrice: { amount: '20.0', currencyCode: 'USD' } } },
      { handle: 'pier-towel', title: 'Pier Towel', vendor: 'Harbour Goods', priceRange: { minVariantPrice: { amount: '35.0', currencyCode: 'USD' } } },
    ]);
  });

  it('makes a cart of its products, knows only its own codes, and offers its one rate', async () => {
    const { cartCreate } = await gql(
      `mutation ($input: CartInput!) { cartCreate(input: $input) {
        cart { id checkoutUrl cost { totalAmount { amount currencyCode } } lines(first: 5) { nodes { quantity merchandise { ... on ProductVariant { id } } } } }
        userErrors { code message } } }`,
      { input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/200', quantity: 2 }, { merchandiseId: 'gid://shopify/ProductVariant/201', quantity: 1 }] } },
    );
    expect(cartCreate.userErrors).toEqual([]);
    expect(cartCreate.cart.lines.nodes.map((l: any) => [l.merchandise.id, l.quantity])).toEqual([
      ['gid://shopify/ProductVariant/200', 2],
      ['gid://shopify/ProductVariant/201', 1],
    ]);
    expect(cartCreate.cart.cost.totalAmount).toEqual({ amount: '75.0', currencyCode: 'USD' });
    // Blue Bay's code is not this shop's: an unknown code is a warning, and the total stays as it was
    // (https://shopify.dev/docs/api/storefront/2025-07/mutations/cartDiscountCodesUpdate).
    const { cartDiscountCodesUpdate } = await gql(
      `mutation ($id: ID!, $codes: [String!]!) { cartDiscountCodesUpdate(cartId: $id, discountCodes: $codes) {
        cart { cost { totalAmount { amount } } } warnings { code target } } }`,
      { id: cartCreate.cart.id, codes: ['BLUEBAY15'] },
    );
    expect(cartDiscountCodesUpdate.warnings).toEqual([{ code: 'DISCOUNT_NOT_FOUND', target: 'BLUEBAY15' }]);
    expect(cartDiscountCodesUpdate.cart.cost.totalAmount.amount).toBe('75.0');

    const { cartDeliveryAddressesAdd } = await gql(
      `mutation ($id: ID!, $addresses: [CartSelectableAddressInput!]!) { cartDeliveryAddressesAdd(cartId: $id, addresses: $addresses) {
        cart { deliveryGroups(first: 1) { nodes { deliveryOptions { handle title estimatedCost { amount } } } } } userErrors { message } } }`,
      {
        id: cartCreate.cart.id,
        addresses: [{ address: { deliveryAddress: { firstName: 'Ada', lastName: 'Quay', address1: '1 Harbour Road', city: 'Portland', provinceCode: 'OR', zip: '97201', countryCode: 'US' } }, selected: true }],
      },
    );
    expect(cartDeliveryAddressesAdd.userErrors).toEqual([]);
    expect(cartDeliveryAddressesAdd.cart.deliveryGroups.nodes[0].deliveryOptions).toEqual([{ handle: 'standard', title: 'Post', estimatedCost: { amount: '7.5' } }]);
  });

  it("charges its rate at the hosted checkout and places the order, e-mailed in the shop's name", async () => {
    const { cartCreate } = await gql(`mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } userErrors { message } } }`, {
      input: { buyerIdentity: { countryCode: 'US' }, lines: [{ merchandiseId: 'gid://shopify/ProductVariant/201', quantity: 2 }] },
    });
    const checkoutPath = new URL(cartCreate.cart.checkoutUrl).pathname;
    const page = await fetch(`${storefront.url}${checkoutPath}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    // $70.00 of towels + $7.50 post.
    expect(html).toContain('<span>Total</span><span>USD $77.50</span>');
    expect(html).toContain('<title>Checkout · Harbour Goods</title>');

    const form = {
      email: 'ada@example.com', firstName: 'Ada', lastName: 'Quay', company: '', address1: '1 Harbour Road', address2: '', city: 'Portland',
      province: 'OR', zip: '97201', country: 'US', phone: '', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39', cardCvc: '123', cardName: 'Ada Quay',
    };
    const paid = await fetch(`${storefront.url}${checkoutPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const outbox = (await (await fetch(`${storefront.url}/__outbox.json?to=ada@example.com`)).json()) as { emails: Array<{ subject: string; text: string }> };
    expect(outbox.emails).toHaveLength(1);
    expect(outbox.emails[0]!.text).toContain('Shipping: $7.50\nTotal: $77.50');
  });

  it('refuses a definition it cannot serve, with every reason', () => {
    const broken: ShopDefinition = { ...harbourGoods, name: ' ', defaultCountry: 'usa', shippingZones: [{ ...harbourGoods.shippingZones[0]!, countries: ['US'] }] };
    expect(shopDefinitionProblems(broken)).toEqual([
      'name is empty',
      'defaultCountry must be a two-letter country code (got "usa")',
      "shippingZones need one zone with countries: 'rest'",
    ]);
    expect(shopDefinitionProblems(harbourGoods)).toEqual([]);
  });
});
