import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db';
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

const withLimits = (rateLimit: Record<string, number>, verifyToken = fakeVerifier()) =>
  startService(db, { rateLimit: { timeWindowMs: 60_000, perIp: 1000, perUser: 1000, formsPerIp: 1000, ...rateLimit }, verifyToken });

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

  it('limit wishlist requests per IP before the token is checked', async () => {
    const verifier = fakeVerifier();
    const app = await withLimits({ perIp: 2 }, verifier);
    try {
      const bad = { authorization: 'Bearer guessing', 'x-user-id': ALICE.id };
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await app.inject({ method: 'GET', url: '/bb-wishlist', headers: bad, remoteAddress: '10.9.9.9' })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 429, 429]);
      expect(verifier.calls).toHaveLength(2);
      expect((await getFrom(app, '10.9.9.8')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('limit form submissions per IP', async () => {
    const app = await withLimits({ formsPerIp: 2 });
    try {
      const submit = () =>
        app.inject({ method: 'POST', url: '/api/forms/newsletter-sign-up', payload: { email: 'sam@example.com' }, remoteAddress: '10.1.1.1' });
      expect([(await submit()).statusCode, (await submit()).statusCode, (await submit()).statusCode]).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it('never limit the health check', async () => {
    const app = await withLimits({ perIp: 1, formsPerIp: 1 });
    try {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
