/**
 * The Storefront API and monorail on the site's own origin, as Hydrogen's proxy of standard routes
 * does (shopify.dev/docs/storefronts/headless/hydrogen/migrate/cookies-custom-setup): the body, the
 * token, cookies and the buyer's address go to the store; status, body, Server-Timing, the API version
 * and the store's cookies (now the site's) come back.
 */
import http, { type IncomingMessage } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildSiteServer } from '../../../scripts/lib/siteServer';
import Fastify from 'fastify';
import { MONORAIL_PATH, rewriteSetCookie, storefrontDevProxy, storefrontProxy, STOREFRONT_PROXY_MAX_BODY_BYTES } from '../../../scripts/lib/storefrontProxy';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let store: http.Server;
let storeOrigin: string;
let seen: Seen[] = [];
let delayMs = 0;
let dir: string;

beforeAll(async () => {
  store = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      setTimeout(() => {
        if (req.url === MONORAIL_PATH) {
          res.writeHead(207, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ result: [{ status: 200, message: 'ok' }] }));
          return;
        }
        res.writeHead(req.method === 'OPTIONS' ? 204 : 200, {
          'content-type': 'application/json',
          'server-timing': '_y;desc="y-1", _s;desc="s-1"',
          'x-shopify-api-version': '2025-07',
          'x-powered-by': 'the store',
          'set-cookie': ['_shopify_analytics=abc; Domain=store.example; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax', '_tracking_consent=x; domain=.store.example; Path=/'],
        });
        res.end(req.method === 'OPTIONS' ? '' : JSON.stringify({ data: { shop: { name: 'Blue Bay' } } }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  storeOrigin = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
  dir = await mkdtemp(path.join(os.tmpdir(), 'bb-sfproxy-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
});

afterAll(async () => {
  await new Promise((resolve) => store.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  seen = [];
  delayMs = 0;
});

const query = JSON.stringify({ query: '{ shop { name } }' });

describe('site server: Storefront API on the same origin', () => {
  it('passes the body, token, cookies and client address to the store and returns its answer and cookies for the site', async () => {
    // A shop service behind /api/* must not take the Storefront API's path.
    const app = await buildSiteServer({ publicDir: dir, storeOrigin, serviceUrl: 'http://127.0.0.1:1', trustProxy: true });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/2025-07/graphql.json',
        payload: query,
        headers: {
          'content-type': 'application/json',
          'x-shopify-storefront-access-token': 'public-token',
          cookie: '_shopify_analytics=abc; localization=DE',
          'x-forwarded-for': '203.0.113.9',
          authorization: 'Bearer not-for-the-store',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { shop: { name: 'Blue Bay' } } });
      expect(response.headers['server-timing']).toBe('_y;desc="y-1", _s;desc="s-1"');
      expect(response.headers['x-shopify-api-version']).toBe('2025-07');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['set-cookie']).toEqual([
        '_shopify_analytics=abc; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax',
        '_tracking_consent=x; Path=/',
      ]);
      const [request] = seen;
      expect(request).toMatchObject({ method: 'POST', url: '/api/2025-07/graphql.json', body: query });
      expect(request?.headers['x-shopify-storefront-access-token']).toBe('public-token');
      expect(request?.headers.cookie).toBe('_shopify_analytics=abc; localization=DE');
      expect(request?.headers['x-forwarded-for']).toBe('203.0.113.9');
      expect(request?.headers.authorization).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('forwards any version segment, unstable included, and preflight requests', async () => {
    const app = await buildSiteServer({ publicDir: dir, storeOrigin });
    try {
      const unstable = await app.inject({ method: 'POST', url: '/api/unstable/graphql.json', payload: query, headers: { 'content-type': 'application/json' } });
      expect(unstable.statusCode).toBe(200);
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/2026-04/graphql.json',
        headers: { origin: 'http://localhost:8000', 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /api/unstable/graphql.json', 'OPTIONS /api/2026-04/graphql.json']);
      expect(seen[1]?.headers['access-control-request-method']).toBe('POST');
      const notAVersion = await app.inject({ method: 'POST', url: '/api/latest/graphql.json', payload: query, headers: { 'content-type': 'application/json' } });
      expect(notAVersion.statusCode).toBe(404);
      expect(seen).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it("posts monorail batches (sent as text/plain) to the store and returns its multi-status answer", async () => {
    const app = await buildSiteServer({ publicDir: dir, storeOrigin });
    try {
      const batch = JSON.stringify({ events: [], metadata: { event_sent_at_ms: 1 } });
      const response = await app.inject({ method: 'POST', url: MONORAIL_PATH, payload: batch, headers: { 'content-type': 'text/plain' } });
      expect(response.statusCode).toBe(207);
      expect(response.json()).toEqual({ result: [{ status: 200, message: 'ok' }] });
      expect(seen[0]).toMatchObject({ url: MONORAIL_PATH, body: batch });
      expect(seen[0]?.headers['content-type']).toBe('text/plain');
    } finally {
      await app.close();
    }
  });

  it('refuses an oversized body with 413 and a message, without calling the store', async () => {
    const app = await buildSiteServer({ publicDir: dir, storeOrigin });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/2025-07/graphql.json',
        payload: JSON.stringify({ query: 'x'.repeat(STOREFRONT_PROXY_MAX_BODY_BYTES) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().errors[0].message).toMatch(/too large/);
      expect(seen).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('answers 502 when the store is down and 504 when it is too slow, each with a message', async () => {
    const down = await buildSiteServer({ publicDir: dir, storeOrigin: 'http://127.0.0.1:1' });
    try {
      const response = await down.inject({ method: 'POST', url: '/api/2025-07/graphql.json', payload: query, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(502);
      expect(response.json().errors[0].message).toMatch(/did not answer/);
    } finally {
      await down.close();
    }
    const slow = Fastify();
    await slow.register(storefrontProxy, { storeOrigin, timeoutMs: 100 });
    delayMs = 1_000;
    try {
      const response = await slow.inject({ method: 'POST', url: '/api/2025-07/graphql.json', payload: query, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(504);
      expect(response.json().errors[0].message).toMatch(/did not answer within/);
    } finally {
      await slow.close();
    }
  });
});

describe('npm run develop: the same routes through Gatsby’s middleware', () => {
  it('answers the Storefront API and monorail from the store and leaves other paths to the next middleware', async () => {
    const middleware = storefrontDevProxy(storeOrigin);
    const site = http.createServer((req, res) =>
      middleware(req, res, () => {
        res.writeHead(418);
        res.end('next');
      }),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    try {
      const response = await fetch(`${origin}/api/2025-07/graphql.json`, {
        method: 'POST',
        body: query,
        headers: { 'content-type': 'application/json', cookie: 'a=b' },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { shop: { name: 'Blue Bay' } } });
      expect(response.headers.get('server-timing')).toContain('_y;desc="y-1"');
      expect(response.headers.getSetCookie()[0]).toBe('_shopify_analytics=abc; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax');
      expect(seen[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
      const monorail = await fetch(`${origin}${MONORAIL_PATH}`, { method: 'POST', body: '{"events":[]}', headers: { 'content-type': 'text/plain' } });
      expect(monorail.status).toBe(207);
      expect((await fetch(`${origin}/api/forms/contact`, { method: 'POST', body: '{}' })).status).toBe(418);
      const tooLarge = await fetch(`${origin}${MONORAIL_PATH}`, { method: 'POST', body: 'x'.repeat(100 * 1024) });
      expect(tooLarge.status).toBe(413);
      expect(seen).toHaveLength(2);
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });
});

describe('rewriteSetCookie', () => {
  it('drops only the Domain attribute, whatever its case', () => {
    expect(rewriteSetCookie('a=b; Domain=shop.example; Secure; HttpOnly')).toBe('a=b; Secure; HttpOnly');
    expect(rewriteSetCookie('a=b;DOMAIN=.x;Path=/')).toBe('a=b;Path=/');
    expect(rewriteSetCookie('domain=value; Path=/')).toBe('domain=value; Path=/');
  });
});
