/**
 * The cart's checkoutUrl is opened on the checkout sub-domain. Path, query and
 * fragment stay; the host becomes `checkoutHost`. `*.localhost` (the local storefront) speaks plain
 * http; every real host is https.
 */
export function checkoutUrlOnHost(checkoutUrl: string, checkoutHost: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(checkoutUrl);
  } catch {
    return null;
  }
  const host = checkoutHost.trim().toLowerCase();
  if (!/^[a-z0-9.-]+(:\d+)?$/.test(host)) return null;
  const hostname = host.replace(/:\d+$/, '');
  const protocol = hostname === 'localhost' || hostname.endsWith('.localhost') ? 'http:' : 'https:';
  return `${protocol}//${host}${parsed.pathname}${parsed.search}${parsed.hash}`;
}
