/**
 * The Customer Account API's OAuth flow as a public browser client (PKCE S256, state, nonce, code
 * exchange, ID token, refresh), against the fake shop of ./fakeCustomerAccount (msw).
 * https://shopify.dev/docs/api/customer#authentication
 * https://shopify.dev/docs/storefronts/headless/building-with-the-customer-account-api/customer-accounts
 */
import { http, HttpResponse } from 'msw';
import { createHash } from 'node:crypto';
import { CUSTOMER_ACCOUNT_SIGN_IN_KEY, CUSTOMER_ACCOUNT_SIGN_IN_MAX_AGE_MS } from '../../src/config/accounts';
import { CustomerAccountError } from '../../src/accounts/new/errors';
import { createOAuthClient, type OAuthClient, type SignInFailure, type SignInOutcome } from '../../src/accounts/new/oauth';
import type { SessionToken } from '../../src/accounts/types';
import { server } from '../msw/node';
import { CLIENT_ID, customerAccountApi, ISSUER, ORIGIN } from './fakeCustomerAccount';
import { sameRealmDigest } from './realm';

const base64url = (b: Buffer) => b.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

// Each case is a fresh visit: a client of its own, which discovers the shop anew.
let oauth: OAuthClient;
beforeEach(() => {
  oauth = createOAuthClient();
  sameRealmDigest();
});

const authorizationUrl = (returnTo: string, now?: number) => oauth.authorizationUrl(returnTo, now);
const refresh = (token: SessionToken) => oauth.refresh(token);
const endSessionUrl = (token: SessionToken) => oauth.endSessionUrl(token);

/** A callback that signs in. */
async function exchanged(callbackUrl: URL) {
  const outcome = await oauth.exchangeCode(callbackUrl);
  if (!outcome.ok) throw new Error(`The sign-in failed: ${outcome.message}`);
  return outcome;
}

async function fakeShop(options = {}) {
  const shop = await customerAccountApi(options);
  server.use(...shop.handlers);
  return shop;
}

/** A callback that fails, and why. */
async function signInFailure(outcome: Promise<SignInOutcome>): Promise<SignInFailure> {
  const result = await outcome;
  expect(result.ok).toBe(false);
  return result as SignInFailure;
}

