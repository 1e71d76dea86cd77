/**
 * Issue 31 item 11: the returns forms confirmed any order number ("hello", another customer's #1003).
 * The service now checks the number against the e-mail with the shop's Admin API
 * (https://shopify.dev/docs/api/admin-graphql/latest/queries/orders), here the local storefront's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildClientSchema, buildSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery } from 'graphql';
import type { Db } from '../../server/db';
import { adminOrderCheck, OrderCheckUnavailable, orderName, type OrderCheck } from '../../server/orderCheck';
import { DEMO_CUSTOMER } from '../../storefront-local/shops/blue-bay/settings';
import { testStorefront, type TestStorefront } from '../storefront-local/helpers';
import { createTestDatabase, startService, type TestDatabase } from './helpers';

let sf: TestStorefront;
let store: TestDatabase;
let db: Db;
let app: FastifyInstance;
let demoOrder: string;

/** fetch, answered by the in-memory storefront's routes. */
const viaStorefront: typeof fetch = async (url, init) => {
  const response = await sf.app.inject({
    method: 'POST',
    url: new URL(String(url)).pathname,
    headers: init?.headers as Record<string, string>,
    payload: init?.body as string,
  });
  return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
};

const check = (accessToken = 'local-admin-token'): OrderCheck =>
  adminOrderCheck({ endpoint: 'http://localhost:8787/admin/api/2025-07/graphql.json', accessToken, fetch: viaStorefront });

beforeAll(async () => {
  sf = await testStorefront({ seed: true });
  demoOrder = `#${(await sf.app.storefront.orders.list())[0]?.orderNumber}`;
  store = await createTestDatabase();
  db = await store.open();
  app = await startService(db, { checkOrder: check() });
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await store?.cleanup();
  await sf?.close();
});

const submit = (form: string, body: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/forms/${form}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const stored = async () => (await db.query<{ form: string }>('SELECT form FROM form_submissions')).rows.length;

describe('adminOrderCheck against the local storefront', () => {
  it('confirms an order for its own e-mail, in any case, with or without "#"', async () => {
    expect(await check()(demoOrder, DEMO_CUSTOMER.email)).toBe(true);
    expect(await check()(demoOrder.slice(1), DEMO_CUSTOMER.email.toUpperCase())).toBe(true);
  });

  it('refuses another address, an unknown number and words', async () => {
    expect(await check()(demoOrder, 'someone-else@example.com')).toBe(false);
    expect(await check()('#999999', DEMO_CUSTOMER.email)).toBe(false);
    expect(await check()('hello', DEMO_CUSTOMER.email)).toBe(false);
    expect(orderName('#10 03')).toBeNull();
  });

  it('says the check is unavailable when the Admin API refuses the token', async () => {
    await expect(check('wrong-token')(demoOrder, DEMO_CUSTOMER.email)).rejects.toBeInstanceOf(OrderCheckUnavailable);
  });

  it('says the check is unavailable when the Admin API cannot be reached', async () => {
    const unreachable = adminOrderCheck({
      endpoint: 'http://localhost:8787/admin/api/2025-07/graphql.json',
      accessToken: 'local-admin-token',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(unreachable(demoOrder, DEMO_CUSTOMER.email)).rejects.toThrow(/unreachable: fetch failed/);
  });

  it('types its documents against the very Admin schema subset the local storefront answers', async () => {
    // codegen reads server/adminApi.schema.graphql; the imitation answers introspection like Shopify.
    const response = await sf.app.inject({
      method: 'POST',
      url: '/admin/api/2025-07/graphql.json',
      headers: { 'content-type': 'application/json', 'x-shopify-access-token': 'local-admin-token' },
      payload: JSON.stringify({ query: getIntrospectionQuery() }),
    });
    const answered = buildClientSchema((response.json() as { data: IntrospectionQuery }).data);
    const typed = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../server/adminApi.schema.graphql'), 'utf8'));
    expect(printSchema(typed)).toBe(printSchema(answered));
  });
});

describe('the returns forms', () => {
  const request = { email: DEMO_CUSTOMER.email, items: 'Marina Top, M', reason: 'too-small' };

  it.each(['request-a-return', 'return-a-product'])('%s: "hello" or another customer’s order is a clear 400 on the order number, nothing stored', async (form) => {
    const body = form === 'request-a-return' ? request : { email: request.email, product: 'Marina Top', reason: 'faulty' };
    const before = await stored();
    for (const [orderNumber, email] of [['hello', body.email], [demoOrder, 'stranger@example.com']] as const) {
      const response = await submit(form, { ...body, email, order_number: orderNumber });
      expect(response.statusCode).toBe(400);
      const named = orderNumber.startsWith('#') ? orderNumber : `#${orderNumber}`;
      expect(response.json().fieldErrors).toEqual({
        order_number: `We can't find order ${named} for ${email}. Check the order number and the e-mail address in your order confirmation.`,
      });
    }
    expect(await stored()).toBe(before);
    const good = await submit(form, { ...body, order_number: demoOrder });
    expect(good.statusCode).toBe(200);
    expect(await stored()).toBe(before + 1);
  });

  it('does not check the contact form, whose order number is optional', async () => {
    const response = await submit('contact-us', { name: 'Sam', email: 'sam@example.com', order_number: 'hello', message: 'Hi' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 503 and stores nothing when the shop cannot be asked', async () => {
    const down = await startService(db, {
      checkOrder: async () => {
        throw new OrderCheckUnavailable('Admin API unreachable');
      },
    });
    const before = await stored();
    const response = await down.inject({
      method: 'POST',
      url: '/api/forms/request-a-return',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...request, order_number: demoOrder }),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/could not check the order number/);
    expect(await stored()).toBe(before);
    await down.close();
  });
});
