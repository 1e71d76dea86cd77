/**
 * Server-side clients (issue 18 item 4), as documented on
 * https://shopify.dev/docs/api/usage/authentication (private access tokens are sent by servers in
 * Shopify-Storefront-Private-Token, with the buyer's IP in Shopify-Storefront-Buyer-IP) and
 * https://shopify.dev/docs/api/storefront#status-and-error-codes (401 Unauthorized when the client
 * does not have correct authentication credentials).
 */
import type { FastifyInstance } from 'fastify';
import { buyerIp, defaultTokens } from '../../../storefront-local/graphql/auth';
import { buildStorefrontApp } from '../../../storefront-local/server';
import { ENDPOINT, PUBLIC_URL, SITE_URL } from '../helpers';

const QUERY = '{ shop { name } }';

async function post(app: FastifyInstance, headers: Record<string, string>) {
  const response = await app.inject({ method: 'POST', url: ENDPOINT, headers: { 'content-type': 'application/json', ...headers }, payload: { query: QUERY } });
  return { status: response.statusCode, body: response.json() as { data?: { shop: { name: string } }; errors?: Array<{ message: string }> } };
}

describe('Storefront API tokens', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildStorefrontApp({ dataDir: null, seed: false, publicUrl: PUBLIC_URL, siteUrl: SITE_URL });
  });
  afterAll(() => app.close());

  it('answers a server that sends the default private token and the buyer IP', async () => {
    const { status, body } = await post(app, {
      'Shopify-Storefront-Private-Token': 'local-storefront-private-token',
      'Shopify-Storefront-Buyer-IP': '203.0.113.7',
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.shop.name).toBeTruthy();
  });

  it('refuses a wrong private token with 401, even beside a valid public token', async () => {
    const wrong = await post(app, { 'Shopify-Storefront-Private-Token': 'not-the-token' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors?.[0]?.message).toMatch(/Invalid API key or access token/);
    const mixed = await post(app, { 'Shopify-Storefront-Private-Token': 'not-the-token', 'X-Shopify-Storefront-Access-Token': 'local-storefront-token' });
    expect(mixed.status).toBe(401);
  });

  it('still serves browsers with the public token, and refuses requests with no token', async () => {
    expect((await post(app, { 'X-Shopify-Storefront-Access-Token': 'local-storefront-token' })).status).toBe(200);
    expect((await post(app, {})).status).toBe(401);
  });
});

describe('a configured private token', () => {
  it('replaces the default one', async () => {
    const app = await buildStorefrontApp({ dataDir: null, seed: false, publicUrl: PUBLIC_URL, siteUrl: SITE_URL, privateToken: 'shpat-configured' });
    try {
      expect((await post(app, { 'Shopify-Storefront-Private-Token': 'shpat-configured' })).status).toBe(200);
      expect((await post(app, { 'Shopify-Storefront-Private-Token': 'local-storefront-private-token' })).status).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('Shopify-Storefront-Buyer-IP', () => {
  const tokens = defaultTokens();
  it('is the client IP only beside a valid private token (a browser cannot choose its own)', () => {
    const buyer = { 'shopify-storefront-buyer-ip': '203.0.113.7' };
    expect(buyerIp({ ...buyer, 'shopify-storefront-private-token': 'local-storefront-private-token' }, tokens)).toBe('203.0.113.7');
    expect(buyerIp({ ...buyer, 'x-shopify-storefront-access-token': 'local-storefront-token' }, tokens)).toBeNull();
    expect(buyerIp({ ...buyer, 'shopify-storefront-private-token': 'wrong' }, tokens)).toBeNull();
    expect(buyerIp({ 'shopify-storefront-buyer-ip': 'not an ip', 'shopify-storefront-private-token': 'local-storefront-private-token' }, tokens)).toBeNull();
  });
});
