/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read loosely in these tests */
/**
 * The checkout enforces the rules of the automatic lines on the server, whatever a storefront put in
 * the cart: Shopify blocks checkout completion on a cart and checkout validation function's errors and
 * shows them to the buyer (https://shopify.dev/docs/api/functions/latest/cart-and-checkout-validation).
 */
import { CART_CREATE_MUTATION, CART_QUERY } from '../../../../src/storefront/documents';
import { checkoutRuleErrors } from '../../../../storefront-local/shops/blue-bay/checkoutRules';
import { PROMO_GIFT_THRESHOLD_USD, SPECIAL_VARIANT_IDS } from '../../../../storefront-local/shops/blue-bay/settings';
import type { CatalogueVariant } from '../../../../storefront-local/catalogue/types';
import { pickVariants, testStorefront, type TestStorefront } from '../../helpers';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

const GIFT = SPECIAL_VARIANT_IDS.promoGift;
const AU_GIFT = SPECIAL_VARIANT_IDS.countryLine.AU;

const US_FORM = {
  email: 'rules@example.com',
  firstName: 'Sandy',
  lastName: 'Shore',
  address1: '1 Ocean Drive',
  address2: '',
  city: 'Miami',
  province: 'Florida',
  zip: '33139',
  country: 'US',
  phone: '',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/39',
  cardCvc: '123',
  cardName: 'Sandy Shore',
};
const AU_FORM = { ...US_FORM, address1: '77 Surf Parade', city: 'Gold Coast', province: 'Queensland', zip: '4217', country: 'AU' };

/** A partner-brand variant with stock, cheaper than the gift threshold, and how many of it reach it. */
function partnerGoods(): { variant: CatalogueVariant; enough: number } {
  const { catalogue } = sf.app.storefront;
  const variant = catalogue.products
    .filter((p) => p.partner && !p.hidden)
    .flatMap((p) => p.variants)
    .find((v) => v.inventory >= 10 && v.priceCents < PROMO_GIFT_THRESHOLD_USD * 100 && v.priceCents * 10 >= PROMO_GIFT_THRESHOLD_USD * 100) as CatalogueVariant;
  return { variant, enough: Math.ceil((PROMO_GIFT_THRESHOLD_USD * 100) / variant.priceCents) };
}

async function cartWith(country: string, lines: Array<[string, number]>) {
  const { cartCreate } = await sf.gql<any>(CART_CREATE_MUTATION, {
    input: { buyerIdentity: { countryCode: country }, lines: lines.map(([merchandiseId, quantity]) => ({ merchandiseId, quantity })) },
  });
  expect(cartCreate.userErrors).toEqual([]);
  return cartCreate.cart as { id: string; checkoutUrl: string };
}

const pay = (checkoutUrl: string, form: Record<string, string>) =>
  sf.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { host: 'checkout.localhost:8787', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

const decoded = (html: string) => html.replace(/&#39;|&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');

describe('the checkout refuses automatic lines the cart has not earned', () => {
  it('five gifts and five Australia-only pouches shipped to the US: refused with what to fix, no order, the cart kept', async () => {
    const cart = await cartWith('US', [[GIFT, 5], [AU_GIFT, 5]]);
    // Said as the page opens, before the buyer fills anything in.
    const opened = await sf.app.inject({ method: 'GET', url: new URL(cart.checkoutUrl).pathname, headers: { host: 'checkout.localhost:8787' } });
    expect(decoded(opened.body)).toContain('is only for orders shipped to Australia, so it cannot ship to United States.');
    const page = await pay(cart.checkoutUrl, US_FORM);
    expect(page.statusCode).toBe(422);
    const body = decoded(page.body);
    expect(body).toContain(`The Free Bikini Charm Pack is free with Glamz orders of US$${PROMO_GIFT_THRESHOLD_USD} or more`);
    expect(body).toContain('The Free Beach Pouch - Palm Paradise is only for orders shipped to Australia, so it cannot ship to United States.');
    expect((await sf.gql<any>(CART_QUERY, { id: cart.id })).cart).not.toBeNull();
    const { emails } = (await sf.app.inject({ method: 'GET', url: '/__outbox.json?to=rules@example.com' })).json() as { emails: unknown[] };
    expect(emails).toEqual([]);
  });

  it('a gift below the threshold is refused even with other goods; one more partner piece over it and it ships', async () => {
    const { variant, enough } = partnerGoods();
    const short = await cartWith('US', [[variant.id, enough - 1], [pickVariants(sf.app).a.id, 1], [GIFT, 1]]);
    expect(variant.priceCents * (enough - 1)).toBeLessThan(PROMO_GIFT_THRESHOLD_USD * 100);
    expect((await pay(short.checkoutUrl, US_FORM)).statusCode).toBe(422);
    const earned = await cartWith('US', [[variant.id, enough], [GIFT, 1]]);
    expect((await pay(earned.checkoutUrl, US_FORM)).statusCode).toBe(303);
  });

  it('the Australian pouch ships to Australia with an order, one per order', async () => {
    const item = pickVariants(sf.app).a.id;
    const two = await cartWith('AU', [[item, 1], [AU_GIFT, 2]]);
    expect(decoded((await pay(two.checkoutUrl, AU_FORM)).body)).toContain('The Free Beach Pouch - Palm Paradise is one per order.');
    const alone = await cartWith('AU', [[AU_GIFT, 1]]);
    expect(decoded((await pay(alone.checkoutUrl, AU_FORM)).body)).toContain('comes with an order');
    const fine = await cartWith('AU', [[item, 1], [AU_GIFT, 1]]);
    const opened = await sf.app.inject({ method: 'GET', url: new URL(fine.checkoutUrl).pathname, headers: { host: 'checkout.localhost:8787' } });
    expect(opened.body).not.toContain('role="alert"');
    expect((await pay(fine.checkoutUrl, AU_FORM)).statusCode).toBe(303);
  });
});

describe('checkoutRuleErrors', () => {
  const line = (variantId: string, quantity: number) => {
    const variant = sf.app.storefront.catalogue.variantById.get(variantId) as CatalogueVariant;
    return { variant, line: { quantity } as never };
  };

  it('passes a cart of the shopper’s own goods and shipping protection anywhere', () => {
    const item = pickVariants(sf.app).a.id;
    for (const country of ['US', 'AU', 'GB', 'JP', null]) {
      expect(checkoutRuleErrors([line(item, 3), line(SPECIAL_VARIANT_IDS.shippingProtection, 1)], sf.app.storefront.catalogue, country)).toEqual([]);
    }
  });

  it('counts the partner goods at the shop’s price, never the gift itself', () => {
    const { variant, enough } = partnerGoods();
    const { catalogue } = sf.app.storefront;
    expect(checkoutRuleErrors([line(variant.id, enough), line(GIFT, 1)], catalogue, 'GB')).toEqual([]);
    expect(checkoutRuleErrors([line(variant.id, enough), line(GIFT, 2)], catalogue, 'GB')).toEqual(['The Free Bikini Charm Pack is one per order. Leave one in your cart.']);
    expect(checkoutRuleErrors([line(variant.id, enough - 1), line(GIFT, 1)], catalogue, 'GB')).toHaveLength(1);
  });
});
