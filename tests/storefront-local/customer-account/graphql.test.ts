/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read loosely in these tests */
/**
 * The Customer Account GraphQL API on the official schema, over the same customers, addresses and
 * orders as the Storefront API. Shopify: https://shopify.dev/docs/api/customer/latest (Authorization
 * header without "Bearer"), https://shopify.dev/docs/api/customer/latest/objects/Order ,
 * https://shopify.dev/docs/api/customer/latest/objects/TrackingInformation ,
 * https://shopify.dev/docs/api/customer/latest/mutations/customerAddressCreate .
 */
import type { FastifyInstance } from 'fastify';
import { SITE_URL } from '../helpers';
import { accountApp, accountQuery, GRAPHQL_PATH, signIn, testClock } from './helpers';

const clock = testClock();
let app: FastifyInstance;
let demo: string;
beforeAll(async () => {
  app = await accountApp({ now: clock.now, seed: true });
  demo = (await signIn(app, 'demo@bluebayswim.test')).access_token;
});
afterAll(() => app.close());

const ADDRESS_FIELDS = 'id firstName lastName address1 city zoneCode territoryCode country zip phoneNumber formatted(withName: true)';

describe('authorization', () => {
  it.each([
    ['no Authorization header', null],
    ['an unknown token', 'shcat_0000'],
    ['a legacy Storefront customer token', 'not-a-customer-account-token'],
    ['a "Bearer" prefix (Shopify takes the bare token)', 'Bearer shcat_x'],
  ])('answers %s with 401 JSON', async (_label, token) => {
    const response = await accountQuery(app, token, '{ customer { id } }');
    expect(response.status).toBe(401);
    expect(response.body.errors?.[0]?.message).toBeTruthy();
    expect(response.body.data).toBeUndefined();
  });

  it('answers an expired access token with 401', async () => {
    const tokens = await signIn(app, 'expiring@example.com');
    expect((await accountQuery(app, tokens.access_token, '{ customer { id } }')).status).toBe(200);
    clock.advance(3600_000 + 1);
    expect((await accountQuery(app, tokens.access_token, '{ customer { id } }')).status).toBe(401);
    demo = (await signIn(app, 'demo@bluebayswim.test')).access_token;
  });

  it('lets the site origin read answers (CORS, with the Authorization header in the preflight)', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: GRAPHQL_PATH,
      headers: { origin: SITE_URL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE_URL);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('authorization');
    const answer = await accountQuery(app, demo, '{ customer { id } }');
    expect(answer.headers['access-control-allow-origin']).toBe(SITE_URL);
    const foreign = await app.inject({ method: 'POST', url: GRAPHQL_PATH, headers: { origin: 'https://evil.example', authorization: demo }, payload: { query: '{ customer { id } }' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('validates documents against the official schema', async () => {
    const response = await accountQuery(app, demo, '{ customer { email } }');
    expect(response.status).toBe(200);
    expect(response.body.errors?.[0]?.message).toContain('Cannot query field "email" on type "Customer"');
  });
});

describe('customer', () => {
  it('is the same customer, address and orders as on the Storefront side', async () => {
    const { customers } = app.storefront;
    const legacy = await customers.byEmail('demo@bluebayswim.test');
    const { body } = await accountQuery(
      app,
      demo,
      `{ customer { id firstName lastName displayName emailAddress { emailAddress } phoneNumber { phoneNumber }
          defaultAddress { ${ADDRESS_FIELDS} } addresses(first: 10) { nodes { id } }
          orders(first: 50, sortKey: PROCESSED_AT, reverse: true) { nodes { id name number processedAt fulfillmentStatus totalPrice { amount currencyCode } } } } }`,
    );
    const customer = body.data.customer;
    expect(customer).toMatchObject({
      id: `gid://shopify/Customer/${legacy?.id}`,
      firstName: 'Marina',
      lastName: 'Bay',
      displayName: 'Marina Bay',
      emailAddress: { emailAddress: 'demo@bluebayswim.test' },
    });
    expect(customer.defaultAddress).toMatchObject({ address1: '12 Ocean Avenue', territoryCode: 'US', zoneCode: 'CA', country: 'United States' });
    expect(customer.addresses.nodes).toHaveLength(1);
    expect(customer.orders.nodes.map((o: any) => o.name)).toEqual(['#1003', '#1002', '#1001']);
    expect(customer.orders.nodes[0].totalPrice.currencyCode).toBe('USD');
  });

  it('pages orders with first and sorts them by the given key', async () => {
    const { body } = await accountQuery(app, demo, '{ customer { orders(first: 2, sortKey: ORDER_NUMBER) { nodes { number } pageInfo { hasNextPage } } } }');
    expect(body.data.customer.orders).toEqual({ nodes: [{ number: 1001 }, { number: 1002 }], pageInfo: { hasNextPage: true } });
  });

  it('shows an order by id with its line items, fulfilments and tracking information', async () => {
    const list = await accountQuery(app, demo, '{ customer { orders(first: 5, sortKey: ORDER_NUMBER) { nodes { id } } } }');
    const delivered = list.body.data.customer.orders.nodes[0].id as string;
    expect(delivered).toMatch(/^gid:\/\/shopify\/Order\/\d+$/);
    const { body } = await accountQuery(
      app,
      demo,
      `query Order($id: ID!) { order(id: $id) { id name fulfillmentStatus financialStatus statusPageUrl
          lineItems(first: 10) { nodes { title quantity price { amount } image { url small: url(transform: { maxWidth: 128 }) width height altText } } }
          shippingAddress { address1 city }
          fulfillments(first: 5) { nodes { status latestShipmentStatus trackingInformation { company number url } events(first: 10) { nodes { status } } } } } }`,
      { id: delivered },
    );
    const order = body.data.order;
    expect(order).toMatchObject({ id: delivered, name: '#1001', fulfillmentStatus: 'FULFILLED', financialStatus: 'PAID', shippingAddress: { address1: '12 Ocean Avenue' } });
    expect(order.lineItems.nodes.length).toBeGreaterThan(0);
    // Each line shows its product's image as the Storefront API does, resizable through the CDN
    // (https://shopify.dev/docs/api/customer/2025-07/objects/LineItem, `image`).
    const [line] = order.lineItems.nodes;
    expect(line.image.url).toMatch(/^http:\/\/localhost:8787\/cdn\/shop\/products\/[a-z0-9-]+-1\.png$/);
    expect(line.image).toMatchObject({ small: `${line.image.url}?width=128`, width: 1200, height: 1500 });
    expect(line.image.altText).toBeTruthy();
    const art = await app.inject({ method: 'GET', url: new URL(line.image.small).pathname + '?width=128' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toMatch(/^image\//);
    const [fulfillment] = order.fulfillments.nodes;
    expect(fulfillment.latestShipmentStatus).toBe('DELIVERED');
    expect(fulfillment.trackingInformation).toEqual([{ company: 'DHL Express', number: 'JD014600001001', url: 'http://localhost:8787/tracking/JD014600001001' }]);
    expect(fulfillment.events.nodes.map((e: any) => e.status).at(-1)).toBe('DELIVERED');
  });

  it("does not show another customer's order", async () => {
    const list = await accountQuery(app, demo, '{ customer { orders(first: 1) { nodes { id } } } }');
    const stranger = (await signIn(app, 'stranger@example.com')).access_token;
    const { body } = await accountQuery(app, stranger, 'query Order($id: ID!) { order(id: $id) { id } }', { id: list.body.data.customer.orders.nodes[0].id });
    expect(body.data.order).toBeNull();
  });

  it('updates the name, seen by the Storefront side too; bad names are user errors that change nothing', async () => {
    const token = (await signIn(app, 'rename@example.com')).access_token;
    const update = 'mutation Update($input: CustomerUpdateInput!) { customerUpdate(input: $input) { customer { firstName lastName displayName } userErrors { code field message } } }';
    const ok = await accountQuery(app, token, update, { input: { firstName: 'Coral', lastName: 'Reef' } });
    expect(ok.body.data.customerUpdate).toEqual({ customer: { firstName: 'Coral', lastName: 'Reef', displayName: 'Coral Reef' }, userErrors: [] });
    expect(await app.storefront.customers.byEmail('rename@example.com')).toMatchObject({ firstName: 'Coral', lastName: 'Reef' });
    const bad = await accountQuery(app, token, update, { input: { firstName: '<b>Coral</b>' } });
    expect(bad.body.data.customerUpdate.customer).toBeNull();
    expect(bad.body.data.customerUpdate.userErrors).toEqual([{ code: 'CONTAINS_HTML_TAGS', field: ['input', 'firstName'], message: expect.any(String) }]);
    expect(await app.storefront.customers.byEmail('rename@example.com')).toMatchObject({ firstName: 'Coral' });
  });
});

describe('addresses', () => {
  const CREATE = `mutation Create($address: CustomerAddressInput!, $default: Boolean) { customerAddressCreate(address: $address, defaultAddress: $default) { customerAddress { ${ADDRESS_FIELDS} } userErrors { code field message } } }`;
  const UPDATE = `mutation Update($id: ID!, $address: CustomerAddressInput, $default: Boolean) { customerAddressUpdate(addressId: $id, address: $address, defaultAddress: $default) { customerAddress { ${ADDRESS_FIELDS} } userErrors { code field message } } }`;
  const DELETE = 'mutation Delete($id: ID!) { customerAddressDelete(addressId: $id) { deletedAddressId userErrors { code field message } } }';
  const DEFAULT = '{ customer { defaultAddress { id } addresses(first: 10) { nodes { id } } } }';
  const beach = { firstName: 'Sandy', lastName: 'Shore', address1: '1 Beach Road', city: 'Bondi', zoneCode: 'NSW', territoryCode: 'AU', zip: '2026', phoneNumber: '+61 2 5550 1234' };

  it('creates, makes default, updates and deletes; the first address becomes the default', async () => {
    const token = (await signIn(app, 'addresses@example.com')).access_token;
    const first = (await accountQuery(app, token, CREATE, { address: beach })).body.data.customerAddressCreate;
    expect(first.userErrors).toEqual([]);
    expect(first.customerAddress).toMatchObject({ address1: '1 Beach Road', territoryCode: 'AU', country: 'Australia', zoneCode: 'NSW', phoneNumber: '+61 2 5550 1234' });
    expect(first.customerAddress.id).toMatch(/^gid:\/\/shopify\/CustomerAddress\/\d+$/);
    expect((await accountQuery(app, token, DEFAULT)).body.data.customer.defaultAddress.id).toBe(first.customerAddress.id);

    const second = (await accountQuery(app, token, CREATE, { address: { ...beach, address1: '2 Surf Lane' }, default: true })).body.data.customerAddressCreate;
    expect((await accountQuery(app, token, DEFAULT)).body.data.customer.defaultAddress.id).toBe(second.customerAddress.id);

    const updated = (await accountQuery(app, token, UPDATE, { id: first.customerAddress.id, address: { city: 'Manly' }, default: true })).body.data.customerAddressUpdate;
    expect(updated.customerAddress).toMatchObject({ city: 'Manly', address1: '1 Beach Road' });
    expect((await accountQuery(app, token, DEFAULT)).body.data.customer.defaultAddress.id).toBe(first.customerAddress.id);

    const deleted = (await accountQuery(app, token, DELETE, { id: first.customerAddress.id })).body.data.customerAddressDelete;
    expect(deleted).toEqual({ deletedAddressId: first.customerAddress.id, userErrors: [] });
    const after = (await accountQuery(app, token, DEFAULT)).body.data.customer;
    expect(after.addresses.nodes).toEqual([{ id: second.customerAddress.id }]);
    expect(after.defaultAddress.id).toBe(second.customerAddress.id);
  });

  it('answers bad input and foreign ids with user errors and keeps the address book as it was', async () => {
    const token = (await signIn(app, 'careful@example.com')).access_token;
    const unknownCountry = (await accountQuery(app, token, CREATE, { address: { ...beach, territoryCode: 'ZZ' } })).body.data.customerAddressCreate;
    expect(unknownCountry.customerAddress).toBeNull();
    expect(unknownCountry.userErrors).toEqual([expect.objectContaining({ code: 'INVALID_TERRITORY_CODE', field: ['address', 'territoryCode'] })]);
    const empty = (await accountQuery(app, token, CREATE, { address: {} })).body.data.customerAddressCreate;
    expect(empty.userErrors[0].code).toBe('ADDRESS_ARGUMENT_EMPTY');

    const demoAddress = (await accountQuery(app, demo, DEFAULT)).body.data.customer.defaultAddress.id as string;
    const foreignUpdate = (await accountQuery(app, token, UPDATE, { id: demoAddress, address: { city: 'Hacked' } })).body.data.customerAddressUpdate;
    expect(foreignUpdate.userErrors[0].code).toBe('ADDRESS_ID_DOES_NOT_EXIST');
    const foreignDelete = (await accountQuery(app, token, DELETE, { id: demoAddress })).body.data.customerAddressDelete;
    expect(foreignDelete).toMatchObject({ deletedAddressId: null, userErrors: [expect.objectContaining({ code: 'ADDRESS_ID_DOES_NOT_EXIST' })] });
    expect((await accountQuery(app, demo, '{ customer { defaultAddress { city } } }')).body.data.customer.defaultAddress.city).toBe('Santa Monica');
    expect((await accountQuery(app, token, DEFAULT)).body.data.customer.addresses.nodes).toEqual([]);
  });
});
