/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL responses are read loosely in these tests */
/**
 * The hosted checkout's discount box, as on Shopify's checkout
 * (https://help.shopify.com/en/manual/checkout-settings/checkout-discounts): a code entered there joins
 * the cart's codes with the rules of cartDiscountCodesUpdate
 * (https://shopify.dev/docs/api/storefront/latest/mutations/cartDiscountCodesUpdate), the order total
 * and the charge follow it, and a code that does not apply is refused with a reason.
 */
import { CART_CREATE_MUTATION, CART_QUERY } from '../../src/storefront/documents';
import { pickVariants, testStorefront, type TestStorefront } from './helpers';

let sf: TestStorefront;
let v: ReturnType<typeof pickVariants>;
beforeAll(async () => {
  sf = await testStorefront();
  v = pickVariants(sf.app);
});
afterAll(() => sf.close());

const HOST = 'checkout.localhost:8787';
const FORM = {
  email: 'coupon@example.com',
  firstName: 'Coral',
  lastName: 'Reef',
  address1: '1 Ocean Drive',
  address2: '',
  city: 'Miami Beach',
  province: 'FL',
  zip: '33139',
  country: 'US',
  phone: '',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/39',
  cardCvc: '123',
  cardName: 'Coral Reef',
};

async function newCart(discountCodes: string[] = []) {
  const { cartCreate } = await sf.gql<{ cartCreate: any }>(CART_CREATE_MUTATION, {
    input: { buyerIdentity: { countryCode: 'US' }, lines: [{ merchandiseId: v.a.id, quantity: 1 }], discountCodes },
  });
  expect(cartCreate.userErrors).toEqual([]);
  return cartCreate.cart as { id: string; checkoutUrl: string };
}

