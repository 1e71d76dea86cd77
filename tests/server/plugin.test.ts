import Fastify from 'fastify';
import { shopServicePlugin } from '../../server/app';
import type { Db } from '../../server/db';
import { parseServiceEnv } from '../../server/config';
import { ALICE, NO_LIMITS, authHeaders, createTestDatabase, fakeVerifier, item, productsOf, type TestDatabase } from './helpers';

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

describe('shopServicePlugin mounted in the site server', () => {
  it('serves the service routes next to the site, leaving the site’s own routes untouched', async () => {
    const site = Fastify();
    site.get('/', async () => 'home page');
    site.get('/api-docs/', async () => 'not ours');
    site.setErrorHandler((_error, _request, reply) => reply.code(500).send('site error page'));
    await site.register(shopServicePlugin, { db, verifyToken: fakeVerifier(), rateLimit: NO_LIMITS });
    await site.ready();
    try {
      const posted = await site.inject({ method: 'POST', url: '/bb-wishlist', headers: authHeaders(ALICE), payload: [item('a')] });
      expect(productsOf(posted.body)).toEqual([item('a')]);
      expect((await site.inject({ method: 'GET', url: '/bb-wishlist', headers: {} })).json()).toMatchObject({ statusCode: 401 });
      expect((await site.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true });

      const home = await site.inject({ method: 'GET', url: '/' });
      expect(home.body).toBe('home page');
      // The service's helmet headers and error handler are scoped to its own routes.
      expect(home.headers['content-security-policy']).toBeUndefined();
      expect((await site.inject({ method: 'GET', url: '/api-docs/' })).body).toBe('not ours');
    } finally {
      await site.close();
    }
  });

  it('grants no CORS when no site origin is configured (same origin only)', async () => {
    const site = Fastify();
    await site.register(shopServicePlugin, { db, verifyToken: fakeVerifier(), rateLimit: NO_LIMITS });
    try {
      const response = await site.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://localhost:8000' } });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await site.close();
    }
  });
});

describe('parseServiceEnv', () => {
  it('defaults to PGlite under .data/service on port 8788, allowing the local site origin', () => {
    const config = parseServiceEnv({});
    expect(config).toMatchObject({ port: 8788, host: '127.0.0.1', dataDir: '.data/service', siteOrigins: ['http://localhost:8000'], trustProxy: false });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads DATABASE_URL, several origins and the limits', () => {
    const config = parseServiceEnv({
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      SITE_ORIGIN: 'https://bluebayswim.example, https://www.bluebayswim.example/',
      RATE_LIMIT_PER_USER: '30',
      TRUST_PROXY: 'true',
      SERVICE_PORT: '',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://shop@db:5432/shop',
      siteOrigins: ['https://bluebayswim.example', 'https://www.bluebayswim.example'],
      trustProxy: true,
      port: 8788,
    });
    expect(config.rateLimit.perUser).toBe(30);
  });

  it('keeps the token cache at 5 s or less, so a signed-out token stops working within 5 s', () => {
    expect(parseServiceEnv({}).tokenCacheTtlMs).toBeLessThanOrEqual(5_000);
    expect(() => parseServiceEnv({ TOKEN_CACHE_TTL_MS: '60000' })).toThrow(/TOKEN_CACHE_TTL_MS must be at most 5000/);
  });

  it('reads TRUST_PROXY as true, a hop count or proxy addresses, and the keyed limits', () => {
    expect(parseServiceEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseServiceEnv({ TRUST_PROXY: ' 10.0.0.0/8 , 127.0.0.1 ' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(parseServiceEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const config = parseServiceEnv({
      RATE_LIMIT_FORMS_PER_EMAIL: '3',
      RATE_LIMIT_UNKNOWN_PER_IP: '4',
      RATE_LIMIT_FAILED_AUTH_PER_IP: '5',
      RATE_LIMIT_REDIS_URL: 'redis://cache:6379',
    });
    expect(config.rateLimit).toMatchObject({ formsPerEmail: 3, unknownPerIp: 4, failedAuthPerIp: 5 });
    expect(config.rateLimitRedisUrl).toBe('redis://cache:6379');
    expect(() => parseServiceEnv({ RATE_LIMIT_REDIS_URL: 'http://cache' })).toThrow(/RATE_LIMIT_REDIS_URL/);
  });

  it('names every bad variable', () => {
    expect(() => parseServiceEnv({ SERVICE_PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/SERVICE_PORT.*DATABASE_URL|DATABASE_URL.*SERVICE_PORT/);
  });
});
