/** The pages' Content-Security-Policy lets Shopify's Customer Privacy API script load, and nothing else from elsewhere. */
import { securityHeaders } from '../../../scripts/lib/securityHeaders';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('Content-Security-Policy', () => {
  it("allows scripts from the privacy script's origin and keeps the Storefront API in connect-src", () => {
    const csp = securityHeaders(['http://localhost:8787', 'http://checkout.localhost:8787'], ['https://cdn.shopify.com'])['Content-Security-Policy'] ?? '';
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://cdn.shopify.com");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://localhost:8787 http://checkout.localhost:8787");
  });

  it('allows no other script origin when none is named', () => {
    const csp = securityHeaders([])['Content-Security-Policy'] ?? '';
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
  });

  it('allows inline scripts only by their hashes, never all of them', () => {
    const csp = securityHeaders([], ['https://cdn.shopify.com'], ["'sha256-abc='"])['Content-Security-Policy'] ?? '';
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc=' https://cdn.shopify.com");
  });
});
