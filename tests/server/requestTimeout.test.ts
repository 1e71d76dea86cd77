/**
 * A client that trickles a request body a byte at a time gets 408 and a closed connection once the
 * request timeout passes, instead of holding the connection (and the request's memory) for as long
 * as it likes. The test waits for the server's answer, not for a guessed duration.
 */
import type { FastifyInstance } from 'fastify';
import { buildService } from '../../server/app';
import type { Db } from '../../server/db';
import { createTestDatabase, fakeVerifier, NO_LIMITS, type TestDatabase } from './helpers';
import { trickle } from './trickle';

let store: TestDatabase;
let db: Db;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  store = await createTestDatabase();
  db = await store.open();
  app = await buildService({ db, verifyToken: fakeVerifier(), rateLimit: NO_LIMITS, requestTimeoutMs: 600 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await store?.cleanup();
});

describe('request body timeout', () => {
  it('answers a trickled body 408 and closes the connection', async () => {
    const { response, bytesSent } = await trickle(port, '/api/forms/newsletter');
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    // Cut off long before the body was complete (1 byte per 50 ms for 4 KB would take minutes).
    expect(bytesSent).toBeLessThan(1000);
  });

  it('still serves a request sent at once', async () => {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('is on by default (30 s) for a service built without the option', async () => {
    const plain = await buildService({ db, verifyToken: fakeVerifier() });
    try {
      expect(plain.server.requestTimeout).toBe(30_000);
    } finally {
      await plain.close();
    }
  });
});
