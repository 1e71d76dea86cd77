/**
 * @inContext(visitorConsent:) on cart operations (Storefront API 2026-04): the buyer's privacy choices
 * the store sends are kept on the cart, and the hosted checkout its checkoutUrl opens says what it
 * received. https://shopify.dev/docs/api/storefront/latest/directives/inContext and
 * https://shopify.dev/docs/api/storefront/latest/input-objects/VisitorConsent
 */
import { pickVariants, TOKEN, testStorefront, type TestStorefront } from '../helpers';

let sf: TestStorefront;
let v: ReturnType<typeof pickVariants>;
beforeAll(async () => {
  sf = await testStorefront();
  v = pickVariants(sf.app);
});
afterAll(() => sf.close());

async function gql2026(query: string, variables: Record<string, unknown>) {
  const response = await sf.app.inject({
    method: 'POST',
    url: '/api/2026-04/graphql.json',
    headers: { 'x-shopify-storefront-access-token': TOKEN, 'content-type': 'application/json' },
    payload: { query, variables },
  });
  const body = response.json() as { data?: Record<string, { cart?: { id: string; checkoutUrl: string } | null } & Record<string, unknown>>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data ?? {};
}

const checkoutText = async (checkoutUrl: string) => {
  const page = await sf.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname, headers: { host: 'checkout.localhost:8787' } });
  expect(page.statusCode).toBe(200);
  return /<p class="hint" id="privacy-choices">([^<]*)<\/p>/.exec(page.body)?.[1] ?? '';
};

const CREATE = `mutation CartCreate($lines: [CartLineInput!]!, $consent: VisitorConsent) @inContext(country: DE, visitorConsent: $consent) {
  cartCreate(input: { lines: $lines }) { cart { id checkoutUrl } userErrors { message } }
}`;
const ADD = `mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $consent: VisitorConsent) @inContext(visitorConsent: $consent) {
  cartLinesAdd(cartId: $cartId, lines: $lines) { cart { id checkoutUrl } userErrors { message } }
}`;
const READ = `query Cart($id: ID!, $consent: VisitorConsent) @inContext(visitorConsent: $consent) { cart(id: $id) { id checkoutUrl } }`;

describe('visitor consent at checkout', () => {
  it('shows the choices sent with the cart, and the latest ones after a change', async () => {
    const created = await gql2026(CREATE, { lines: [{ merchandiseId: v.a.id, quantity: 1 }], consent: { analytics: true, marketing: false } });
    const cart = created.cartCreate?.cart as { id: string; checkoutUrl: string };
    expect(await checkoutText(cart.checkoutUrl)).toBe(
      'Privacy choices received from the store: analytics allowed, marketing declined, preferences no choice, sale of data no choice.',
    );
    await gql2026(ADD, { cartId: cart.id, lines: [{ merchandiseId: v.b.id, quantity: 1 }], consent: { analytics: false, marketing: true, preferences: true, saleOfData: false } });
    expect(await checkoutText(cart.checkoutUrl)).toBe(
      'Privacy choices received from the store: analytics declined, marketing allowed, preferences allowed, sale of data declined.',
    );
    await gql2026(READ, { id: cart.id, consent: { analytics: true, marketing: true, preferences: true, saleOfData: true } });
    expect(await checkoutText(cart.checkoutUrl)).toMatch(/analytics allowed, marketing allowed, preferences allowed, sale of data allowed/);
    // An operation without the directive leaves the choices alone.
    await gql2026(READ, { id: cart.id });
    expect(await checkoutText(cart.checkoutUrl)).toMatch(/analytics allowed, marketing allowed/);
  });

  it('says no choice was received for a cart made without it', async () => {
    const created = await gql2026(CREATE, { lines: [{ merchandiseId: v.a.id, quantity: 1 }] });
    const cart = created.cartCreate?.cart as { checkoutUrl: string };
    expect(await checkoutText(cart.checkoutUrl)).toBe('Privacy choices received from the store: no choice received.');
  });
});
