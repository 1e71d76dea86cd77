/**
 * end_session_endpoint, OpenID Connect RP-Initiated Logout 1.0 (Shopify: "Logging out",
 * https://shopify.dev/docs/api/customer/latest#logging-out): id_token_hint + post_logout_redirect_uri.
 */
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { signIdToken } from '../../../storefront-local/customer-account/idTokens';
import { loadOrCreateSigningKey } from '../../../storefront-local/customer-account/signingKey';
import { PUBLIC_URL, SITE_URL } from '../helpers';
import { accountApp, accountQuery, CLIENT_ID, signIn, tokenRequest, type Tokens } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await accountApp();
});
afterAll(() => app.close());

const logout = (params: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/authentication/logout?${new URLSearchParams(params)}` });

describe('end session', () => {
  it('revokes the access and refresh tokens and returns to the shop', async () => {
    const tokens: Tokens = await signIn(app, 'bye@example.com');
    const response = await logout({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${SITE_URL}/` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${SITE_URL}/`);
    expect((await accountQuery(app, tokens.access_token, '{ customer { id } }')).status).toBe(401);
    const refreshed = await tokenRequest(app, { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: tokens.refresh_token });
    expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('ends only the session of the hint', async () => {
    const phone = await signIn(app, 'two-devices@example.com');
    const laptop = await signIn(app, 'two-devices@example.com');
    await logout({ id_token_hint: phone.id_token, post_logout_redirect_uri: `${SITE_URL}/` });
    expect((await accountQuery(app, laptop.access_token, '{ customer { id } }')).status).toBe(200);
  });

  it('refuses an unregistered post-logout URI without revoking anything', async () => {
    const tokens = await signIn(app, 'stay@example.com');
    const response = await logout({ id_token_hint: tokens.id_token, post_logout_redirect_uri: 'https://evil.example/' });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect((await accountQuery(app, tokens.access_token, '{ customer { id } }')).status).toBe(200);
  });

  it('ends a session signed in before discovery named the shop-id issuer, and no other issuer’s', async () => {
    const withIssuer = async (tokens: Tokens, issuer: string) => {
      const claims = decodeJwt(tokens.id_token);
      const key = await loadOrCreateSigningKey(app.storefront.db);
      return signIdToken(key, { issuer, clientId: CLIENT_ID, customerGid: String(claims.sub), email: String(claims.email), nonce: null, sessionId: String(claims.sid), nowMs: Date.now() });
    };
    expect(decodeJwt((await signIn(app, 'issuer@example.com')).id_token).iss).toBe(`${PUBLIC_URL}/authentication/1`);
    const foreign = await signIn(app, 'foreign-issuer@example.com');
    expect((await logout({ id_token_hint: await withIssuer(foreign, 'https://elsewhere.example/authentication'), post_logout_redirect_uri: `${SITE_URL}/` })).statusCode).toBe(400);
    expect((await accountQuery(app, foreign.access_token, '{ customer { id } }')).status).toBe(200);
    const earlier = await signIn(app, 'earlier@example.com');
    const response = await logout({ id_token_hint: await withIssuer(earlier, `${PUBLIC_URL}/authentication`), post_logout_redirect_uri: `${SITE_URL}/` });
    expect(response.statusCode).toBe(302);
    expect((await accountQuery(app, earlier.access_token, '{ customer { id } }')).status).toBe(401);
  });

  it('refuses a missing or forged id_token_hint', async () => {
    expect((await logout({ post_logout_redirect_uri: `${SITE_URL}/` })).statusCode).toBe(400);
    const tokens = await signIn(app, 'forge@example.com');
    const [header, payload] = tokens.id_token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    expect((await logout({ id_token_hint: forged, post_logout_redirect_uri: `${SITE_URL}/` })).statusCode).toBe(400);
    expect((await accountQuery(app, tokens.access_token, '{ customer { id } }')).status).toBe(200);
  });
});
