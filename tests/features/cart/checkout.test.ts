/**
 * Leaving for the checkout with the visitor's consent: from Storefront API 2025-10 on (2026-04 here)
 * the cart's checkoutUrl is asked for with `@inContext(visitorConsent:)` and Shopify encodes the
 * consent into it
 * (https://shopify.dev/changelog/incontext-directive-supports-visitor-consent-for-privacy-compliant-checkouts).
 */
import { HttpResponse, graphql } from 'msw';
import { env } from '../../../src/config/env';
import { checkoutUrlWithConsent } from '../../../src/features/cart/checkout';
import { useConsent } from '../../../src/stores/consent';
import { useCountry } from '../../../src/stores/country';
import { server } from '../../msw/node';

const cart = { id: 'gid://shopify/Cart/c1?key=k', checkoutUrl: 'https://shop.example/cart/c/c1?key=k' };
// The client names the version in the address; these cases run on 2026-04.
const storefront = graphql.link(env.storefrontEndpoint.replace(env.apiVersion, '2026-04'));

describe('checkout link with consent', () => {
  const version = env.apiVersion;
  afterEach(() => {
    env.apiVersion = version;
    useConsent.setState({ choice: null });
  });

  it('on 2025-07 the cart’s own link is used: that version has no visitorConsent', async () => {
    useConsent.setState({ choice: { analytics: true, marketing: false, preferences: true, saleOfData: false } });
    // No handler: a request would fail the test.
    expect(await checkoutUrlWithConsent(cart)).toBe(`http://${env.checkoutHost}/cart/c/c1?key=k`);
  });

  it('on 2026-04 a visitor who chose leaves with the link Shopify answers for that consent', async () => {
    env.apiVersion = '2026-04';
    useCountry.setState({ countryCode: 'DE' });
    useConsent.setState({ choice: { analytics: true, marketing: false, preferences: true, saleOfData: false } });
    let variables: Record<string, unknown> = {};
    server.use(
      storefront.query('CartCheckoutUrlWithConsent', ({ variables: sent }) => {
        variables = sent;
        return HttpResponse.json({ data: { cart: { checkoutUrl: 'https://shop.example/cart/c/c1?key=k&_cs=encoded' } } });
      }),
    );
    expect(await checkoutUrlWithConsent(cart)).toBe(`http://${env.checkoutHost}/cart/c/c1?key=k&_cs=encoded`);
    expect(variables).toEqual({ id: cart.id, country: 'DE', visitorConsent: { analytics: true, marketing: false, preferences: true, saleOfData: false } });
  });

  it('on 2026-04 a failed request still takes the shopper to the checkout, with the cart’s link', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    env.apiVersion = '2026-04';
    useConsent.setState({ choice: { analytics: false, marketing: false, preferences: false, saleOfData: false } });
    server.use(storefront.query('CartCheckoutUrlWithConsent', () => HttpResponse.json({ errors: [{ message: 'boom' }] })));
    expect(await checkoutUrlWithConsent(cart)).toBe(`http://${env.checkoutHost}/cart/c/c1?key=k`);
  });
});
