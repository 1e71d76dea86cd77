/**
 * Hydrogen's sign-in, on the URLs Hydrogen builds from the shop id as Shopify serves them
 * (https://shopify.dev/docs/api/customer#authentication: `/authentication/{shop_id}/oauth/authorize`,
 * `…/oauth/token`, `…/logout`; https://shopify.dev/docs/api/customer#endpoints:
 * `/{shop_id}/account/customer/api/{version}/graphql`), with its callback `{origin}/account/authorize`
 * (no trailing slash) among the client's registered redirect URIs, as a merchant registers them.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { shopifyPathToLocal } from '../../../storefront-local/customer-account/shopifyPaths';
import { SITE_URL } from '../helpers';
import { accountApp, CLIENT_ID, hiddenLogin, latestCode } from './helpers';

const SHOP_ID = 1;
const HYDROGEN_CALLBACK = `${SITE_URL}/account/authorize`;

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

async function hydrogenSignIn(app: FastifyInstance, email: string, redirectUri: string) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid email customer-account-api:full',
    state: 'hydrogen-state',
    nonce: 'hydrogen-nonce',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const page = await app.inject({ method: 'GET', url: `/authentication/${SHOP_ID}/oauth/authorize?${authorize}` });
  expect(page.statusCode).toBe(200);
  const login = hiddenLogin(page.body);
  await app.inject({ method: 'POST', url: '/authentication/login/email', ...form({ login, email }) });
  const back = await app.inject({ method: 'POST', url: '/authentication/login/code', ...form({ login, code: await latestCode(app, email) }) });
  expect(back.statusCode).toBe(302);
  const location = new URL(String(back.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
  const token = await app.inject({
    method: 'POST',
    url: `/authentication/${SHOP_ID}/oauth/token`,
    ...form({ grant_type: 'authorization_code', client_id: CLIENT_ID, redirect_uri: redirectUri, code: location.searchParams.get('code') ?? '', code_verifier: verifier }),
  });
  expect(token.statusCode).toBe(200);
  return token.json() as { access_token: string; id_token: string };
}

describe("Shopify's Customer Account URLs", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await accountApp({ customerAccountRedirectUris: ['http://localhost:3000/account/authorize'] });
  });
  afterAll(() => app.close());

  it('sign a Hydrogen client in, answer its GraphQL and sign it out, with the shop id in every path', async () => {
    const tokens = await hydrogenSignIn(app, 'hydrogen@example.com', HYDROGEN_CALLBACK);
    const answer = await app.inject({
      method: 'POST',
      url: `/${SHOP_ID}/account/customer/api/2025-07/graphql`,
      headers: { 'content-type': 'application/json', authorization: tokens.access_token },
      payload: { query: '{ customer { emailAddress { emailAddress } } }' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ data: { customer: { emailAddress: { emailAddress: 'hydrogen@example.com' } } } });
    const out = await app.inject({
      method: 'GET',
      url: `/authentication/${SHOP_ID}/logout?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${SITE_URL}/` })}`,
    });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe(`${SITE_URL}/`);
  });

  it('take a redirect URI the merchant registered, and still refuse any other', async () => {
    await hydrogenSignIn(app, 'dev-server@example.com', 'http://localhost:3000/account/authorize');
    const refused = await app.inject({
      method: 'GET',
      url: `/authentication/${SHOP_ID}/oauth/authorize?${new URLSearchParams({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: 'http://localhost:3000/account/authorize/evil' })}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('is not registered for this client');
  });

  it('lead nowhere with another shop’s id', async () => {
    for (const url of ['/authentication/2/oauth/authorize', '/2/account/customer/api/2025-07/graphql']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('map to the server’s own paths, query kept', () => {
    expect(shopifyPathToLocal('/authentication/1/oauth/token?x=1')).toBe('/authentication/oauth/token?x=1');
    expect(shopifyPathToLocal('/1/account/customer/api/2026-04/graphql')).toBe('/account/customer/api/2026-04/graphql');
    expect(shopifyPathToLocal('/authentication/1/oauth/authorizeX')).toBe('/authentication/1/oauth/authorizeX');
    expect(shopifyPathToLocal('/api/2025-07/graphql.json')).toBe('/api/2025-07/graphql.json');
  });
});
