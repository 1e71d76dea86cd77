import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db';
import { runMigrations } from '../../server/migrate';
import { TokenVerificationUnavailable, storefrontTokenVerifier } from '../../server/verifyToken';
import {
  ALICE,
  BOB,
  authHeaders,
  createTestDatabase,
  fakeVerifier,
  item,
  productsOf,
  startService,
  type TestDatabase,
} from './helpers';

let store: TestDatabase;
let db: Db;
let app: FastifyInstance;
let verifier: ReturnType<typeof fakeVerifier>;

beforeAll(async () => {
  store = await createTestDatabase();
  db = await store.open();
  verifier = fakeVerifier();
  app = await startService(db, { verifyToken: verifier });
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await store?.cleanup();
});

beforeEach(async () => {
  await db.query('DELETE FROM wishlists');
  verifier.calls.length = 0;
});

const post = (body: unknown, headers: Record<string, string> = authHeaders(ALICE)) =>
  app.inject({
    method: 'POST',
    url: '/bb-wishlist',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const get = (headers: Record<string, string> = authHeaders(ALICE)) =>
  app.inject({ method: 'GET', url: '/bb-wishlist', headers });

describe('GET /bb-wishlist', () => {
  it('answers a customer without a list with one record holding an empty products list', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ products: '[]' }]);
  });

  it('returns what was posted, as a JSON string in products (spec §7)', async () => {
    const items = [item('sunset-bikini-top'), item('lagoon-one-piece', { title: null })];
    expect((await post(items)).statusCode).toBe(200);
    expect(productsOf((await get()).body)).toEqual(items);
  });

  it('accepts the gid form of x-user-id as well as the numeric id', async () => {
    await post([item('reef-shorts')]);
    const response = await get({ authorization: `Bearer ${ALICE.token}`, 'x-user-id': ALICE.gid });
    expect(response.statusCode).toBe(200);
    expect(productsOf(response.body)).toEqual([item('reef-shorts')]);
  });

  it('keeps each customer’s list to themselves', async () => {
    await post([item('alice-only')]);
    expect(productsOf((await get(authHeaders(BOB))).body)).toEqual([]);
  });
});

describe('POST /bb-wishlist', () => {
  it('replaces the whole list and returns the stored list in the GET shape', async () => {
    await post([item('a'), item('b')]);
    const response = await post([item('c')]);
    expect(response.statusCode).toBe(200);
    expect(productsOf(response.body)).toEqual([item('c')]);
    expect(productsOf((await get()).body)).toEqual([item('c')]);
  });

  it('stores an empty list', async () => {
    await post([item('a')]);
    expect(productsOf((await post([])).body)).toEqual([]);
    expect((await get()).json()).toEqual([{ products: '[]' }]);
  });

  it('keeps extra fields of items and variants as sent', async () => {
    const rich = item('tide-wrap', { price: { amount: '90.0', currencyCode: 'USD' } });
    rich.variants = [{ id: 'gid://shopify/ProductVariant/7', title: 'S' } as never];
    expect(productsOf((await post([rich])).body)).toEqual([rich]);
  });

  it('accepts exactly 500 items', async () => {
    const items = Array.from({ length: 500 }, (_, index) => ({ handle: `p-${index}`, variants: [{ id: `v${index}` }] }));
    const response = await post(items);
    expect(response.statusCode).toBe(200);
    expect(productsOf(response.body)).toHaveLength(500);
  });
});

