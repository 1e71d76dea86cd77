import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import config from '../../gatsby-config';
import {
  SHOP_SERVICE_PROXY_ENV,
  isShopServicePath,
  shopServiceProxy,
  type Middleware,
} from '../../scripts/lib/shopServiceProxy';
import { WISHLIST_PATH } from '../../src/config/wishlist';

// `npm run develop` serves the pages from Gatsby's development server and the wishlist and forms from
// the shop service beside it: these check the forwarding that joins them on one origin.

interface Seen {
  method: string;
  url: string;
  body: string;
  authorization: string | undefined;
  forwardedFor: string | undefined;
}

const servers: http.Server[] = [];

async function listen(server: http.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Stands in for the shop service: records what reached it and answers 201 with JSON. */
async function fakeService(seen: Seen[]): Promise<string> {
  return listen(
    http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({
          method: req.method ?? '',
          url: req.url ?? '',
          body,
          authorization: req.headers.authorization,
          forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
        });
        res.writeHead(201, { 'content-type': 'application/json', etag: '"v2"' });
        res.end(JSON.stringify({ ok: true }));
      });
    }),
  );
}

/** Stands in for Gatsby's server: the middleware first, then "the page". */
async function developServer(middleware: Middleware): Promise<string> {
  return listen(
    http.createServer((req, res) =>
      middleware(req, res, () => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<p>page</p>');
      }),
    ),
  );
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('isShopServicePath', () => {
  it('takes the service prefixes and what is under them, and nothing that merely starts alike', () => {
    expect(isShopServicePath(WISHLIST_PATH)).toBe(true);
    expect(isShopServicePath(`${WISHLIST_PATH}?x=1`)).toBe(true);
    expect(isShopServicePath('/api/forms/contact-us')).toBe(true);
    expect(isShopServicePath('/apiary/')).toBe(false);
    expect(isShopServicePath(`${WISHLIST_PATH}s/`)).toBe(false);
    fc.assert(
      fc.property(fc.webPath(), (rest) => {
        const page = `/products${rest.startsWith('/') ? rest : `/${rest}`}`;
        expect(isShopServicePath(page)).toBe(false);
        expect(isShopServicePath(`/api/${rest.replace(/^\/+/, '')}`)).toBe(true);
      }),
    );
  });
});

describe('the develop server', () => {
  it('forwards wishlist and form requests to the shop service, with method, body and credentials', async () => {
    const seen: Seen[] = [];
    const site = await developServer(shopServiceProxy(await fakeService(seen)));

    const saved = await fetch(`${site}${WISHLIST_PATH}`, {
      method: 'POST',
      // A client cannot choose the address the service's rate limits count it under.
      headers: { authorization: 'Bearer t', 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify([{ handle: 'marina-top' }]),
    });
    expect(saved.status).toBe(201);
    expect(saved.headers.get('etag')).toBe('"v2"');
    await fetch(`${site}/api/forms/contact-us`, { method: 'POST', body: 'email=a%40b.co' });

    expect(seen).toEqual([
      { method: 'POST', url: WISHLIST_PATH, body: '[{"handle":"marina-top"}]', authorization: 'Bearer t', forwardedFor: '127.0.0.1' },
      { method: 'POST', url: '/api/forms/contact-us', body: 'email=a%40b.co', authorization: undefined, forwardedFor: '127.0.0.1' },
    ]);
  });

  it('leaves pages to Gatsby', async () => {
    const seen: Seen[] = [];
    const site = await developServer(shopServiceProxy(await fakeService(seen)));
    const page = await fetch(`${site}/collections/swim/`);
    expect(await page.text()).toBe('<p>page</p>');
    expect(seen).toEqual([]);
  });

  it('answers 502 with a message when the shop service is not running', async () => {
    const stopped = await listen(http.createServer());
    await new Promise((resolve) => servers.pop()?.close(resolve));
    const site = await developServer(shopServiceProxy(stopped));
    const answer = await fetch(`${site}/api/health`);
    expect(answer.status).toBe(502);
    expect(((await answer.json()) as { message: string }).message).toMatch(/shop service .* did not answer/);
  });

  it('is what gatsby-config registers when scripts/develop.ts names the service', async () => {
    const seen: Seen[] = [];
    const registered: Middleware[] = [];
    const app = { use: (middleware: Middleware) => registered.push(middleware) };

    delete process.env[SHOP_SERVICE_PROXY_ENV];
    config.developMiddleware?.(app);
    // Without a service only the Storefront API's own proxy (storefrontProxy.test.ts) is there.
    expect(registered).toHaveLength(1);
    registered.length = 0;

    process.env[SHOP_SERVICE_PROXY_ENV] = await fakeService(seen);
    try {
      config.developMiddleware?.(app);
    } finally {
      delete process.env[SHOP_SERVICE_PROXY_ENV];
    }
    expect(registered).toHaveLength(2);
    const site = await developServer(registered[1] as Middleware);
    expect((await fetch(`${site}/api/health`)).status).toBe(201);
    expect(seen.map((s) => s.url)).toEqual(['/api/health']);
  });
});
