/**
 * The offline page: what a shopper sees when opening a page this device has not saved yet
 * while there is no connection. Self-contained (inline styles, one small script) because nothing
 * else may be reachable; the colours are the site's design tokens.
 */
import { ROUTES, SHOP_NAME } from '../../../src/config/site';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function offlinePageHtml(shopName: string = SHOP_NAME): string {
  const name = escapeHtml(shopName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>You’re offline | ${name}</title>
<style>
  :root { color-scheme: light; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px; box-sizing: border-box;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    color: #132a3a; background: #eef7f8; }
  main { max-width: 30rem; background: #fff; border-radius: 10px; padding: 32px; box-shadow: 0 6px 24px rgb(19 42 58 / 12%); }
  p.brand { margin: 0 0 8px; font-size: 0.85rem; letter-spacing: 0.12em; text-transform: uppercase; color: #0f6f8f; }
  h1 { margin: 0 0 12px; font-family: 'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif; font-size: 2rem; }
  p { line-height: 1.55; color: #3d5566; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 24px; }
  button, a { display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box; font: inherit; font-weight: 600; line-height: 1.2; border-radius: 999px; padding: 12px 22px; min-height: 44px; cursor: pointer; text-decoration: none; }
  button { border: 0; background: #0f6f8f; color: #fff; }
  button:hover { background: #0a5068; }
  a { border: 2px solid #0f6f8f; color: #0a5068; background: #fff; }
  button:focus-visible, a:focus-visible { outline: none; box-shadow: 0 0 0 3px #fff, 0 0 0 5px #0f6f8f; }
</style>
</head>
<body>
<main>
  <p class="brand">${name}</p>
  <h1>You’re offline</h1>
  <p>This page hasn’t been saved on this device yet, so it needs a connection. Pages you have already visited still open, and your cart and wishlist are kept until you’re back online.</p>
  <div class="actions">
    <button type="button" id="retry">Try again</button>
    <a href="${ROUTES.home}">Go to the home page</a>
  </div>
</main>
<script>
  // Once the shopper is leaving (a link, Try again, the address bar), the connection coming back must
  // not reload this page: the reload would cancel the page they chose. Back from the history cache,
  // they are here again.
  var leaving = false;
  window.addEventListener('beforeunload', function () { leaving = true; });
  window.addEventListener('pageshow', function () { leaving = false; });
  document.getElementById('retry').addEventListener('click', function () { location.reload(); });
  // Reload only while the browser reports a connection.
  window.addEventListener('online', function () { if (navigator.onLine && !leaving) location.reload(); });
</script>
</body>
</html>
`;
}