describe('versioned writes (ETag / If-Match)', () => {
  const postIf = (body: unknown, ifMatch: string, headers: Record<string, string> = authHeaders(ALICE)) =>
    post(body, { ...headers, 'if-match': ifMatch });

  it('gives a list never saved the strong ETag "0"', async () => {
    const response = await get();
    expect(response.headers.etag).toBe('"0"');
    expect(response.json()).toEqual([{ products: '[]' }]);
  });

  it('stores a write whose If-Match is the current version and answers the new ETag', async () => {
    const first = await postIf([item('a')], '"0"');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"1"');
    const second = await postIf([item('a'), item('b')], '"1"');
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe('"2"');
    expect(productsOf(second.body)).toEqual([item('a'), item('b')]);
    const read = await get();
    expect(read.headers.etag).toBe('"2"');
    expect(productsOf(read.body)).toEqual([item('a'), item('b')]);
  });

  it('answers 412 with the current list and its ETag to a stale writer, storing nothing', async () => {
    // Two tabs read version 0; the first saves, the second must not overwrite the first's item.
    expect((await postIf([item('from-tab-1')], '"0"')).statusCode).toBe(200);
    const stale = await postIf([item('from-tab-2')], '"0"');
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe('"1"');
    expect(productsOf(stale.body)).toEqual([item('from-tab-1')]);
    // The second tab merges and retries with the ETag it was given: both items are kept.
    const retry = await postIf([item('from-tab-1'), item('from-tab-2')], stale.headers.etag as string);
    expect(retry.statusCode).toBe(200);
    expect(productsOf((await get()).body)).toEqual([item('from-tab-1'), item('from-tab-2')]);
  });

  it('answers 412 to a version that was never stored, and to weak tags (strong comparison)', async () => {
    await postIf([item('kept')], '"0"');
    for (const ifMatch of ['"7"', 'W/"1"', '"not-a-version"']) {
      const response = await postIf([item('lost')], ifMatch);
      expect(response.statusCode, ifMatch).toBe(412);
      expect(response.headers.etag).toBe('"1"');
    }
    expect(productsOf((await get()).body)).toEqual([item('kept')]);
  });

  it('lets exactly one of many concurrent writers of one version win; the rest get 412', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, (_, writer) => postIf([item(`w${writer}`)], '"0"')));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(412)]);
    const winner = responses.find((response) => response.statusCode === 200);
    expect(productsOf((await get()).body)).toEqual(productsOf(winner?.body ?? ''));
    for (const loser of responses.filter((response) => response.statusCode === 412)) {
      expect(loser.headers.etag).toBe('"1"');
    }
  });

  it('accepts writes without If-Match (spec §7 clients) and with If-Match: *, bumping the version', async () => {
    expect((await post([item('a')])).headers.etag).toBe('"1"');
    expect((await postIf([item('b')], '*')).headers.etag).toBe('"2"');
    // If-None-Match is not a write condition here: accepted like a plain POST.
    expect((await post([item('c')], { ...authHeaders(ALICE), 'if-none-match': '"5"' })).headers.etag).toBe('"3"');
  });

  it('answers 400 for an If-Match that is not an entity tag, storing nothing', async () => {
    await post([item('kept')]);
    for (const ifMatch of ['1', '"1', '"1", "2"']) {
      const response = await postIf([item('lost')], ifMatch);
      expect(response.statusCode, ifMatch).toBe(400);
      expect(response.json().message).toMatch(/If-Match/);
    }
    expect(productsOf((await get()).body)).toEqual([item('kept')]);
  });

  it('gives lists saved before wishlist versions existed the version 1 (migration 003)', async () => {
    // Rewind to the schema before 003 and save a list the old way, then migrate again.
    await db.query('ALTER TABLE wishlists DROP COLUMN version');
    await db.query("DELETE FROM schema_migrations WHERE name = '003_wishlist_versions.sql'");
    await db.query(`INSERT INTO wishlists (user_id, products) VALUES ($1, '[{"handle":"old","variants":[{"id":"v"}]}]')`, [ALICE.id]);
    expect(await runMigrations(db)).toEqual(['003_wishlist_versions.sql']);
    const read = await get();
    expect(read.headers.etag).toBe('"1"');
    expect(productsOf(read.body)).toEqual([{ handle: 'old', variants: [{ id: 'v' }] }]);
    expect((await get(authHeaders(BOB))).headers.etag).toBe('"0"');
  });

  it('keeps versions per customer', async () => {
    await post([item('a')]);
    await post([item('b')]);
    expect((await get(authHeaders(BOB))).headers.etag).toBe('"0"');
  });
});

