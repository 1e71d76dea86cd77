/**
 * The site server's answers (issue 19): the site's security headers on every HTML answer — pages,
 * 404s, error pages, HTML under /api/ — and no source maps or build statistics in production.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { buildSiteServer, findRedirect, isBuildArtifact, isHashedAsset, normalizePath, withQuery } from '../../../scripts/lib/siteServer';

let dir: string;
let publicDir: string;

const PAGE_PATH_SCRIPT = 'window.pagePath="/with-scripts/";';
const FLAG_SCRIPT = 'document.documentElement.setAttribute("data-x","")';
const WITH_SCRIPTS =
  `<!doctype html><title>Scripts</title><script>${PAGE_PATH_SCRIPT}</script>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script><script src="/app-0123456789abcdef.js"></script>` +
  `<script>${FLAG_SCRIPT}</script>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSrc = (csp: unknown) => String(csp).split('; ').find((d) => d.startsWith('script-src')) ?? '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bb-site-'));
  publicDir = path.join(dir, 'public');
  await mkdir(path.join(publicDir, 'api', 'docs'), { recursive: true });
  await writeFile(path.join(publicDir, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(path.join(publicDir, '404.html'), '<!doctype html><title>Not found</title>');
  await writeFile(path.join(publicDir, 'api', 'docs', 'index.html'), '<!doctype html><title>API page</title>');
  await writeFile(path.join(publicDir, 'app-0123456789abcdef.js'), 'console.log(1)');
  await writeFile(path.join(publicDir, 'app-0123456789abcdef.js.gz'), gzipSync('console.log(1)'));
  await writeFile(path.join(publicDir, 'app.0123456789abcdef0123.css'), 'body{}');
  await writeFile(path.join(publicDir, 'app.0123456789abcdef0123.css.gz'), gzipSync('body{}'));
  await writeFile(path.join(publicDir, 'sw.js'), 'self.skipWaiting()');
  await writeFile(path.join(publicDir, 'sw.js.gz'), gzipSync('self.skipWaiting()'));
  await mkdir(path.join(publicDir, 'with-scripts'), { recursive: true });
  await writeFile(path.join(publicDir, 'with-scripts', 'index.html'), WITH_SCRIPTS);
  await writeFile(path.join(publicDir, 'with-scripts', 'index.html.gz'), gzipSync(WITH_SCRIPTS));
  await writeFile(path.join(publicDir, 'app-0123456789abcdef.js.map'), '{"version":3}');
  await writeFile(path.join(publicDir, 'webpack.stats.json'), '{}');
  await writeFile(path.join(publicDir, 'chunk-map.json'), '{}');
  await mkdir(path.join(publicDir, 'collections', 'all'), { recursive: true });
  await writeFile(path.join(publicDir, 'collections', 'all', 'index.html'), '<!doctype html><title>All</title>');
  await mkdir(path.join(publicDir, 'my-cart'), { recursive: true });
  await writeFile(path.join(publicDir, 'my-cart', 'index.html'), '<!doctype html><title>Cart</title>');
  await mkdir(path.join(publicDir, 'Mixed'), { recursive: true });
  await writeFile(path.join(publicDir, 'Mixed', 'index.html'), '<!doctype html><title>Mixed</title>');
  await writeFile(
    path.join(dir, 'redirects.json'),
    JSON.stringify([
      { fromPath: '/cart/', toPath: '/my-cart/', isPermanent: true, ignoreCase: true, redirectInBrowser: true },
      { fromPath: '/pages/size-guide', toPath: '/blue-bay-size-guide/', isPermanent: true, ignoreCase: true },
      { fromPath: '/sale-now/', toPath: '/collections/all/?sort=price-asc', isPermanent: false },
    ]),
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const expectSiteHeaders = (headers: Record<string, unknown>, what: string) => {
  expect(headers['content-security-policy'], what).toMatch(/frame-ancestors 'none'/);
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
};

describe('security headers on every HTML answer', () => {
  it('covers pages, 404s, HTML under /api/ and error pages', async () => {
    const app = await buildSiteServer({ publicDir });
    try {
      for (const url of ['/', '/no-such-page/', '/api/docs/', '/api/nothing-here', '/%E0%A4%A']) {
        const response = await app.inject({ method: 'GET', url });
        expect(String(response.headers['content-type']), url).toMatch(/^text\/html/);
        expectSiteHeaders(response.headers, url);
      }
    } finally {
      await app.close();
    }
  });

  it('covers HTML coming back from the shop service’s paths', async () => {
    // A service (or anything behind those paths) answering HTML: the page must not be frameable.
    const upstream = http.createServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<h1>upstream error page</h1>');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const app = await buildSiteServer({ publicDir, serviceUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(500);
      expectSiteHeaders(response.headers, '/api/health');
    } finally {
      await app.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });

  it('answers 502 in the service’s error shape when the service is down', async () => {
    const app = await buildSiteServer({ publicDir, serviceUrl: 'http://127.0.0.1:1' });
    try {
      const response = await app.inject({ method: 'GET', url: '/bb-wishlist' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ statusCode: 502, error: 'Bad Gateway' });
      expect(response.headers['cache-control']).toBe('no-store');
      // The site itself is unaffected.
      expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('build artifacts', () => {
  it('are not served in production: source maps, webpack.stats.json and chunk-map.json answer 404', async () => {
    const app = await buildSiteServer({ publicDir });
    try {
      for (const url of ['/app-0123456789abcdef.js.map', '/webpack.stats.json', '/chunk-map.json', '/app-0123456789abcdef.js.map?x=1']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toContain('Not found');
      }
      expect((await app.inject({ method: 'GET', url: '/app-0123456789abcdef.js' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('are served for local debugging when asked (SERVE_BUILD_ARTIFACTS=true)', async () => {
    const app = await buildSiteServer({ publicDir, serveBuildArtifacts: true });
    try {
      expect((await app.inject({ method: 'GET', url: '/app-0123456789abcdef.js.map' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/webpack.stats.json' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  // The static server decodes the path; the deny rule must read the same path (percent-escapes,
  // dot segments and doubled slashes are all other spellings of the same file).
  it('stay private however the path is spelled', async () => {
    const app = await buildSiteServer({ publicDir });
    try {
      const spellings = [
        '/app-0123456789abcdef.js.m%61p',
        '/app-0123456789abcdef.js%2Emap',
        '/app-0123456789abcdef.js.MAP',
        '/webpack.stats.jso%6E',
        '/webpack%2Estats.json',
        '/chunk-map.js%6Fn',
        '/collections/../app-0123456789abcdef.js.map',
        '/collections/%2E%2E/webpack.stats.json',
        '//app-0123456789abcdef.js.map',
        '/./chunk-map.json',
      ];
      for (const url of spellings) {
        for (const encoding of ['identity', 'gzip']) {
          const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
          expect(response.statusCode, `${url} (${encoding})`).not.toBe(200);
          expect(response.body, url).not.toContain('"version":3');
        }
      }
    } finally {
      await app.close();
    }
  });

  it('normalises a path as the static server reads it', () => {
    expect(normalizePath('/a/%2E%2E/b.js.m%61p')).toBe('/b.js.map');
    expect(normalizePath('//x///y/./z')).toBe('/x/y/z');
    expect(normalizePath('/../../etc/passwd')).toBe('/etc/passwd');
    expect(normalizePath('/%E0%A4%A')).toBeNull();
  });

  it('are recognised by name only', () => {
    expect(isBuildArtifact('/static/x.css.map')).toBe(true);
    expect(isBuildArtifact('/page-data/app-data.json')).toBe(false);
    expect(isBuildArtifact('/sitemap/map/')).toBe(false);
  });
});

describe('redirects answered by the server', () => {
  const site = () => buildSiteServer({ publicDir, redirectsFile: path.join(dir, 'redirects.json') });

  it('answers the build’s redirects with 301 or 302, keeping the query, with or without the trailing slash', async () => {
    const app = await site();
    try {
      const cart = await app.inject({ method: 'GET', url: '/cart/?ref=mail' });
      expect(cart.statusCode).toBe(301);
      expect(cart.headers.location).toBe('/my-cart/?ref=mail');
      expect((await app.inject({ method: 'GET', url: '/cart' })).headers.location).toBe('/my-cart/');
      expect((await app.inject({ method: 'GET', url: '/CART/' })).headers.location).toBe('/my-cart/');
      expect((await app.inject({ method: 'GET', url: '/pages/size-guide/' })).headers.location).toBe('/blue-bay-size-guide/');
      const sale = await app.inject({ method: 'GET', url: '/sale-now/?utm=x' });
      expect(sale.statusCode).toBe(302);
      expect(sale.headers.location).toBe('/collections/all/?sort=price-asc&utm=x');
      // Only reading requests are redirected.
      expect((await app.inject({ method: 'POST', url: '/cart/' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers Shopify’s addresses with 301 to the site’s page when it exists (issue 31 item 9)', async () => {
    await mkdir(path.join(publicDir, 'contact-us'), { recursive: true });
    await writeFile(path.join(publicDir, 'contact-us', 'index.html'), '<!doctype html><title>Contact</title>');
    await mkdir(path.join(publicDir, 'user-account', 'shipping-address'), { recursive: true });
    await writeFile(path.join(publicDir, 'user-account', 'index.html'), '<!doctype html><title>Account</title>');
    await writeFile(path.join(publicDir, 'user-account', 'shipping-address', 'index.html'), '<!doctype html><title>Addresses</title>');
    const app = await site();
    try {
      const page = await app.inject({ method: 'GET', url: '/pages/contact-us?utm_source=mail' });
      expect(page.statusCode).toBe(301);
      expect(page.headers.location).toBe('/contact-us/?utm_source=mail');
      expect((await app.inject({ method: 'GET', url: '/account/login' })).headers.location).toBe('/user-account/');
      expect((await app.inject({ method: 'GET', url: '/account/addresses/' })).headers.location).toBe('/user-account/shipping-address/');
      // No page of that handle: the shopper gets the 404 page, not a redirect to nowhere.
      expect((await app.inject({ method: 'GET', url: '/pages/no-such-page' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('sends an address with capitals to its lower-case page with 301, keeping the query', async () => {
    const app = await site();
    try {
      const upper = await app.inject({ method: 'GET', url: '/Collections/All/?size=M' });
      expect(upper.statusCode).toBe(301);
      expect(upper.headers.location).toBe('/collections/all/?size=M');
      expect((await app.inject({ method: 'GET', url: '/COLLECTIONS/ALL' })).headers.location).toBe('/collections/all/');
      expect((await app.inject({ method: 'GET', url: '/collections/all/' })).statusCode).toBe(200);
      // A page whose own address has capitals is served as it is; nothing lower-case → the 404 page.
      expect((await app.inject({ method: 'GET', url: '/Mixed/' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/No-Such-Page/' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/%2E%2E/Etc/' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('matches paths and joins queries', () => {
    const list = [{ fromPath: '/a/', toPath: '/b/', isPermanent: true }, { fromPath: '/t', toPath: '/u/', statusCode: 307 }];
    expect(findRedirect(list, '/a')).toEqual({ location: '/b/', status: 301 });
    expect(findRedirect(list, '/A/')).toBeNull();
    expect(findRedirect(list, '/t/')).toEqual({ location: '/u/', status: 307 });
    expect(withQuery('/x/?a=1#top', 'b=2')).toBe('/x/?a=1&b=2#top');
    expect(withQuery('/x/', '')).toBe('/x/');
  });
});

describe('caching', () => {
  const cacheControl = async (url: string, encoding: string) => {
    const app = await buildSiteServer({ publicDir });
    try {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode, url).toBe(200);
      return { cache: response.headers['cache-control'], encoding: response.headers['content-encoding'] };
    } finally {
      await app.close();
    }
  };

  it('keeps every hashed script and stylesheet for a year, compressed or not', async () => {
    for (const url of ['/app-0123456789abcdef.js', '/app.0123456789abcdef0123.css']) {
      expect(await cacheControl(url, 'identity'), url).toEqual({ cache: 'public, max-age=31536000, immutable', encoding: undefined });
      expect(await cacheControl(url, 'gzip, deflate, br'), url).toEqual({ cache: 'public, max-age=31536000, immutable', encoding: 'gzip' });
    }
  });

  it('revalidates pages and the service worker, compressed or not', async () => {
    for (const url of ['/with-scripts/', '/sw.js']) {
      for (const encoding of ['identity', 'gzip']) {
        expect((await cacheControl(url, encoding)).cache, `${url} ${encoding}`).toBe('public, max-age=0, must-revalidate');
      }
    }
  });

  it('tells hashed file names from others', () => {
    expect(isHashedAsset('component---src-pages-index-tsx.35b2b1d5cc074fce8acd.css.gz')).toBe(true);
    expect(isHashedAsset('webpack-runtime-5b0bdf1d36c9e9e1c4cf.js.br')).toBe(true);
    expect(isHashedAsset('static/logo.png')).toBe(true);
    expect(isHashedAsset('sw.js.gz')).toBe(false);
    expect(isHashedAsset('index.html.gz')).toBe(false);
    expect(isHashedAsset('page-data/app-data.json')).toBe(false);
  });
});

// https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Content-Security-Policy/script-src#unsafe_inline_script
describe('inline scripts', () => {
  it("allows a page's own inline scripts by their hashes and no other inline script", async () => {
    const app = await buildSiteServer({ publicDir, scriptOrigins: ['https://cdn.shopify.com'] });
    try {
      for (const encoding of ['identity', 'gzip']) {
        const response = await app.inject({ method: 'GET', url: '/with-scripts/', headers: { 'accept-encoding': encoding } });
        const directive = scriptSrc(response.headers['content-security-policy']);
        expect(directive, encoding).toBe(`script-src 'self' ${sha256(PAGE_PATH_SCRIPT)} ${sha256(FLAG_SCRIPT)} https://cdn.shopify.com`);
        expect(directive).not.toContain('unsafe-inline');
      }
    } finally {
      await app.close();
    }
  });

  it('gives the 404 page and client-only routes the hashes of the page they serve', async () => {
    await writeFile(path.join(dir, 'match-paths.json'), JSON.stringify([{ path: '/with-scripts/', matchPath: '/scripted/*' }]));
    const app = await buildSiteServer({ publicDir, matchPathsFile: path.join(dir, 'match-paths.json') });
    try {
      const clientOnly = await app.inject({ method: 'GET', url: '/scripted/anything' });
      expect(scriptSrc(clientOnly.headers['content-security-policy'])).toContain(sha256(PAGE_PATH_SCRIPT));
      const missing = await app.inject({ method: 'GET', url: '/no-such-page/' });
      expect(missing.statusCode).toBe(404);
      expect(scriptSrc(missing.headers['content-security-policy'])).toBe("script-src 'self'");
    } finally {
      await app.close();
    }
  });
});
