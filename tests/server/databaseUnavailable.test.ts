/**
 * While the database is away (Postgres down or restarting, the embedded database closed), the service
 * answers 503 with Retry-After — a reason to retry — instead of 500, and stores nothing half-way.
 */
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { isDatabaseUnavailable } from '../../server/databaseUnavailable';
import { ALICE, authHeaders, createTestDatabase, item, startService } from './helpers';

async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the work to fail');
}

describe('isDatabaseUnavailable', () => {
  it('recognises a Postgres server that refuses connections', async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody:x@127.0.0.1:1/none', connectionTimeoutMillis: 5_000 });
    pool.on('error', () => undefined);
    try {
      expect(isDatabaseUnavailable(await errorOf(() => pool.query('SELECT 1')))).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('recognises a closed embedded database and Postgres shutdown states', async () => {
    const lite = new PGlite();
    await lite.waitReady;
    await lite.close();
    expect(isDatabaseUnavailable(await errorOf(() => lite.query('SELECT 1')))).toBe(true);
    for (const code of ['57P01', '57P03', '08006', '08001', '53300']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('server says no'), { code })), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }))).toBe(true);
  });

  it('leaves real failures of a request alone', async () => {
    const lite = new PGlite();
    try {
      expect(isDatabaseUnavailable(await errorOf(() => lite.query('SELECT * FROM no_such_table')))).toBe(false);
      expect(isDatabaseUnavailable(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
      expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
      expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    } finally {
      await lite.close();
    }
  });
});

describe('the service while its database is down', () => {
  it('answers a wishlist write and read 503 with Retry-After, and health 503', async () => {
    const store = await createTestDatabase();
    const db = await store.open();
    const app = await startService(db);
    try {
      await db.close();
      const write = await app.inject({ method: 'POST', url: '/bb-wishlist', headers: authHeaders(ALICE), payload: [item('kept')] });
      expect(write.statusCode).toBe(503);
      expect(Number(write.headers['retry-after'])).toBeGreaterThan(0);
      expect(write.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message: expect.stringMatching(/try again/) });
      const read = await app.inject({ method: 'GET', url: '/bb-wishlist', headers: authHeaders(ALICE) });
      expect(read.statusCode).toBe(503);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
      await store.cleanup();
    }
  });
});