describe('authentication and authorisation', () => {
  it('answers 401 without an Authorization header, and does not consult the Storefront API', async () => {
    const response = await get({ 'x-user-id': ALICE.id });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: expect.stringMatching(/Bearer/) });
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(verifier.calls).toEqual([]);
  });

  it('answers 401 for an Authorization header that is not a bearer token', async () => {
    for (const authorization of ['Basic YWxpY2U6cHc=', 'Bearer', 'Bearer a b', `${ALICE.token}`]) {
      const response = await get({ authorization, 'x-user-id': ALICE.id });
      expect(response.statusCode, authorization).toBe(401);
    }
  });

  it('answers 401 for a token that is not a customer’s', async () => {
    const response = await post([item('a')], { authorization: 'Bearer stolen-or-expired', 'x-user-id': ALICE.id });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/invalid or has expired/);
  });

  it('answers 401 before looking at x-user-id when the token is missing', async () => {
    expect((await get({})).statusCode).toBe(401);
  });

  it('answers 400 when a signed-in request has no x-user-id', async () => {
    const response = await get({ authorization: `Bearer ${ALICE.token}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/x-user-id/) });
  });

  it('answers 400 for an x-user-id that cannot be a customer id', async () => {
    const response = await get({ authorization: `Bearer ${ALICE.token}`, 'x-user-id': 'x'.repeat(300) });
    expect(response.statusCode).toBe(400);
  });

  it('answers 403 when x-user-id names another customer, for reads and writes', async () => {
    const asBob = { authorization: `Bearer ${ALICE.token}`, 'x-user-id': BOB.id };
    const read = await get(asBob);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    const write = await post([item('sneaky')], asBob);
    expect(write.statusCode).toBe(403);
    expect(productsOf((await get(authHeaders(BOB))).body)).toEqual([]);
  });

  it('refuses a signed-out token on the next write at once, and on reads within 5 s', async () => {
    const signedOut = new Set<string>();
    let now = 0;
    // The Storefront API's customer(customerAccessToken:) answers null once the token is deleted.
    const storefront = (async (_url: string | URL | Request, init?: RequestInit) => {
      const token = (JSON.parse(String(init?.body)) as { variables: { customerAccessToken: string } }).variables.customerAccessToken;
      return Response.json({ data: { customer: token === ALICE.token && !signedOut.has(token) ? { id: ALICE.gid } : null } });
    }) as typeof fetch;
    const verifyToken = storefrontTokenVerifier({ endpoint: 'http://storefront.test/graphql.json', storefrontToken: 't', ttlMs: 60_000, fetch: storefront, now: () => now });
    const service = await startService(db, { verifyToken });
    try {
      const read = () => service.inject({ method: 'GET', url: '/bb-wishlist', headers: authHeaders(ALICE) });
      expect((await read()).statusCode).toBe(200);
      signedOut.add(ALICE.token);
      const write = await service.inject({ method: 'POST', url: '/bb-wishlist', headers: authHeaders(ALICE), payload: [item('after-sign-out')] });
      expect(write.statusCode).toBe(401);
      now = 5_000;
      expect((await read()).statusCode).toBe(401);
      expect(productsOf((await get()).body)).toEqual([]);
    } finally {
      await service.close();
    }
  });

  it('answers 503 (not 401) when the token cannot be verified right now', async () => {
    const outage = await startService(db, {
      verifyToken: async () => {
        throw new TokenVerificationUnavailable('Storefront API answered 502');
      },
    });
    try {
      const response = await outage.inject({ method: 'GET', url: '/bb-wishlist', headers: authHeaders(ALICE) });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await outage.close();
    }
  });
});

describe('bad input', () => {
  it.each([
    ['malformed JSON', '[{"handle": "a",', /not valid JSON/],
    ['an empty body', '', /empty/],
  ])('answers 400 for %s', async (_name, body, message) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(message) });
  });

  it.each([
    ['an object instead of an array', { handle: 'a', variants: [{ id: '1' }] }, /JSON array/],
    ['a string', 'not a list', /JSON array/],
    ['null', null, /JSON array/],
    ['an item without handle', [{ variants: [{ id: '1' }] }], /\[0\]\.handle: is required/],
    ['an empty handle', [{ handle: '', variants: [{ id: '1' }] }], /\[0\]\.handle: must not be empty/],
    ['a numeric handle', [{ handle: 42, variants: [{ id: '1' }] }], /\[0\]\.handle: must be text/],
    ['an item without variants', [{ handle: 'a' }], /\[0\]\.variants: is required/],
    ['an empty variants list', [{ handle: 'a', variants: [] }], /\[0\]\.variants: needs at least one variant/],
    ['a variant without id', [{ handle: 'a', variants: [{ title: 'S' }] }], /\[0\]\.variants\[0\]\.id: is required/],
    ['a non-object item', ['just-a-handle'], /\[0\]: must be an object with a handle and variants/],
    ['a numeric title', [{ handle: 'a', title: 5, variants: [{ id: '1' }] }], /\[0\]\.title/],
    ['a duplicated handle', [item('a'), item('b'), item('a')], /\[2\]\.handle: duplicates item 0/],
  ])('answers 400 naming the problem for %s', async (_name, body, message) => {
    const response = await post(JSON.stringify(body));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 400 for more than 500 items', async () => {
    const items = Array.from({ length: 501 }, (_, index) => ({ handle: `p${index}`, variants: [{ id: 'v' }] }));
    const response = await post(items);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/at most 500 items; got 501/);
  });

  it('answers 413 for a body over 256 KB, whatever its shape', async () => {
    const response = await post([item('big', { title: 'x'.repeat(256 * 1024) })]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large', message: expect.stringMatching(/256 KB/) });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/bb-wishlist',
      headers: { ...authHeaders(ALICE), 'content-type': 'text/plain' },
      payload: '[]',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().statusCode).toBe(415);
  });

  it('keeps the stored list when a write is rejected', async () => {
    await post([item('kept')]);
    await post([{ handle: 'broken' }]);
    expect(productsOf((await get()).body)).toEqual([item('kept')]);
  });

  it('answers unknown routes with the same error shape', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/bb-wishlist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('concurrent writes of one customer', () => {
  it('end with exactly one of the posted lists, never a mix', async () => {
    const lists = Array.from({ length: 40 }, (_, writer) =>
      Array.from({ length: 1 + (writer % 7) * 10 }, (_, index) => item(`w${writer}-item-${index}`)),
    );
    const responses = await Promise.all(lists.map((list) => post(list)));
    for (const [index, response] of responses.entries()) {
      expect(response.statusCode).toBe(200);
      // Each writer gets back the list it wrote: the upsert returns its own row version.
      expect(productsOf(response.body)).toEqual(lists[index]);
    }
    const stored = productsOf((await get()).body);
    // Deep equality, not text: JSONB stores object keys in its own order.
    const matches = lists.filter((list) => isDeepStrictEqual(list, stored));
    expect(matches).toHaveLength(1);
  });
});

describe('browser protections', () => {
  it('allows the site origin cross-origin, with the headers the site sends', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/bb-wishlist',
      headers: {
        origin: 'http://localhost:8000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization,x-user-id',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8000');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('x-user-id');
    // Versioned writes: the site sends If-Match and reads the ETag cross-origin.
    const conditional = await app.inject({
      method: 'OPTIONS',
      url: '/bb-wishlist',
      headers: { origin: 'http://localhost:8000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'if-match' },
    });
    expect(String(conditional.headers['access-control-allow-headers']).toLowerCase()).toContain('if-match');
    const read = await app.inject({ method: 'GET', url: '/bb-wishlist', headers: { ...authHeaders(ALICE), origin: 'http://localhost:8000' } });
    expect(read.headers['access-control-allow-origin']).toBe('http://localhost:8000');
    expect(String(read.headers['access-control-expose-headers']).toLowerCase()).toContain('etag');
  });

  it('gives other origins no CORS grant', async () => {
    const response = await app.inject({ method: 'GET', url: '/bb-wishlist', headers: { ...authHeaders(ALICE), origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers', async () => {
    const response = await get();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('forbids caches from keeping a customer’s list, errors included', async () => {
    expect((await get()).headers['cache-control']).toBe('no-store');
    expect((await get({})).headers['cache-control']).toBe('no-store');
  });
});
