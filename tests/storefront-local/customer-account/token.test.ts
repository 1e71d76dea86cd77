/**
 * The token endpoint of a public client: authorization_code with PKCE, refresh_token with rotation,
 * OAuth error JSON with 400. Shopify: https://shopify.dev/docs/api/customer/latest#step-obtain-access-token
 * and https://shopify.dev/docs/api/customer/latest#step-use-refresh-token ; errors: RFC 6749 §5.2.
 */
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { PUBLIC_URL, SITE_URL } from '../helpers';
import { accountApp, accountQuery, authorizationCode, CLIENT_ID, pkce, REDIRECT_URI, signIn, testClock, tokenRequest, type Tokens } from './helpers';

const clock = testClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await accountApp({ now: clock.now });
});
afterAll(() => app.close());

const WHO_AM_I = '{ customer { id emailAddress { emailAddress } } }';

async function codeFor(email: string) {
  const { verifier, challenge } = pkce();
  return { verifier, code: await authorizationCode(app, email, challenge) };
}

const exchange = (code: string, verifier: string, extra: Record<string, string> = {}) =>
  tokenRequest(app, { grant_type: 'authorization_code', client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, code, code_verifier: verifier, ...extra });

describe('authorization_code grant', () => {
  it('issues a shcat_ access token, a refresh token and an ID token verifiable with the published JWKS', async () => {
    const { verifier, code } = await codeFor('tokens@example.com');
    const response = await exchange(code, verifier);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const tokens = response.json() as Tokens;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(tokens.access_token).toMatch(/^shcat_/);
    expect(tokens.refresh_token).toBeTruthy();

    const jwks = (await app.inject({ method: 'GET', url: '/authentication/.well-known/jwks.json' })).json() as JSONWebKeySet;
    const { payload } = await jwtVerify(tokens.id_token, createLocalJWKSet(jwks), {
      issuer: `${PUBLIC_URL}/authentication/1`,
      audience: CLIENT_ID,
      currentDate: new Date(clock.now()),
    });
    const customer = await app.storefront.customers.byEmail('tokens@example.com');
    expect(payload).toMatchObject({ sub: `gid://shopify/Customer/${customer?.id}`, email: 'tokens@example.com', nonce: 'nonce-456' });
    expect(typeof payload.iat).toBe('number');
    expect((payload.exp ?? 0) > (payload.iat ?? 0)).toBe(true);
  });

  it('answers the site origin with CORS, including the preflight, and not another origin', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/authentication/oauth/token',
      headers: { origin: SITE_URL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE_URL);
    const { verifier, code } = await codeFor('cors@example.com');
    expect((await exchange(code, verifier)).headers['access-control-allow-origin']).toBe(SITE_URL);
    const foreign = await tokenRequest(app, { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: 'x' }, 'https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a wrong code_verifier with invalid_grant, and the code is spent', async () => {
    const { verifier, code } = await codeFor('verifier@example.com');
    const wrong = await exchange(code, pkce().verifier);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.stringContaining('code_verifier') });
    expect((await exchange(code, verifier)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a missing or malformed code_verifier with invalid_request', async () => {
    const { code } = await codeFor('noverifier@example.com');
    const missing = await tokenRequest(app, { grant_type: 'authorization_code', client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, code });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining('code_verifier') });
    expect((await exchange(code, 'short')).json()).toMatchObject({ error: 'invalid_request' });
  });

  it('refuses a replayed code and revokes the tokens issued for it', async () => {
    const { verifier, code } = await codeFor('replay@example.com');
    const first = (await exchange(code, verifier)).json() as Tokens;
    expect((await accountQuery(app, first.access_token, WHO_AM_I)).status).toBe(200);
    const replay = await exchange(code, verifier);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await accountQuery(app, first.access_token, WHO_AM_I)).status).toBe(401);
  });

  it('refuses an authorization code older than 60 seconds', async () => {
    const { verifier, code } = await codeFor('late@example.com');
    clock.advance(60_001);
    const response = await exchange(code, verifier);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.stringContaining('expired') });
  });

  it('refuses a redirect_uri other than the one of the authorization request', async () => {
    const { verifier, code } = await codeFor('redirect@example.com');
    const response = await exchange(code, verifier, { redirect_uri: `${SITE_URL}/elsewhere/` });
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it.each([
    ['an unknown client', { grant_type: 'authorization_code', client_id: 'other', code: 'x', redirect_uri: REDIRECT_URI, code_verifier: 'x'.repeat(43) }, 'invalid_client'],
    ['an unknown grant type', { grant_type: 'password', client_id: CLIENT_ID }, 'unsupported_grant_type'],
    ['no grant type', { client_id: CLIENT_ID }, 'invalid_request'],
    ['an unknown code', { grant_type: 'authorization_code', client_id: CLIENT_ID, code: 'nope', redirect_uri: REDIRECT_URI, code_verifier: 'x'.repeat(43) }, 'invalid_grant'],
  ])('answers %s with 400 %s', async (_label, fields, error) => {
    const response = await tokenRequest(app, fields as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, error_description: expect.any(String) });
  });

  it('refuses a repeated parameter (RFC 6749 §3.2) instead of using one of the values, and keeps the code usable', async () => {
    const { verifier, code } = await codeFor('repeated@example.com');
    const fields = new URLSearchParams({ grant_type: 'authorization_code', client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, code, code_verifier: verifier });
    fields.append('code', 'another-code');
    const response = await app.inject({
      method: 'POST',
      url: '/authentication/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: fields.toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request', error_description: expect.stringContaining('repeated: code') });
    // Refused before the code was looked at: the client can still redeem it with a proper request.
    expect((await exchange(code, verifier)).statusCode).toBe(200);
  });

  it('refuses a JSON body: the token endpoint is form-encoded', async () => {
    const response = await app.inject({ method: 'POST', url: '/authentication/oauth/token', payload: { grant_type: 'refresh_token' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('refresh_token grant', () => {
  const refresh = (token: string) => tokenRequest(app, { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: token });

  it('rotates: a new access and refresh token, the new access token works', async () => {
    const first = await signIn(app, 'rotate@example.com');
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const second = response.json() as Tokens;
    expect(second.access_token).toMatch(/^shcat_/);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.expires_in).toBe(3600);
    const me = await accountQuery(app, second.access_token, WHO_AM_I);
    expect(me.body.data.customer.emailAddress.emailAddress).toBe('rotate@example.com');
  });

  it('refuses a refresh token another tab has just rotated, without ending the session', async () => {
    const first = await signIn(app, 'two-tabs@example.com');
    const second = (await refresh(first.refresh_token)).json() as Tokens;
    clock.advance(29_000);
    const late = await refresh(first.refresh_token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await accountQuery(app, second.access_token, WHO_AM_I)).status).toBe(200);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('treats a refresh token replayed after the grace window as stolen: invalid_grant and the whole session ends', async () => {
    const first = await signIn(app, 'stolen@example.com');
    const second = (await refresh(first.refresh_token)).json() as Tokens;
    clock.advance(30_001);
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await accountQuery(app, second.access_token, WHO_AM_I)).status).toBe(401);
    expect((await refresh(second.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a missing or unknown refresh token', async () => {
    expect((await tokenRequest(app, { grant_type: 'refresh_token', client_id: CLIENT_ID })).json()).toMatchObject({ error: 'invalid_request' });
    expect((await refresh('shcrt_unknown')).json()).toMatchObject({ error: 'invalid_grant' });
  });
});