describe('the authorization request', () => {
  it('asks the discovered authorization endpoint for a code with PKCE S256, state, nonce and the callback URI', async () => {
    await fakeShop();
    const url = await authorizationUrl('/user-account/order-history/');
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/oauth/authorize`);
    const p = url.searchParams;
    expect(p.get('client_id')).toBe(CLIENT_ID);
    expect(p.get('response_type')).toBe('code');
    expect(p.get('scope')).toBe('openid email customer-account-api:full');
    expect(p.get('redirect_uri')).toBe(`${window.location.origin}/account/authorize/`);
    expect(p.get('code_challenge_method')).toBe('S256');
    const pending = JSON.parse(window.sessionStorage.getItem(CUSTOMER_ACCOUNT_SIGN_IN_KEY) ?? 'null') as Record<string, string>;
    // The challenge is the S256 hash of the verifier kept in this tab; the verifier itself never leaves it.
    expect(p.get('code_challenge')).toBe(base64url(createHash('sha256').update(pending.codeVerifier ?? '').digest()));
    expect(url.toString()).not.toContain(pending.codeVerifier);
    expect(p.get('state')).toBe(pending.state);
    expect(p.get('nonce')).toBe(pending.nonce);
    expect(pending.returnTo).toBe('/user-account/order-history/');
  });

  it('gives every sign-in its own state, nonce and verifier', async () => {
    await fakeShop();
    const first = await authorizationUrl('/');
    const second = await authorizationUrl('/');
    for (const key of ['state', 'nonce', 'code_challenge']) expect(first.searchParams.get(key)).not.toBe(second.searchParams.get(key));
  });

  it('never returns to another site after sign-in', async () => {
    const shop = await fakeShop();
    const url = await authorizationUrl('//evil.example/steal');
    const { returnTo } = await exchanged(shop.hostedLogin(url));
    expect(returnTo).toBe('/user-account/');
  });
});

describe('the callback', () => {
  it('exchanges the code with the verifier and keeps access, refresh and id tokens with the expiry', async () => {
    const shop = await fakeShop();
    const before = Date.now();
    const { token, returnTo } = await exchanged(shop.hostedLogin(await authorizationUrl('/wishlist/')));
    expect(token.accessToken).toMatch(/^shcat_/);
    expect(token.refreshToken).toMatch(/^shcrt_/);
    expect(token.idToken?.split('.')).toHaveLength(3);
    expect(Date.parse(token.expiresAt) - before).toBeGreaterThanOrEqual(3600 * 1000 - 1000);
    expect(returnTo).toBe('/wishlist/');
    const sent = shop.tokenRequests[0];
    expect(sent?.get('grant_type')).toBe('authorization_code');
    expect(sent?.get('client_id')).toBe(CLIENT_ID);
    expect(sent?.get('code_verifier')).toMatch(/^[\w-]{43,}$/);
    // The pending sign-in is single-use.
    expect(window.sessionStorage.getItem(CUSTOMER_ACCOUNT_SIGN_IN_KEY)).toBeNull();
  });

  it('refuses a tampered state without spending the code', async () => {
    const shop = await fakeShop();
    const back = shop.hostedLogin(await authorizationUrl('/'));
    back.searchParams.set('state', 'forged-state');
    expect((await signInFailure(oauth.exchangeCode(back))).reason).toBe('state');
    expect(shop.tokenRequests).toHaveLength(0);
  });

  it('refuses a callback this tab did not start (no pending sign-in)', async () => {
    const shop = await fakeShop();
    const back = shop.hostedLogin(await authorizationUrl('/'));
    window.sessionStorage.clear();
    const error = await signInFailure(oauth.exchangeCode(back));
    expect(error.reason).toBe('missing');
    expect(error.message).toMatch(/not started in this browser tab/);
  });

  it('refuses a sign-in that took too long', async () => {
    const shop = await fakeShop();
    const started = Date.now();
    const back = shop.hostedLogin(await authorizationUrl('/', started));
    expect((await signInFailure(oauth.exchangeCode(back, started + CUSTOMER_ACCOUNT_SIGN_IN_MAX_AGE_MS + 1))).reason).toBe('missing');
  });

  it('explains a replayed code (invalid_grant) and does not sign in twice', async () => {
    const shop = await fakeShop();
    const url = await authorizationUrl('/');
    const pending = window.sessionStorage.getItem(CUSTOMER_ACCOUNT_SIGN_IN_KEY) ?? '';
    const back = shop.hostedLogin(url);
    await exchanged(back);
    window.sessionStorage.setItem(CUSTOMER_ACCOUNT_SIGN_IN_KEY, pending);
    const error = await signInFailure(oauth.exchangeCode(back));
    expect(error.reason).toBe('code');
    expect(error.message).toMatch(/expired or was already used/);
  });

  it('fails when the verifier does not match the challenge', async () => {
    const shop = await fakeShop();
    const back = shop.hostedLogin(await authorizationUrl('/'));
    const pending = JSON.parse(window.sessionStorage.getItem(CUSTOMER_ACCOUNT_SIGN_IN_KEY) ?? '{}') as Record<string, unknown>;
    window.sessionStorage.setItem(CUSTOMER_ACCOUNT_SIGN_IN_KEY, JSON.stringify({ ...pending, codeVerifier: 'x'.repeat(43) }));
    expect((await signInFailure(oauth.exchangeCode(back))).reason).toBe('code');
  });

  it('refuses an ID token with another nonce', async () => {
    const shop = await fakeShop({ wrongNonce: true });
    expect((await signInFailure(oauth.exchangeCode(shop.hostedLogin(await authorizationUrl('/'))))).reason).toBe('id-token');
  });

  it('refuses an ID token not signed by the published key', async () => {
    const shop = await fakeShop({ wrongSigningKey: true });
    expect((await signInFailure(oauth.exchangeCode(shop.hostedLogin(await authorizationUrl('/'))))).reason).toBe('id-token');
  });

  it('explains an error the hosted login sent back (OAuth error parameters)', async () => {
    await fakeShop();
    const url = await authorizationUrl('/');
    const back = new URL(`${window.location.origin}/account/authorize/`);
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    expect((await signInFailure(oauth.exchangeCode(back))).message).toBe('Sign-in was cancelled.');
  });

  it('says so when the shop cannot be reached', async () => {
    await fakeShop();
    server.use(http.get(`${ORIGIN}/.well-known/openid-configuration`, () => HttpResponse.error()));
    window.sessionStorage.setItem(
      CUSTOMER_ACCOUNT_SIGN_IN_KEY,
      JSON.stringify({ state: 's', nonce: 'n', codeVerifier: 'v'.repeat(43), returnTo: '/', startedAt: Date.now() }),
    );
    expect((await signInFailure(oauth.exchangeCode(new URL(`${window.location.origin}/account/authorize/?code=c&state=s`)))).reason).toBe('unreachable');
  });
});

describe('discovery', () => {
  it('is fetched once by a client, and by each new client (a new visit)', async () => {
    await fakeShop();
    let asked = 0;
    server.use(
      http.get(`${ORIGIN}/.well-known/openid-configuration`, () => {
        asked += 1;
      }),
    );
    await authorizationUrl('/');
    await authorizationUrl('/');
    expect(asked).toBe(1);
    await createOAuthClient().authorizationUrl('/');
    expect(asked).toBe(2);
  });

  it('is tried again after it failed, the failure a network CustomerAccountError', async () => {
    await fakeShop();
    server.use(http.get(`${ORIGIN}/.well-known/openid-configuration`, () => HttpResponse.error(), { once: true }));
    await expect(authorizationUrl('/')).rejects.toMatchObject({ name: 'CustomerAccountError', kind: 'network' });
    expect((await authorizationUrl('/')).toString()).toMatch(`${ISSUER}/oauth/authorize?`);
  });
});

describe('refresh', () => {
  it('gives a new access token and a rotated refresh token, keeping the ID token', async () => {
    const shop = await fakeShop();
    const { token } = await exchanged(shop.hostedLogin(await authorizationUrl('/')));
    const renewed = await refresh(token);
    expect(renewed?.accessToken).toMatch(/^shcat_/);
    expect(renewed?.accessToken).not.toBe(token.accessToken);
    expect(renewed?.refreshToken).not.toBe(token.refreshToken);
    expect(renewed?.idToken).toBe(token.idToken);
    expect(shop.tokenRequests.at(-1)?.get('grant_type')).toBe('refresh_token');
    // The old refresh token was rotated away.
    expect(await refresh(token)).toBeNull();
  });

  it('gives null for a revoked refresh token (the session is over)', async () => {
    const shop = await fakeShop();
    const { token } = await exchanged(shop.hostedLogin(await authorizationUrl('/')));
    shop.revokeAll();
    expect(await refresh(token)).toBeNull();
  });

  it('fails as unreachable (a network CustomerAccountError, the session kept) when the token endpoint cannot be reached or fails', async () => {
    const shop = await fakeShop();
    const { token } = await exchanged(shop.hostedLogin(await authorizationUrl('/')));
    server.use(http.post(`${ISSUER}/oauth/token`, () => HttpResponse.error()));
    await expect(refresh(token)).rejects.toMatchObject({ name: 'CustomerAccountError', kind: 'network' });
    server.use(http.post(`${ISSUER}/oauth/token`, () => HttpResponse.json({ error: 'temporarily_unavailable' }, { status: 503 })));
    const error = await refresh(token).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CustomerAccountError);
    expect(error).toMatchObject({ kind: 'network', status: 503 });
  });
});

describe('sign-out', () => {
  it('goes through the end-session endpoint with the ID token and back to the shop', async () => {
    await fakeShop();
    const url = await endSessionUrl({ accessToken: 'shcat_x', expiresAt: new Date().toISOString(), idToken: 'the.id.token' });
    expect(`${url?.origin}${url?.pathname}`).toBe(`${ISSUER}/logout`);
    expect(url?.searchParams.get('id_token_hint')).toBe('the.id.token');
    expect(url?.searchParams.get('post_logout_redirect_uri')).toBe(`${window.location.origin}/`);
  });
});
