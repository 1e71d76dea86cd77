/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers and log lines are read loosely */
/**
 * Every answer of the local storefront carries a fresh `X-Request-Id`, as Shopify's do: Hydrogen's
 * Storefront API client reads it for support (https://shopify.dev/docs/api/hydrogen/latest/storefront-client/storefront-errors),
 * and Shopify's errors name it ("Request ID: …, include this in support requests"). The server's log
 * line for the answer carries the same id, so a developer finds the request.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { parseLogSetting } from '../../storefront-local/config';
import { buildStorefrontApp } from '../../storefront-local/server';
import { CUSTOMER_API_LIMITS } from '../../storefront-local/customer-account/graphql/customerApiLimits';
import { ENDPOINT, PUBLIC_URL, SITE_URL, TOKEN } from './helpers';
import { accountQuery, authorizeUrl, signIn, tokenRequest } from './customer-account/helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const lines: any[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildStorefrontApp({
    dataDir: null,
    seed: false,
    publicUrl: PUBLIC_URL,
    siteUrl: SITE_URL,
    customerAccounts: 'new',
    customerApiLimits: { ...CUSTOMER_API_LIMITS, requestsPerMinute: 3 },
    logger: 'info',
    logStream: { write: (line: string) => lines.push(JSON.parse(line)) },
  });
});
afterAll(() => app.close());

const seen = new Set<string>();
/** The answer's id: a UUID, never one seen before, and the reqId of a log line with the answer's status. */
function idOf(response: LightMyRequestResponse | { headers: Record<string, unknown>; statusCode?: number; status?: number }): string {
  const id = String(response.headers['x-request-id']);
  expect(id).toMatch(UUID);
  expect(seen.has(id)).toBe(false);
  seen.add(id);
  const status = 'statusCode' in response ? response.statusCode : (response as { status: number }).status;
  expect(lines.find((line) => line.reqId === id)).toMatchObject({ statusCode: status, msg: 'answered' });
  return id;
}

const graphql = (payload: string, headers: Record<string, string> = {}, url = ENDPOINT) =>
  app.inject({ method: 'POST', url, headers: { 'x-shopify-storefront-access-token': TOKEN, 'content-type': 'application/json', ...headers }, payload });

describe('X-Request-Id', () => {
  it('is on every Storefront API answer, refusals included', async () => {
    const ok = await graphql(JSON.stringify({ query: '{ shop { name } }' }));
    expect(ok.statusCode).toBe(200);
    idOf(ok);
    const again = await graphql(JSON.stringify({ query: '{ shop { name } }' }));
    expect(idOf(again)).not.toBe(ok.headers['x-request-id']);
    // A client's own id is not taken: the id names this server's answer.
    const claimed = await graphql(JSON.stringify({ query: '{ shop { name } }' }), { 'x-request-id': 'mine' });
    expect(idOf(claimed)).not.toBe('mine');

    expect((await graphql('{ not json')).statusCode).toBe(400);
    idOf(await graphql('{ not json'));
    const unauthorised = await graphql(JSON.stringify({ query: '{ shop { name } }' }), { 'x-shopify-storefront-access-token': 'nope' });
    expect(unauthorised.statusCode).toBe(401);
    idOf(unauthorised);
    const tooLarge = await graphql(JSON.stringify({ query: `{ shop { name } } # ${'x'.repeat(2_000_000)}` }));
    expect(tooLarge.statusCode).toBe(413);
    idOf(tooLarge);
    const noVersion = await graphql(JSON.stringify({ query: '{ shop { name } }' }), {}, '/api/latest/graphql.json');
    expect(noVersion.statusCode).toBe(404);
    idOf(noVersion);
    const preflight = await app.inject({ method: 'OPTIONS', url: ENDPOINT, headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(204);
    idOf(preflight);
  });

  it('is on the discovery documents, the hosted login, the token endpoint and the Customer Account API (429 included)', async () => {
    for (const url of ['/.well-known/openid-configuration', '/.well-known/customer-account-api', '/authentication/.well-known/jwks.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      idOf(response);
    }
    const login = await app.inject({ method: 'GET', url: authorizeUrl({ code_challenge: 'x'.repeat(43) }) });
    expect(login.statusCode).toBe(200);
    idOf(login);
    const badGrant = await tokenRequest(app, { grant_type: 'authorization_code', client_id: 'local-customer-account-client', code: 'nope' });
    expect(badGrant.statusCode).toBe(400);
    idOf(badGrant);

    const { access_token: token } = await signIn(app, 'request-ids@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await accountQuery(app, token, '{ customer { id } }');
      statuses.push(answer.status);
      idOf(answer);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const unauthorised = await accountQuery(app, null, '{ customer { id } }');
    expect(unauthorised.status).toBe(401);
    idOf(unauthorised);
  });

  it('is on checkout pages, artwork and not-found answers', async () => {
    const created = JSON.parse((await graphql(JSON.stringify({ query: 'mutation { cartCreate { cart { checkoutUrl } } }' }))).body);
    const checkout = new URL(created.data.cartCreate.cart.checkoutUrl);
    const page = await app.inject({ method: 'GET', url: checkout.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    idOf(page);
    const image = await app.inject({ method: 'GET', url: '/cdn/shop/swatches/print-01.svg' });
    expect(image.statusCode).toBe(200);
    idOf(image);
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    idOf(missing);
  });

  it('logs the path without its query, which may carry tokens', async () => {
    const response = await app.inject({ method: 'GET', url: '/authentication/logout?id_token_hint=secret-hint&post_logout_redirect_uri=x' });
    const line = lines.find((entry) => entry.reqId === response.headers['x-request-id']);
    expect(line).toMatchObject({ path: '/authentication/logout', method: 'GET', statusCode: response.statusCode });
    expect(JSON.stringify(lines)).not.toContain('secret-hint');
  });
});

describe('STOREFRONT_LOG', () => {
  it('takes off or a level, defaults when unset, and names a wrong value', () => {
    expect(parseLogSetting(undefined, 'error')).toBe('error');
    expect(parseLogSetting('', 'info')).toBe('info');
    expect(parseLogSetting('off', 'info')).toBe(false);
    expect(parseLogSetting('warn', 'info')).toBe('warn');
    expect(() => parseLogSetting('verbose', 'info')).toThrow(/STOREFRONT_LOG must be one of off, info, warn, error, not "verbose"/);
  });
});
