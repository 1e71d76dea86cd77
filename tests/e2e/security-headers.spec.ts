/**
 * The site server's security and caching, in Chromium against the built site: every page runs its own
 * inline scripts under a Content-Security-Policy that names them by hash (no 'unsafe-inline'), so a
 * script injected into the page does not run; the hashed scripts and stylesheets the browser fetches
 * (gzip-encoded, as every browser asks) are cached for a year; and source maps stay private however
 * their path is spelled.
 * https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Content-Security-Policy/script-src
 */
import { expect, test } from './fixtures';

test('pages run their own inline scripts and no injected one; hashed assets are immutable', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const assets: Array<{ url: string; cache: string; encoding: string }> = [];
  page.on('response', async (response) => {
    if (/\/[^/]+[.-][0-9a-f]{10,}\.(?:js|css)$/.test(response.url())) {
      const headers = await response.allHeaders();
      assets.push({ url: response.url(), cache: headers['cache-control'] ?? '', encoding: headers['content-encoding'] ?? '' });
    }
  });

  const answer = await page.goto('/');
  const csp = (await answer?.allHeaders())?.['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // Hydrated (the fixture waits for it): Gatsby's inline start-up scripts ran.
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);

  // An inline script that is not the page's own (say, injected through a bad HTML field) is refused.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual(['script-src-elem inline']);

  expect(assets.some((a) => a.url.endsWith('.js'))).toBe(true);
  expect(assets.some((a) => a.url.endsWith('.css'))).toBe(true);
  // Most come gzip-encoded (the build keeps .gz copies of all but the smallest files): those are the
  // answers that used to revalidate on every visit.
  expect(assets.filter((a) => a.encoding === 'gzip').length).toBeGreaterThan(assets.length / 2);
  for (const asset of assets) expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
});

test('source maps and build statistics answer 404 however the path is spelled', async ({ page, request }) => {
  await page.goto('/');
  const app = await page.evaluate(() => [...document.scripts].map((s) => s.src).find((src) => /\/app-[0-9a-f]+\.js$/.test(src)) ?? '');
  expect(app).not.toBe('');
  const name = new URL(app).pathname;
  for (const path of [`${name}.m%61p`, `${name}%2Emap`, `/collections/..${name}.map`, '/webpack.stats.jso%6E', '/webpack%2Estats.json', '/chunk-map.js%6Fn']) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status(), path).toBe(404);
  }
});
