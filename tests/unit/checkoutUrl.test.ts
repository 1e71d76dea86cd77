import fc from 'fast-check';
import { checkoutUrlOnHost } from '../../src/lib/checkoutUrl';

describe('checkoutUrlOnHost', () => {
  it('moves a Shopify checkout to the checkout sub-domain over https, keeping path and query', () => {
    expect(checkoutUrlOnHost('https://blue-bay.myshopify.com/cart/c/Z2NwLXVz?key=abc', 'checkout.bluebayswim.com')).toBe(
      'https://checkout.bluebayswim.com/cart/c/Z2NwLXVz?key=abc',
    );
  });

  it('uses plain http for the local storefront on *.localhost', () => {
    expect(checkoutUrlOnHost('http://localhost:8787/checkouts/cn/tok1?key=k', 'checkout.localhost:8787')).toBe(
      'http://checkout.localhost:8787/checkouts/cn/tok1?key=k',
    );
  });

  it('gives null for an unreadable checkout URL or host', () => {
    expect(checkoutUrlOnHost('not a url', 'checkout.localhost:8787')).toBeNull();
    expect(checkoutUrlOnHost('https://shop.example/c', 'bad host/with/path')).toBeNull();
  });

  it('always lands on the given host with the original path, query and fragment', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.domain(), (url, host) => {
        const moved = checkoutUrlOnHost(url, host);
        expect(moved).not.toBeNull();
        const a = new URL(url);
        const b = new URL(moved as string);
        expect(b.host).toBe(new URL(`https://${host}`).host);
        expect(`${b.pathname}${b.search}${b.hash}`).toBe(`${a.pathname}${a.search}${a.hash}`);
        expect(b.protocol).toBe(host.endsWith('.localhost') || host === 'localhost' ? 'http:' : 'https:');
      }),
      { numRuns: 40 },
    );
  });
});
