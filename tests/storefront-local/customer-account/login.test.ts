/**
 * The authorization endpoint and hosted login (e-mailed 6-digit code). Shopify's flow:
 * https://shopify.dev/docs/api/customer/latest#authorization ; error redirects per RFC 6749 §4.1.2.1.
 */
import type { FastifyInstance } from 'fastify';
import { SITE_URL } from '../helpers';
import { accountApp, authorizeUrl, followed, hiddenLogin, latestCode, pkce, sendCode, startLogin, submitCode, testClock } from './helpers';

const clock = testClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await accountApp({ now: clock.now, seed: true });
});
afterAll(() => app.close());

const { challenge } = pkce();

describe('authorization endpoint', () => {
  it('shows the hosted login with an e-mail field for a valid request', async () => {
    const page = await app.inject({ method: 'GET', url: authorizeUrl({ code_challenge: challenge }) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('type="email"');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it.each([
    ['an unregistered redirect URI', { redirect_uri: 'https://evil.example/account/authorize/' }],
    ['a tampered redirect URI on the right host', { redirect_uri: `${SITE_URL}/account/authorize/../../steal` }],
    ['an unknown client', { client_id: 'someone-else' }],
  ])('refuses %s with an error page and no redirect', async (_label, params) => {
    const page = await app.inject({ method: 'GET', url: authorizeUrl({ code_challenge: challenge, ...params }) });
    expect(page.statusCode).toBe(400);
    expect(page.headers.location).toBeUndefined();
    expect(page.body).toMatch(/not registered|Unknown client_id/);
  });

  it.each([
    ['no PKCE challenge', { code_challenge: undefined }, 'invalid_request'],
    ['the plain PKCE method', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['no openid scope', { scope: 'email' }, 'invalid_scope'],
    ['another response type', { response_type: 'token' }, 'unsupported_response_type'],
  ])('sends %s back to the client as an OAuth error with its state', async (_label, params, error) => {
    const page = await app.inject({ method: 'GET', url: authorizeUrl({ code_challenge: challenge, ...params }) });
    expect(page.statusCode).toBe(302);
    const location = new URL(String(page.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE_URL}/account/authorize/`);
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('error_description')).toBeTruthy();
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.get('code')).toBeNull();
  });
});

describe('hosted login', () => {
  it('e-mails a 6-digit code to the outbox and redirects with code and state once it is entered', async () => {
    const { login, code } = await startLogin(app, 'shopper@example.com', challenge);
    expect(code).toMatch(/^\d{6}$/);
    const redirect = await submitCode(app, login, code);
    expect(redirect.statusCode).toBe(302);
    const location = new URL(String(redirect.headers.location));
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.get('code')).toMatch(/^[0-9a-f]{48}$/);
  });

  it('creates the customer for an unknown e-mail, and finds the legacy customer for a known one', async () => {
    const { customers } = app.storefront;
    expect(await customers.byEmail('brand-new@example.com')).toBeNull();
    const fresh = await startLogin(app, 'Brand-New@Example.com', challenge);
    expect((await submitCode(app, fresh.login, fresh.code)).statusCode).toBe(302);
    expect(await customers.byEmail('brand-new@example.com')).toMatchObject({ state: 'ENABLED', verifiedEmail: true });

    const demo = await customers.byEmail('demo@bluebayswim.test');
    const known = await startLogin(app, 'demo@bluebayswim.test', challenge);
    expect((await submitCode(app, known.login, known.code)).statusCode).toBe(302);
    expect((await customers.byEmail('demo@bluebayswim.test'))?.id).toBe(demo?.id);
  });

  it('keeps the shopper on the code step with a message for a wrong code, and lets the right one in after', async () => {
    const { login, code } = await startLogin(app, 'typo@example.com', challenge);
    const wrong = code === '000000' ? '111111' : '000000';
    const posted = await submitCode(app, login, wrong);
    expect(posted.statusCode).toBe(303);
    const retry = await followed(app, posted);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toContain('That code is not right');
    expect(hiddenLogin(retry.body)).toBe(login);
    expect((await submitCode(app, login, code)).statusCode).toBe(302);
  });

  it('accepts a code once only', async () => {
    const { login, code } = await startLogin(app, 'once@example.com', challenge);
    expect((await submitCode(app, login, code)).statusCode).toBe(302);
    const again = await submitCode(app, login, code);
    expect(again.statusCode).toBe(303);
    expect(String(again.headers.location)).not.toContain('code=');
    expect((await followed(app, again)).body).toContain('You are signed in');
  });

  it('refuses a code older than 10 minutes', async () => {
    const { login, code } = await startLogin(app, 'slow@example.com', challenge);
    clock.advance(10 * 60_000 + 1);
    const late = await followed(app, await submitCode(app, login, code));
    expect(late.body).toContain('This code has expired');
    expect(late.headers.location).toBeUndefined();
  });

  it('stops a code after five wrong tries, so it cannot be guessed', async () => {
    const { login, code } = await startLogin(app, 'guess@example.com', challenge);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await submitCode(app, login, wrong);
    const right = await submitCode(app, login, code);
    expect(right.statusCode).toBe(303);
    expect(String(right.headers.location)).toContain('/authentication/login/code');
    expect((await followed(app, right)).body).toContain('tried too often');
  });

  it('asks again for a malformed e-mail without losing the login', async () => {
    const page = await app.inject({ method: 'GET', url: authorizeUrl({ code_challenge: challenge }) });
    const login = hiddenLogin(page.body);
    const response = await app.inject({
      method: 'POST',
      url: '/authentication/login/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ login, email: 'not-an-email' }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter a valid e-mail address');
    expect(hiddenLogin(response.body)).toBe(login);
  });
});
