/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL responses are read loosely in these tests */
/**
 * A listening storefront on disk: the site's own client (src/storefront/client.ts) talks to it over
 * HTTP, and carts, customers, tokens, orders and e-mails survive a restart on the same data dir.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from '../../src/config/env';
import { createClient } from '../../src/storefront/client';
import {
  CART_CREATE_MUTATION,
  CART_QUERY,
  COLLECTION_QUERY,
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_CREATE_MUTATION,
  CUSTOMER_ORDERS_QUERY,
  CUSTOMER_QUERY,
} from '../../src/storefront/documents';
import { DEMO_CUSTOMER } from '../../storefront-local/shops/blue-bay/settings';
import { startStorefront, type RunningStorefront } from '../../storefront-local/server';

let dataDir: string;
let storefront: RunningStorefront | null = null;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'bb-storefront-'));
});
afterAll(async () => {
  await storefront?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function clientFor(running: RunningStorefront) {
  const client = createClient(parseEnv({ GATSBY_SHOPIFY_STORE_DOMAIN: `http://localhost:${running.port}` }));
  // Variables as plain JSON: the generated operation types are not what this test is about.
  return { request: (document: string, options: { variables: Record<string, unknown> }) => client.request(document, options as never) };
}

describe('over HTTP with the site client, across a restart', () => {
  it('keeps carts, customers, tokens, seeded orders and e-mails after a restart', async () => {
    storefront = await startStorefront({ port: 0, host: '127.0.0.1', dataDir });
    expect(storefront.url).toBe(`http://localhost:${storefront.port}`);
    let client = clientFor(storefront);

    const collection = await client.request(COLLECTION_QUERY, { variables: { handle: 'sets', first: 3, country: 'AU' } });
    expect(collection.errors).toBeUndefined();
    expect((collection.data as any).collection.products.nodes[0].priceRange.minVariantPrice.currencyCode).toBe('AUD');

    const variantId = storefront.services.catalogue.products.find((p) => p.variants[0]!.inventory > 3)!.variants[0]!.id;
    const created = await client.request(CART_CREATE_MUTATION, { variables: { input: { buyerIdentity: { countryCode: 'GB' }, lines: [{ merchandiseId: variantId, quantity: 2 }] } } });
    const cartId = (created.data as any).cartCreate.cart.id as string;
    await client.request(CUSTOMER_CREATE_MUTATION, { variables: { input: { email: 'durable@example.com', password: 'still-here-1' } } });
    const signIn = await client.request(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, { variables: { input: { email: 'durable@example.com', password: 'still-here-1' } } });
    const token = (signIn.data as any).customerAccessTokenCreate.customerAccessToken.accessToken as string;
    await storefront.close();

    storefront = await startStorefront({ port: 0, host: '127.0.0.1', dataDir });
    client = clientFor(storefront);
    const cart = (await client.request(CART_QUERY, { variables: { id: cartId } })).data as any;
    expect(cart.cart.lines.nodes[0]).toMatchObject({ quantity: 2, merchandise: { id: variantId } });
    expect(cart.cart.cost.totalAmount.currencyCode).toBe('GBP');
    const customer = (await client.request(CUSTOMER_QUERY, { variables: { customerAccessToken: token } })).data as any;
    expect(customer.customer.email).toBe('durable@example.com');
    const emails = (await (await fetch(`${storefront.url}/__outbox.json?to=durable@example.com`)).json()) as { emails: unknown[] };
    expect(emails.emails).toHaveLength(1);

    // The demo account was seeded once, with orders at several tracking steps.
    const demo = await client.request(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, { variables: { input: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } } });
    const demoToken = (demo.data as any).customerAccessTokenCreate.customerAccessToken.accessToken as string;
    const orders = (await client.request(CUSTOMER_ORDERS_QUERY, { variables: { customerAccessToken: demoToken } })).data as any;
    expect(orders.customer.orders.nodes).toHaveLength(3);
    const statuses = orders.customer.orders.nodes.map((o: any) => JSON.parse(o.tracking.value).at(-1).status);
    expect(statuses).toEqual(['ORDER_CREATED', 'IN_TRANSIT', 'DELIVERED']);
  });

  it('answers 401 to the client with a wrong token, and serves the checkout on checkout.localhost', async () => {
    const running = storefront!;
    const bad = createClient(parseEnv({ GATSBY_SHOPIFY_STORE_DOMAIN: `http://localhost:${running.port}`, GATSBY_SHOPIFY_STOREFRONT_TOKEN: 'wrong' }));
    const response = await bad.request(`{ shop { name } }`);
    expect(response.errors?.networkStatusCode).toBe(401);
    const raw = await fetch(`${running.url}/api/2025-07/graphql.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(raw.status).toBe(401);
    const page = await fetch(`${running.url}/checkouts/cn/unknown-token`, { headers: { host: `checkout.localhost:${running.port}` } });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Checkout not found');
  });
});
