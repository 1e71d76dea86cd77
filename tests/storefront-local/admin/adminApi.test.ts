/**
 * The Admin API subset of the local storefront (https://shopify.dev/docs/api/admin-graphql/latest/queries/orders):
 * the app's token in X-Shopify-Access-Token, orders found by `name:` and `email:`.
 */
import { DEMO_CUSTOMER } from '../../../storefront-local/shops/blue-bay/settings';
import { testStorefront, type TestStorefront } from '../helpers';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront({ seed: true });
});
afterAll(() => sf.close());

const admin = (query: string, variables: Record<string, unknown> = {}, token = 'local-admin-token') =>
  sf.app.inject({
    method: 'POST',
    url: '/admin/api/2025-07/graphql.json',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': token },
    payload: { query, variables },
  });
const ORDERS = 'query ($q: String!) { orders(first: 5, query: $q) { nodes { id name email } } }';

describe('POST /admin/api/{version}/graphql.json', () => {
  it('refuses a missing or wrong token with 401, as Shopify does', async () => {
    expect((await admin(ORDERS, { q: 'name:#1001' }, 'nope')).statusCode).toBe(401);
    const none = await sf.app.inject({ method: 'POST', url: '/admin/api/2025-07/graphql.json', payload: { query: ORDERS } });
    expect(none.statusCode).toBe(401);
  });

  it('finds an order by name (with or without #) and by e-mail', async () => {
    const [first] = await sf.app.storefront.orders.list();
    const name = `#${first?.orderNumber}`;
    for (const q of [`name:${name}`, `name:"${name.slice(1)}"`, `name:${name} email:${DEMO_CUSTOMER.email.toUpperCase()}`]) {
      const body = (await admin(ORDERS, { q })).json();
      expect(body.data.orders.nodes).toEqual([{ id: expect.stringMatching(/^gid:\/\/shopify\/Order\/\d+$/), name, email: DEMO_CUSTOMER.email }]);
    }
    expect((await admin(ORDERS, { q: `name:${name} email:other@example.com` })).json().data.orders.nodes).toEqual([]);
    expect((await admin(ORDERS, { q: 'name:#hello' })).json().data.orders.nodes).toEqual([]);
  });

  it('answers a field outside the subset with a validation error naming it', async () => {
    const body = (await admin('{ orders(first: 1) { nodes { totalPriceSet { shopMoney { amount } } } } }')).json();
    expect(body.errors[0].message).toMatch(/totalPriceSet/);
  });
});
