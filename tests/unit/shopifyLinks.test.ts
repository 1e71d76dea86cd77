/**
 * Shopify's addresses read into the site's (issue 31 item 9): pages, policies, the theme's account
 * addresses, shareable discount links (as Hydrogen's discount route reads them) and cart permalinks
 * (https://shopify.dev/docs/apps/build/checkout/create-cart-permalinks).
 */
import fc from 'fast-check';
import { parseCartPermalink, parseDiscountLink, PERMALINK_MAX_QUANTITY, safeNextPath, shopifyRedirect } from '../../src/lib/shopifyLinks';

describe('shopifyRedirect', () => {
  it.each([
    ['/pages/contact-us', '/contact-us/'],
    ['/pages/About-Us/', '/about-us/'],
    ['/policies/refund-policy', '/refund-policy/'],
    ['/blogs/journal', '/blog/'],
    ['/blogs/journal/about-glamz', '/blog/about-glamz/'],
    ['/collections/sale/products/marina-top-coral-reef', '/products/marina-top-coral-reef/'],
    ['/cart', '/my-cart/'],
    ['/account/login', '/user-account/'],
    ['/account/register', '/user-account/'],
    ['/account/addresses', '/user-account/shipping-address/'],
    ['/account/orders', '/user-account/order-history/'],
    ['/account/orders/3f9a1c', '/user-account/order-history/'],
  ])('%s → %s', (from, to) => {
    expect(shopifyRedirect(from)).toBe(to);
  });

  it.each(['/', '/pages', '/pages/a/b', '/pages/../etc', '/account', '/account/activate/1/abc', '/account/reset/1/abc', '/account/authorize', '/cart/123:1', '/products/x', '/blogs/news/x'])(
    'leaves %s alone',
    (path) => {
      expect(shopifyRedirect(path)).toBeNull();
    },
  );
});

describe('parseDiscountLink', () => {
  it('reads the code and where to go on to, passing the other parameters on', () => {
    expect(parseDiscountLink('/discount/WELCOME10', '')).toEqual({ code: 'WELCOME10', next: '/' });
    expect(parseDiscountLink('/discount/WELCOME10/', '?redirect=/collections/sale/&utm_source=mail')).toEqual({
      code: 'WELCOME10',
      next: '/collections/sale/?utm_source=mail',
    });
    expect(parseDiscountLink('/discount/summer%2025', '?return_to=/my-cart/')).toEqual({ code: 'summer 25', next: '/my-cart/' });
    expect(parseDiscountLink('/discount/', '')).toBeNull();
    expect(parseDiscountLink('/discount/%E0%A4%A', '')).toBeNull();
  });

  it('never sends the shopper to another site', () => {
    for (const target of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      expect(parseDiscountLink('/discount/X', `?redirect=${encodeURIComponent(target)}`)?.next).toBe('/');
    }
    fc.assert(
      fc.property(fc.string(), (target) => {
        const next = safeNextPath(target);
        expect(next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')).toBe(true);
      }),
    );
  });
});

describe('parseCartPermalink', () => {
  it('reads variant ids as GIDs with their quantities, merging repeats, and the link’s parameters', () => {
    const reading = parseCartPermalink('/cart/7100000011:2,7100000023:1,7100000011:1', '?discount=WELCOME10&note=Gift&checkout[email]=sam@example.com&ref=ig');
    expect(reading).toEqual({
      ok: true,
      permalink: {
        lines: [
          { merchandiseId: 'gid://shopify/ProductVariant/7100000011', quantity: 3 },
          { merchandiseId: 'gid://shopify/ProductVariant/7100000023', quantity: 1 },
        ],
        discountCode: 'WELCOME10',
        note: 'Gift',
        email: 'sam@example.com',
      },
    });
  });

  it('says why a link is not a cart link', () => {
    for (const path of ['/cart/abc:1', '/cart/123', '/cart/123:0', `/cart/123:${PERMALINK_MAX_QUANTITY + 1}`, '/cart/123:-1', '/cart/', '/cart/1:1/2:1']) {
      const reading = parseCartPermalink(path, '');
      expect(reading.ok, path).toBe(false);
    }
    expect(parseCartPermalink('/cart/abc:1', '')).toEqual({ ok: false, problem: expect.stringContaining('“abc:1” is not an item of a cart link') });
  });
});
