/**
 * Hostile request bodies (issue 19): each answers a 400/413 naming the rule and its limit, stores
 * nothing, and leaves the service healthy — the database included (a deeply nested JSONB value used to
 * break the embedded database until a restart).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db';
import { ALICE, authHeaders, createTestDatabase, item, productsOf, startService, type TestDatabase } from './helpers';

let store: TestDatabase;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  store = await createTestDatabase();
  db = await store.open();
  app = await startService(db);
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await store?.cleanup();
});

beforeEach(async () => {
  await db.query('DELETE FROM wishlists');
  await db.query('DELETE FROM form_submissions');
});

const postWishlist = (payload: string) =>
  app.inject({ method: 'POST', url: '/bb-wishlist', headers: { ...authHeaders(ALICE), 'content-type': 'application/json' }, payload });
const postForm = (form: string, payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: `/api/forms/${form}`, headers: { 'content-type': contentType }, payload });
const readList = async () =>
  productsOf((await app.inject({ method: 'GET', url: '/bb-wishlist', headers: authHeaders(ALICE) })).body);
const formRows = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM form_submissions')).rows[0]?.n;

async function expectHealthy() {
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  // And the database still stores and reads.
  const write = await postWishlist(JSON.stringify([item('after')]));
  expect(write.statusCode).toBe(200);
  expect(await readList()).toEqual([item('after')]);
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON nesting depth', () => {
  it('answers 400 to a wishlist nested 3,000 deep, and the service (and its database) stay healthy', async () => {
    const payload = `[{"handle":"deep","variants":[{"id":"v"}],"extra":${nested(3000)}}]`;
    const response = await postWishlist(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/nests deeper than 32 levels/);
    await expectHealthy();
  });

  it('answers 400 to a deeply nested form body', async () => {
    const response = await postForm('newsletter-sign-up', `{"email":"a@b.co","x":${nested(100)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/nests deeper than 32 levels/);
    expect(await formRows()).toBe(0);
  });

  it('accepts ordinary nesting (extra fields a few levels deep)', async () => {
    const list = [item('ok', { extra: { a: { b: { c: [1, [2, [3]]] } } } })];
    expect((await postWishlist(JSON.stringify(list))).statusCode).toBe(200);
    expect(await readList()).toEqual(list);
  });
});

describe('string content', () => {
  it.each([
    ['a NUL character', '"bad\\u0000title"'],
    ['a lone high surrogate', '"bad\\ud800title"'],
    ['a lone low surrogate', '"\\udc00"'],
  ])('answers 400 to a wishlist with %s, naming the rule', async (_name, title) => {
    await postWishlist(JSON.stringify([item('kept')]));
    const response = await postWishlist(`[{"handle":"x","title":${title},"variants":[{"id":"v"}]}]`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/NUL characters or unpaired surrogates/);
    expect(response.json().message).toMatch(/\[0\]\.title/);
    expect(await readList()).toEqual([item('kept')]);
    await expectHealthy();
  });

  it('checks keys too', async () => {
    const response = await postWishlist('[{"handle":"x","variants":[{"id":"v"}],"bad\\u0000key":1}]');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/NUL characters or unpaired surrogates/);
  });

  it('answers 400 to NUL in a JSON or an urlencoded form, storing nothing', async () => {
    const json = await postForm('contact-us', JSON.stringify({ name: 'Sam', email: 'sam@example.com', message: 'hi\u0000there' }));
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/message: .*NUL characters or unpaired surrogates/);
    const urlencoded = await postForm('contact-us', 'name=Sam&email=sam%40example.com&message=hi%00there', 'application/x-www-form-urlencoded');
    expect(urlencoded.statusCode).toBe(400);
    expect(urlencoded.json().message).toMatch(/NUL characters/);
    expect(await formRows()).toBe(0);
    await expectHealthy();
  });

  it('keeps paired surrogates (emoji) as sent', async () => {
    const list = [item('emoji', { title: 'Sunset 🌅 set' })];
    expect((await postWishlist(JSON.stringify(list))).statusCode).toBe(200);
    expect(await readList()).toEqual(list);
  });
});

describe('prototype keys', () => {
  it.each([
    ['__proto__', '[{"handle":"x","variants":[{"id":"v"}],"__proto__":{"admin":true}}]'],
    ['constructor', '[{"handle":"x","variants":[{"id":"v","constructor":{"prototype":{"admin":true}}}]}]'],
  ])('answers 400 to a %s key, saying so (not "not valid JSON")', async (key, payload) => {
    const response = await postWishlist(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`"${key}"`));
    expect(response.json().message).not.toMatch(/not valid JSON/);
    expect(await readList()).toEqual([]);
  });

  it('answers 400 to a __proto__ field in an urlencoded form', async () => {
    const response = await postForm('newsletter-sign-up', 'email=sam%40example.com&__proto__=x', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/"__proto__"/);
    expect(await formRows()).toBe(0);
  });
});

describe('body size', () => {
  it('tells a 70 KB form the form limit (64 KB), not the wishlist’s', async () => {
    const body = new URLSearchParams({ email: 'sam@example.com', name: 'Sam', message: 'x'.repeat(70_000) }).toString();
    for (const [payload, type] of [
      [body, 'application/x-www-form-urlencoded'],
      [JSON.stringify({ email: 'sam@example.com', name: 'Sam', message: 'x'.repeat(70_000) }), 'application/json'],
    ] as const) {
      const response = await postForm('contact-us', payload, type);
      expect(response.statusCode, type).toBe(413);
      expect(response.json().message, type).toMatch(/larger than 64 KB/);
    }
  });

  it('tells a 300 KB wishlist the wishlist limit (256 KB)', async () => {
    const response = await postWishlist(JSON.stringify([item('big', { extra: 'x'.repeat(300_000) })]));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/larger than 256 KB/);
  });
});