/** The page's text with HTML's escaped apostrophes read back. */
const text = (response: { body: string }) => response.body.replace(/&#39;/g, "'");
const post = async (checkoutUrl: string, form: Record<string, string>) => {
  const response = await sf.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  return { statusCode: response.statusCode, headers: response.headers, body: text(response) };
};
const payNow = (body: string) => Number(/Pay now \$([\d,.]+)/.exec(body)?.[1]?.replace(/,/g, ''));

const codesOf = async (id: string) => ((await sf.gql<{ cart: any }>(CART_QUERY, { id })).cart.discountCodes as Array<{ code: string; applicable: boolean }>);
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('the checkout discount box', () => {
  it('shows a discount-code field tied to the checkout form', async () => {
    const cart = await newCart();
    const page = await sf.app.inject({ method: 'GET', url: new URL(cart.checkoutUrl).pathname, headers: { host: HOST } });
    expect(page.body).toContain('<label for="discountCode">Discount code</label>');
    expect(page.body).toMatch(/<input id="discountCode" name="discountCode" form="checkout-form"/);
    expect(page.body).toMatch(/<button type="submit" form="checkout-form" formnovalidate name="intent" value="discount"[^>]*>Apply<\/button>/);
  });

  it('applies a code without paying, keeps what the buyer typed, and the total and the charge follow', async () => {
    const cart = await newCart();
    const before = await sf.app.inject({ method: 'GET', url: new URL(cart.checkoutUrl).pathname, headers: { host: HOST } });
    const applied = await post(cart.checkoutUrl, { ...FORM, discountCode: 'welcome10', intent: 'discount' });
    expect(applied.statusCode).toBe(200);
    expect(applied.body).toContain('WELCOME10 applied.');
    expect(applied.body).toContain('value="1 Ocean Drive"');
    // The card number is never echoed back.
    expect(applied.body).not.toContain('4242 4242 4242 4242"');
    const discount = Math.round(v.a.priceCents * 0.1);
    expect(applied.body).toContain(`Discount (WELCOME10)</span><span>−${usd(discount)}`);
    expect(Math.round(payNow(applied.body) * 100)).toBe(Math.round(payNow(before.body) * 100) - discount);
    expect(await codesOf(cart.id)).toEqual([{ code: 'welcome10', applicable: true }]);

    const paid = await post(cart.checkoutUrl, FORM);
    expect(paid.statusCode).toBe(303);
    const thanks = await sf.app.inject({ method: 'GET', url: paid.headers.location as string });
    expect(thanks.body).toContain(`<span>Discount</span><span>−${usd(discount)}`);
  });

  it('Enter in a filled box applies the code rather than paying', async () => {
    const cart = await newCart();
    // Implicit submission sends the form's default button (Pay now, no intent) with the box filled.
    const response = await post(cart.checkoutUrl, { ...FORM, discountCode: 'BLUEBAY15' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('BLUEBAY15 applied.');
    expect((await sf.gql<{ cart: unknown }>(CART_QUERY, { id: cart.id })).cart).not.toBeNull();
  });

  it('refuses an unknown code with a reason (422), keeps it in the box, and leaves the cart as it was', async () => {
    const cart = await newCart(['WELCOME10']);
    const response = await post(cart.checkoutUrl, { ...FORM, discountCode: 'SUMMER99', intent: 'discount' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain("Enter a valid discount code. SUMMER99 isn’t one we know.");
    expect(response.body).toContain('value="SUMMER99"');
    expect(await codesOf(cart.id)).toEqual([{ code: 'WELCOME10', applicable: true }]);
  });

  it('refuses a code that does not combine with the applied one and says which', async () => {
    const cart = await newCart(['STUDENT30']);
    const response = await post(cart.checkoutUrl, { ...FORM, discountCode: 'WELCOME10', intent: 'discount' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain("WELCOME10 couldn’t be used with your existing discounts (STUDENT30).");
    expect(await codesOf(cart.id)).toEqual([{ code: 'STUDENT30', applicable: true }]);
  });

  it('refuses a code whose terms leave out every item in the cart, and says which items it leaves out', async () => {
    const { catalogue } = sf.app.storefront;
    const finalSale = catalogue.products.find((p) => !p.hidden && p.metafields.some((m) => m.key === 'final_sale' && m.value === 'true'))!;
    const { cartCreate } = await sf.gql<{ cartCreate: any }>(CART_CREATE_MUTATION, {
      input: { buyerIdentity: { countryCode: 'US' }, lines: [{ merchandiseId: finalSale.variants.find((x) => x.inventory > 0)!.id, quantity: 1 }] },
    });
    const response = await post(cartCreate.cart.checkoutUrl, { ...FORM, discountCode: 'student30', intent: 'discount' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(
      'STUDENT30 doesn’t apply to any item in your cart: it isn’t valid on sale items, final-sale items, gift boxes, gift cards or Shipping Protection.',
    );
    expect(await codesOf(cartCreate.cart.id)).toEqual([]);
  });

  it('asks for a code when Apply is pressed on an empty box', async () => {
    const cart = await newCart();
    const response = await post(cart.checkoutUrl, { ...FORM, discountCode: '  ', intent: 'discount' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Enter a discount code.');
  });

  it('lists the applied codes with their saving, and Remove takes one off', async () => {
    const cart = await newCart(['BLUEBAY15', 'WELCOME10']);
    const page = await sf.app.inject({ method: 'GET', url: new URL(cart.checkoutUrl).pathname, headers: { host: HOST } });
    const product = Math.round(v.a.priceCents * 0.15);
    const order = Math.round((v.a.priceCents - product) * 0.1);
    expect(page.body).toContain(`<span class="tag">BLUEBAY15</span><span>−${usd(product)}</span>`);
    expect(page.body).toContain(`<span class="tag">WELCOME10</span><span>−${usd(order)}</span>`);
    const removed = await post(cart.checkoutUrl, { ...FORM, removeDiscount: 'BLUEBAY15' });
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toContain('BLUEBAY15 removed.');
    expect(await codesOf(cart.id)).toEqual([{ code: 'WELCOME10', applicable: true }]);
  });
});
