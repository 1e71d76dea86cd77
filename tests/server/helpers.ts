/**
 * Shared fixtures of the service tests. The driver follows the environment: with DATABASE_URL the
 * suite runs on that Postgres server, each database in a schema of its own (dropped afterwards);
 * without it on PGlite, in memory or in a temp dir when a test needs to reopen the same data.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildService, type ShopServiceOptions } from '../../server/app';
import { openDatabase, type Db } from '../../server/db';
import type { VerifyToken } from '../../server/verifyToken';

export const DATABASE_URL = process.env.DATABASE_URL || undefined;
export const DRIVER = DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabase {
  /** Opens (or reopens) the same data; call `close()` on what it returns. */
  open(): Promise<Db>;
  /** Removes the schema or the temp dir. */
  cleanup(): Promise<void>;
}

/**
 * `persistent: true` keeps PGlite data on disk so a reopen sees it (restart tests); Postgres always
 * persists.
 */
export async function createTestDatabase(options: { persistent?: boolean } = {}): Promise<TestDatabase> {
  if (DATABASE_URL) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    return {
      open: () => openDatabase({ url: DATABASE_URL, schema, poolSize: 20 }),
      async cleanup() {
        const client = new pg.Client({ connectionString: DATABASE_URL });
        await client.connect();
        try {
          await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        } finally {
          await client.end();
        }
      },
    };
  }
  if (!options.persistent) {
    return { open: () => openDatabase({ dataDir: null }), cleanup: async () => undefined };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bb-service-test-'));
  return {
    open: () => openDatabase({ dataDir: path.join(dir, 'data') }),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

export const ALICE = { token: 'token-alice', gid: 'gid://shopify/Customer/1001', id: '1001' } as const;
export const BOB = { token: 'token-bob', gid: 'gid://shopify/Customer/2002', id: '2002' } as const;

/** Knows Alice's and Bob's tokens; counts calls so tests can see what reached "the Storefront API". */
export function fakeVerifier(): VerifyToken & { calls: string[] } {
  const known = new Map<string, string>([
    [ALICE.token, ALICE.gid],
    [BOB.token, BOB.gid],
  ]);
  const calls: string[] = [];
  const verify = async (token: string) => {
    calls.push(token);
    return known.get(token) ?? null;
  };
  return Object.assign(verify, { calls });
}

/** Limits high enough never to trip, unless a test is about them. */
export const NO_LIMITS = {
  perIp: 1_000_000,
  perUser: 1_000_000,
  failedAuthPerIp: 1_000_000,
  formsPerIp: 1_000_000,
  formsPerEmail: 1_000_000,
  unknownPerIp: 1_000_000,
};

export async function startService(
  db: Db,
  overrides: Partial<ShopServiceOptions> = {},
): Promise<FastifyInstance> {
  const app = await buildService({
    db,
    verifyToken: fakeVerifier(),
    siteOrigin: 'http://localhost:8000',
    rateLimit: NO_LIMITS,
    ...overrides,
  });
  await app.ready();
  return app;
}

export const authHeaders = (who: { token: string; id: string }) => ({
  authorization: `Bearer ${who.token}`,
  'x-user-id': who.id,
});

/** A spec §3 wishlist item, as the site stores it (src/lib/wishlistItem.ts). */
export const item = (handle: string, extra: Record<string, unknown> = {}) => ({
  handle,
  title: `Product ${handle}`,
  image: `https://cdn.example/${handle}.svg`,
  variants: [{ id: `gid://shopify/ProductVariant/${handle.length}${handle.charCodeAt(0)}` }],
  ...extra,
});

/** Parses the spec §7 response `[{ products: "<JSON>" }]` into the items. */
export function productsOf(body: string): unknown[] {
  const parsed = JSON.parse(body) as [{ products: string }];
  expect(Array.isArray(parsed)).toBe(true);
  expect(parsed).toHaveLength(1);
  expect(typeof parsed[0].products).toBe('string');
  return JSON.parse(parsed[0].products) as unknown[];
}
