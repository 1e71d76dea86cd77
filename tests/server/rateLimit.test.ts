import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../../server/rateLimits';
import { ALICE, BOB, authHeaders, createTestDatabase, fakeVerifier, startService, type TestDatabase } from './helpers';

let store: TestDatabase;
let db: Db;

beforeAll(async () => {
  store = await createTestDatabase();
  db = await store.open();
});

afterAll(async () => {
  await db?.close();
  await store?.cleanup();
});

const withLimits = (rateLimit: Partial<RateLimitSettings>, verifyToken = fakeVerifier(), trustProxy?: boolean | string) =>
  startService(db, {
    rateLimit: { ...DEFAULT_RATE_LIMITS, perIp: 1000, perUser: 1000, failedAuthPerIp: 1000, formsPerIp: 1000, formsPerEmail: 1000, unknownPerIp: 1000, ...rateLimit },
    verifyToken,
    ...(trustProxy === undefined ? {} : { trustProxy }),
  });

const getFrom = (app: FastifyInstance, remoteAddress: string, who: { token: string; id: string } = ALICE) =>
  app.inject({ method: 'GET', url: '/bb-wishlist', headers: authHeaders(who), remoteAddress });

describe('rate limits', () => {
  it('limit wishlist requests per customer, across IPs, with 429 and Retry-After', async () => {
    const app = await withLimits({ perUser: 3 });
    try {
      const statuses = [];
      for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) statuses.push((await getFrom(app, ip)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await getFrom(app, '10.0.0.5');
      expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/try again in \d+ s/) });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another customer has a budget of their own.
      expect((await getFrom(app, '10.0.0.1', BOB)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('count refused tokens per IP and answer that IP’s further junk tokens 429', async () => {
    const verifier = fakeVerifier();
    const app = await withLimits({ failedAuthPerIp: 2 }, verifier);
    try {
      const bad = { authorization: 'Bearer guessing', 'x-user-id': ALICE.id };
      const statuses = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await app.inject({ method: 'GET', url: '/bb-wishlist', headers: bad, remoteAddress: '10.9.9.9' })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 429, 429, 429]);
      expect((await getFrom(app, '10.9.9.8')).statusCode).toBe(200);
      // Anonymous readers behind the same address are counted apart.
      expect((await app.inject({ method: 'GET', url: '/bb-wishlist', remoteAddress: '10.9.9.9' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('verify a token before the per-IP block: 30 junk tokens do not lock out a customer behind the same IP', async () => {
    const app = await withLimits({ failedAuthPerIp: DEFAULT_RATE_LIMITS.failedAuthPerIp });
    try {
      const junk = (n: number) => ({ authorization: `Bearer junk-${n}`, 'x-user-id': ALICE.id });
      for (let n = 0; n < 31; n += 1) await app.inject({ method: 'GET', url: '/bb-wishlist', headers: junk(n), remoteAddress: '10.7.7.7' });
      expect((await app.inject({ method: 'GET', url: '/bb-wishlist', headers: junk(99), remoteAddress: '10.7.7.7' })).statusCode).toBe(429);
      const honest = await getFrom(app, '10.7.7.7');
      expect(honest.statusCode).toBe(200);
      expect(honest.json()).toEqual([{ products: expect.any(String) }]);
    } finally {
      await app.close();
    }
  });

  it('do not let 300 anonymous wishlist GETs block a signed-in customer’s GET from the same IP', async () => {
    const app = await withLimits({ perIp: DEFAULT_RATE_LIMITS.perIp });
    try {
      const anonymous = () => app.inject({ method: 'GET', url: '/bb-wishlist', remoteAddress: '10.2.2.2' });
      for (let request = 0; request < 300; request += 1) expect((await anonymous()).statusCode).toBe(401);
      expect((await anonymous()).statusCode).toBe(429);
      expect((await getFrom(app, '10.2.2.2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('key customers by the verified token, not the x-user-id header', async () => {
    const app = await withLimits({ perUser: 2 });
    try {
      // Alice's token with Bob's id is refused (403) and spends Alice's budget, never Bob's.
      const spoof = { authorization: `Bearer ${ALICE.token}`, 'x-user-id': BOB.id };
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await app.inject({ method: 'GET', url: '/bb-wishlist', headers: spoof, remoteAddress: '10.3.3.3' });
      }
      expect((await getFrom(app, '10.3.3.4', BOB)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('limit known-form submissions per IP (all e-mails together)', async () => {
    const app = await withLimits({ formsPerIp: 2 });
    try {
      const submit = (email: string) =>
        app.inject({ method: 'POST', url: '/api/forms/newsletter-sign-up', payload: { email }, remoteAddress: '10.1.1.1' });
      expect([(await submit('a@example.com')).statusCode, (await submit('b@example.com')).statusCode, (await submit('c@example.com')).statusCode]).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it('limit form submissions per e-mail, whatever IPs they come from', async () => {
    const app = await withLimits({ formsPerEmail: 2 });
    try {
      const submit = (email: string, remoteAddress: string) =>
        app.inject({ method: 'POST', url: '/api/forms/newsletter-sign-up', payload: { email }, remoteAddress });
      expect((await submit('sam@example.com', '10.4.0.1')).statusCode).toBe(200);
      expect((await submit('Sam@Example.com ', '10.4.0.2')).statusCode).toBe(200);
      expect((await submit('sam@example.com', '10.4.0.3')).statusCode).toBe(429);
      // Someone else signing up from the same address is not affected.
      expect((await submit('kim@example.com', '10.4.0.3')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('do not let 20 posts to unknown form names block a sign-up from the same IP', async () => {
    const app = await withLimits({ formsPerIp: DEFAULT_RATE_LIMITS.formsPerIp, formsPerEmail: DEFAULT_RATE_LIMITS.formsPerEmail, unknownPerIp: DEFAULT_RATE_LIMITS.unknownPerIp });
    try {
      const post = (form: string) =>
        app.inject({ method: 'POST', url: `/api/forms/${form}`, payload: { email: 'sam@example.com' }, remoteAddress: '10.5.5.5' });
      for (let attempt = 0; attempt < 20; attempt += 1) expect((await post(`probe-${attempt}`)).statusCode).toBe(404);
      expect((await post('probe-again')).statusCode).toBe(429);
      expect((await post('newsletter-sign-up')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('count unknown service routes apart, with the service’s JSON 404', async () => {
    const app = await withLimits({ unknownPerIp: 2 });
    try {
      const probe = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '10.6.6.6' });
      const first = await probe('/api/admin');
      expect(first.statusCode).toBe(404);
      expect(first.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect((await probe('/bb-wishlist/export')).statusCode).toBe(404);
      expect((await probe('/api/.env')).statusCode).toBe(429);
      expect((await app.inject({ method: 'POST', url: '/api/forms/newsletter-sign-up', payload: { email: 'sam@example.com' }, remoteAddress: '10.6.6.6' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('take the client IP from X-Forwarded-For only when the proxy is trusted', async () => {
    const behindProxy = (app: Awaited<ReturnType<typeof withLimits>>, client: string) =>
      app.inject({ method: 'GET', url: '/bb-wishlist', remoteAddress: '10.0.0.254', headers: { 'x-forwarded-for': client } });
    const trusting = await withLimits({ perIp: 1 }, fakeVerifier(), '10.0.0.254');
    try {
      expect((await behindProxy(trusting, '203.0.113.1')).statusCode).toBe(401);
      // Another shopper behind the same proxy has a budget of their own.
      expect((await behindProxy(trusting, '203.0.113.2')).statusCode).toBe(401);
      expect((await behindProxy(trusting, '203.0.113.1')).statusCode).toBe(429);
    } finally {
      await trusting.close();
    }
    const untrusting = await withLimits({ perIp: 1 });
    try {
      // Without trust a client cannot pick its own key by sending the header.
      expect((await behindProxy(untrusting, '203.0.113.1')).statusCode).toBe(401);
      expect((await behindProxy(untrusting, '203.0.113.2')).statusCode).toBe(429);
    } finally {
      await untrusting.close();
    }
  });

  it('never limit the health check', async () => {
    const app = await withLimits({ perIp: 1, formsPerIp: 1, unknownPerIp: 1 });
    try {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
