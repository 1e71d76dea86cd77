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

  it('offers a new code after an expired one, and the new code signs in (no dead end)', async () => {
    const { login, code: first } = await startLogin(app, 'second-chance@example.com', challenge);
    clock.advance(10 * 60_000 + 1);
    const expired = await followed(app, await submitCode(app, login, first));
    expect(expired.body).toContain('Send a new code');
    const resent = await sendCode(app, login, 'second-chance@example.com');
    expect(resent.statusCode).toBe(303);
    expect((await followed(app, resent)).body).toContain('We sent you a new code');
    const fresh = await latestCode(app, 'second-chance@example.com');
    expect((await submitCode(app, login, fresh)).statusCode).toBe(302);
  });

  it('after five wrong tries, a new code gets its own tries and signs in', async () => {
    const { login, code } = await startLogin(app, 'five-wrong@example.com', challenge);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await submitCode(app, login, wrong);
    expect((await sendCode(app, login, 'five-wrong@example.com')).statusCode).toBe(303);
    expect((await submitCode(app, login, await latestCode(app, 'five-wrong@example.com'))).statusCode).toBe(302);
  });

  it('answers Back after signing in with a page that leads on, not a form to resubmit', async () => {
    const { login, code } = await startLogin(app, 'back-button@example.com', challenge);
    expect((await submitCode(app, login, code)).statusCode).toBe(302);
    const back = await app.inject({ method: 'GET', url: `/authentication/login/code?login=${login}` });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('You are signed in');
    expect(back.body).toContain(`href="${SITE_URL}/account/"`);
  });

  it('links an ended sign-in back to the shop', async () => {
    const page = await app.inject({ method: 'GET', url: '/authentication/login/code?login=no-such-login' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Sign-in expired');
    expect(page.body).toContain(`href="${SITE_URL}/account/"`);
    expect(page.body).toContain('Back to the shop');
  });
});

describe('per-address limits of the hosted login', () => {
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('refuses an address after 10 wrong codes within an hour, across logins, even the right code; an hour later it works', async () => {
    const email = 'victim@example.com';
    for (let round = 0; round < 2; round += 1) {
      const { login, code } = await startLogin(app, email, challenge);
      for (let i = 0; i < 5; i += 1) await submitCode(app, login, wrongFor(code));
    }
    const { login, code } = await startLogin(app, email, challenge);
    const refused = await submitCode(app, login, code);
    expect(refused.statusCode).toBe(303);
    const page = await followed(app, refused);
    expect(page.body).toContain('Too many wrong codes were entered for this address');
    expect(page.body).toMatch(/Try again in \d+ minutes?/);
    // Another address is not affected.
    const other = await startLogin(app, 'bystander@example.com', challenge);
    expect((await submitCode(app, other.login, other.code)).statusCode).toBe(302);
    clock.advance(60 * 60_000 + 1);
    const later = await startLogin(app, email, challenge);
    expect((await submitCode(app, later.login, later.code)).statusCode).toBe(302);
  });

  it('sends at most 5 code e-mails to an address an hour, with a clear message, however many logins ask', async () => {
    const email = 'flooded@example.com';
    const count = async () => {
      const response = await app.inject({ method: 'GET', url: `/__outbox.json?to=${encodeURIComponent(email)}` });
      return (response.json() as { emails: unknown[] }).emails.length;
    };
    for (let i = 0; i < 5; i += 1) await startLogin(app, email, challenge);
    const page = await app.inject({ method: 'GET', url: authorizeUrl({ code_challenge: challenge }) });
    const refused = await sendCode(app, hiddenLogin(page.body), email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('Too many codes were sent to this address');
    expect(await count()).toBe(5);
    clock.advance(60 * 60_000 + 1);
    await startLogin(app, email, challenge);
    expect(await count()).toBe(6);
  });

  it('keeps the shopper on the code step when "Send a new code" is over the limit', async () => {
    const email = 'resender@example.com';
    const { login } = await startLogin(app, email, challenge);
    for (let i = 0; i < 4; i += 1) await sendCode(app, login, email);
    const over = await sendCode(app, login, email);
    expect(over.statusCode).toBe(303);
    const page = await followed(app, over);
    expect(page.body).toContain('Use the last code we sent');
    expect(page.body).toContain('name="code"');
  });
});

describe('storage of the hosted login', () => {
  it('refuses a state or nonce longer than 512 characters without storing a login', async () => {
    const before = (await app.storefront.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ca_logins'))[0]?.n;
    for (const params of [{ state: 'x'.repeat(4096) }, { nonce: 'y'.repeat(4096) }]) {
      const page = await app.inject({ method: 'GET', url: authorizeUrl({ code_challenge: challenge, ...params }) });
      expect(page.statusCode).toBe(302);
      const location = new URL(String(page.headers.location));
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(String(page.headers.location).length).toBeLessThan(1000);
    }
    expect((await app.storefront.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ca_logins'))[0]?.n).toBe(before);
  });

  it('deletes logins, codes and login events once they have expired', async () => {
    const db = app.storefront.db;
    const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
    await startLogin(app, 'sweep@example.com', challenge);
    expect(await count('ca_logins')).toBeGreaterThan(0);
    expect(await count('ca_login_events')).toBeGreaterThan(0);
    clock.advance(25 * 60 * 60_000);
    await app.inject({ method: 'GET', url: authorizeUrl({ code_challenge: challenge }) });
    // Only the login just started is left; expired codes, tokens and events are gone.
    expect(await count('ca_logins')).toBe(1);
    expect(await count('ca_login_events')).toBe(0);
    expect(await count('ca_auth_codes')).toBe(0);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ca_access_tokens WHERE expires_at <= $1', [new Date(clock.now())]))[0]?.n).toBe(0);
  });
});
