/**
 * Security headers for the served site. The Content-Security-Policy allows the site's own
 * origin and the Storefront API / checkout origins the pages call, and scripts from the site, the
 * origin of Shopify's Customer Privacy API (`scriptOrigins`) and the page's own inline scripts by
 * their hashes (`scriptHashes`, see inlineScripts.ts): no other inline script runs. Gatsby inlines
 * styles, hence 'unsafe-inline' for style-src. HSTS belongs to the production CDN (TLS), see
 * docs/DEPLOYMENT.md.
 */
export function securityHeaders(
  connectOrigins: readonly string[],
  scriptOrigins: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  const extra = connectOrigins.join(' ');
  const scripts = [...scriptHashes, ...scriptOrigins].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self' ${scripts}`.trim(),
      "style-src 'self' 'unsafe-inline'",
      // Shopify serves product images from its CDN when the site points at a real store.
      `img-src 'self' data: blob: https://cdn.shopify.com ${extra}`.trim(),
      `connect-src 'self' ${extra}`.trim(),
      "font-src 'self' data:",
      "media-src 'self' data: blob:",
      "worker-src 'self'",
      "manifest-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      `form-action 'self' ${extra}`.trim(),
      "object-src 'none'",
    ].join('; '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
