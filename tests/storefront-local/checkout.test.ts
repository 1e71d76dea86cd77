/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL responses are read loosely in these tests */
/** Hosted checkout → order → e-mail → tracking, and the checked-out cart disappearing. */
import {
  CART_BUYER_IDENTITY_UPDATE_MUTATION,
  CART_CREATE_MUTATION,
  CART_LINES_ADD_MUTATION,
  CART_QUERY,
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_ADDRESS_CREATE_MUTATION,
  CUSTOMER_CREATE_MUTATION,
  CUSTOMER_ORDERS_QUERY,
} from '../../src/storefront/documents';
import { pickVariants, testStorefront, type TestStorefront } from './helpers';

let sf: TestStorefront;
let v: ReturnType<typeof pickVariants>;
beforeAll(async () => {
  sf = await testStorefront();
  v = pickVariants(sf.app);
});
afterAll(() => sf.close());

const FORM = {
  email: 'guest@example.com',
  firstName: 'Sandy',
  lastName: 'Shore',
  address1: '5 Harbour Street',
  address2: '',
  city: 'Brighton',
  province: '',
  zip: 'BN1 1AA',
  country: 'GB',
  phone: '',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/39',
  cardCvc: '123',
  cardName: 'Sandy Shore',
};

async function newCart(country: string, token?: string) {
  const { cartCreate } = await sf.gql<{ cartCreate: any }>(CART_CREATE_MUTATION, {
    input: { buyerIdentity: { countryCode: country, ...(token ? { customerAccessToken: token } : {}) }, lines: [{ merchandiseId: v.a.id, quantity: 2 }, { merchandiseId: v.b.id, quantity: 1 }] },
  });
  expect(cartCreate.userErrors).toEqual([]);
  return cartCreate.cart as { id: string; checkoutUrl: string; cost: { totalAmount: { amount: string; currencyCode: string } } };
}

const submit = (checkoutUrl: string, form: Record<string, string>, host = 'checkout.localhost:8787') =>
  sf.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

async function customer() {
  const email = `buyer-${Date.now()}@example.com`;
  await sf.gql(CUSTOMER_CREATE_MUTATION, { input: { email, password: 'beach-bum-1', firstName: 'Ivy', lastName: 'Palm' } });
  const { customerAccessTokenCreate } = await sf.gql<{ customerAccessTokenCreate: any }>(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, { input: { email, password: 'beach-bum-1' } });
  const token = customerAccessTokenCreate.customerAccessToken.accessToken as string;
  await sf.gql(CUSTOMER_ADDRESS_CREATE_MUTATION, {
    customerAccessToken: token,
    address: { firstName: 'Ivy', lastName: 'Palm', address1: '77 Surf Parade', city: 'Gold Coast', province: 'QLD', zip: '4217', country: 'AU' },
  });
  return { email, token };
}

describe('hosted checkout', () => {
  it('serves a real form on the checkout host, prefilled for a signed-in buyer', async () => {
    const { email, token } = await customer();
    const cart = await newCart('AU', token);
    const page = await sf.app.inject({ method: 'GET', url: new URL(cart.checkoutUrl).pathname, headers: { host: 'checkout.localhost:8787' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain(`value="${email}"`);
    expect(page.body).toContain('value="77 Surf Parade"');
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toMatch(/Pay now A\$/);
  });

  // The hosted login sends them too; the checkout takes card numbers, so it is the page most worth
  // framing for clickjacking. https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Content-Security-Policy/frame-ancestors
  it('sends frame, content-type and content-security headers on every checkout page', async () => {
    const cart = await newCart('GB');
    const form = await sf.app.inject({ method: 'GET', url: new URL(cart.checkoutUrl).pathname, headers: { host: 'checkout.localhost:8787' } });
    const declined = await submit(cart.checkoutUrl, { ...FORM, cardNumber: '4000 0000 0000 0002' });
    const paid = await submit(cart.checkoutUrl, { ...FORM, email: 'headers@example.com' });
    const thanks = await sf.app.inject({ method: 'GET', url: paid.headers.location as string });
    const missing = await sf.app.inject({ method: 'GET', url: '/checkouts/cn/no-such-cart' });
    for (const [what, page] of Object.entries({ form, declined, thanks, missing })) {
      expect(String(page.headers['content-type']), what).toMatch(/^text\/html/);
      expect(page.headers['x-frame-options'], what).toBe('DENY');
      expect(page.headers['x-content-type-options'], what).toBe('nosniff');
      const csp = String(page.headers['content-security-policy']);
      expect(csp, what).toContain("frame-ancestors 'none'");
      // Only the page's own inline scripts run: each carries the nonce the policy names, made anew per answer.
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, what).toBeTruthy();
      for (const tag of page.body.match(/<script[^>]*>/g) ?? []) expect(tag, what).toBe(`<script nonce="${nonce}">`);
      expect(csp, what).toContain("form-action 'self'");
    }
    // Its product images come from the storefront's origin, which the policy allows.
    const image = /<img src="([^"]+)"/.exec(form.body)?.[1] ?? '';
    expect(String(form.headers['content-security-policy'])).toContain(`img-src 'self' data: ${new URL(image).origin}`);
  });

  it('declines other cards and shows what to fix, placing no order', async () => {
    const cart = await newCart('GB');
    const declined = await submit(cart.checkoutUrl, { ...FORM, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(422);
    expect(declined.body).toContain('Your card was declined');
    const missing = await submit(cart.checkoutUrl, { ...FORM, email: 'nope', city: '' });
    expect(missing.body).toContain('Enter a valid e-mail address.');
    expect(missing.body).toContain('Enter a city.');
    expect((await sf.gql<{ cart: unknown }>(CART_QUERY, { id: cart.id })).cart).not.toBeNull();
  });

  // Shopify's checkout asks each country's address format: Japan's prefecture from its list and
  // postal code, Germany's postal code (https://shopify.dev/docs/api/storefront/latest/objects/MailingAddress).
  it("asks each country's zone and postal code, and refuses an address without them, keeping what was typed", async () => {
    const japan = await newCart('JP');
    const form = (await sf.app.inject({ method: 'GET', url: new URL(japan.checkoutUrl).pathname, headers: { host: 'checkout.localhost:8787' } })).body;
    expect(form).toContain('<label for="province">Prefecture</label><select id="province" name="province"');
    expect(form.match(/<option value="JP-\d\d">/g)).toHaveLength(47);
    expect(form).toContain('<label for="zip">Postal code</label><input id="zip" name="zip" value="" autocomplete="postal-code" required>');
    const jp = { ...FORM, country: 'JP', city: 'Shibuya-ku', address1: '1-2-3 Shibuya' };
    const noPrefecture = await submit(japan.checkoutUrl, { ...jp, province: '', zip: '' });
    expect(noPrefecture.statusCode).toBe(422);
    expect(noPrefecture.body).toContain('<li>Choose a prefecture.</li>');
    expect(noPrefecture.body).toContain('<li>Enter a postal code.</li>');
    expect(noPrefecture.body).toContain('value="1-2-3 Shibuya"');
    expect((await submit(japan.checkoutUrl, { ...jp, province: 'Tokyo', zip: '15' })).body).toContain('Enter a valid postal code, such as 150-0001.');

    const germany = await newCart('DE');
    const de = { ...FORM, country: 'DE', city: 'Berlin', address1: 'Unter den Linden 1' };
    expect((await submit(germany.checkoutUrl, { ...de, zip: '' })).body).toContain('<li>Enter a postal code.</li>');
    const placed = await submit(germany.checkoutUrl, { ...de, zip: '10117', email: 'berlin@example.com' });
    expect(placed.statusCode).toBe(303);
    const ok = await submit(japan.checkoutUrl, { ...jp, province: 'Tokyo', zip: '150-0002', email: 'tokyo@example.com' });
    expect(ok.statusCode).toBe(303);
    const orders = (await sf.app.inject({ method: 'GET', url: '/__admin/orders' })).json() as { orders: Array<{ email: string; orderNumber: number }> };
    const tokyo = orders.orders.find((o) => o.email === 'tokyo@example.com')!;
    const status = await sf.app.inject({ method: 'GET', url: ok.headers.location as string });
    expect(status.body).toContain(`#${tokyo.orderNumber}`);
    expect(status.body).toContain('Shibuya-ku Tokyo 150-0002');
  });

  it('places an order for a guest: thank-you page, confirmation e-mail, and the cart is gone', async () => {
    const cart = await newCart('GB');
    const paid = await submit(cart.checkoutUrl, FORM);
    expect(paid.statusCode).toBe(303);
    const thanks = await sf.app.inject({ method: 'GET', url: paid.headers.location as string });
    expect(thanks.statusCode).toBe(200);
    const orderNumber = Number(/Your order <strong>#(\d+)<\/strong>/.exec(thanks.body)?.[1]);
    expect(orderNumber).toBeGreaterThanOrEqual(1001);
    expect(thanks.body).toContain('href="http://localhost:8000/"');
    // Dates read as dates ("26 November 2026, 21:30 UTC", then the buyer's own zone), never a raw GMT string.
    expect(thanks.body).not.toContain('GMT');
    expect(thanks.body).toMatch(/<time datetime="[\d-]+T[\d:.]+Z">\d{1,2} [A-Z][a-z]+ \d{4}(,| at) \d{2}:\d{2} UTC<\/time>/);

    expect((await sf.gql<{ cart: unknown }>(CART_QUERY, { id: cart.id })).cart).toBeNull();
    const { cartLinesAdd } = await sf.gql<{ cartLinesAdd: any }>(CART_LINES_ADD_MUTATION, { cartId: cart.id, lines: [{ merchandiseId: v.a.id, quantity: 1 }] });
    expect(cartLinesAdd.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['cartId'] });

    const { emails } = (await sf.app.inject({ method: 'GET', url: '/__outbox.json?to=guest@example.com' })).json() as { emails: Array<{ subject: string; kind: string }> };
    expect(emails[0]).toMatchObject({ kind: 'order', subject: `Order #${orderNumber} confirmed` });

    // A second submit of the same checkout places no second order.
    const again = await submit(cart.checkoutUrl, FORM);
    expect(again.headers.location).toBe(paid.headers.location);
    const orders = (await sf.app.inject({ method: 'GET', url: '/__admin/orders' })).json() as { orders: Array<{ email: string }> };
    expect(orders.orders.filter((o) => o.email === 'guest@example.com')).toHaveLength(1);
  });

  // shopify.dev/docs/api/liquid/objects/product#product-has_only_default_variant: a product without
  // options has one variant titled "Default Title", which the checkout does not show.
  it('shows no "Default Title" under a product without options, in the checkout, thank-you page and e-mail', async () => {
    const protection = sf.app.storefront.catalogue.productByHandle.get('shipping-protection')!.variants[0]!;
    expect(protection.title).toBe('Default Title');
    const { cartCreate } = await sf.gql<{ cartCreate: any }>(CART_CREATE_MUTATION, {
      input: { buyerIdentity: { countryCode: 'GB' }, lines: [{ merchandiseId: v.a.id, quantity: 1 }, { merchandiseId: protection.id, quantity: 1 }] },
    });
    const checkoutUrl = cartCreate.cart.checkoutUrl as string;
    const form = await sf.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname, headers: { host: 'checkout.localhost:8787' } });
    expect(form.body).toContain('Shipping Protection</div><div class="qty">Qty 1</div>');
    expect(form.body).toContain(`<div class="qty">${v.a.title} · Qty 1</div>`);
    expect(form.body).not.toContain('Default Title');

    const email = 'no-default-title@example.com';
    const paid = await submit(checkoutUrl, { ...FORM, email });
    const thanks = await sf.app.inject({ method: 'GET', url: paid.headers.location as string });
    expect(thanks.body).toContain('<div class="qty">Qty 1</div>');
    expect(thanks.body).not.toContain('Default Title');
    const { emails } = (await sf.app.inject({ method: 'GET', url: `/__outbox.json?to=${email}` })).json() as { emails: Array<{ text: string }> };
    expect(emails[0]!.text).toMatch(/1 × Shipping Protection — /);
    expect(emails[0]!.text).not.toContain('Default Title');
  });

  it("places a signed-in buyer's order in their history, then moves it through the tracking steps", async () => {
    const { token } = await customer();
    const cart = await newCart('US');
    await sf.gql(CART_BUYER_IDENTITY_UPDATE_MUTATION, { cartId: cart.id, buyerIdentity: { countryCode: 'AU', customerAccessToken: token } });
    const audTotal = (await sf.gql<{ cart: any }>(CART_QUERY, { id: cart.id })).cart.cost.totalAmount;
    expect(audTotal.currencyCode).toBe('AUD');
    const paid = await submit(cart.checkoutUrl, { ...FORM, email: 'ivy@example.com', country: 'AU', province: 'QLD', zip: '4217', city: 'Gold Coast' });
    expect(paid.statusCode).toBe(303);

    const history = async () =>
      (await sf.gql<{ customer: { orders: { nodes: any[] } } }>(CUSTOMER_ORDERS_QUERY, { customerAccessToken: token })).customer.orders.nodes;
    const [order] = await history();
    // The shop captures payments manually: the order is placed with its payment authorized.
    expect(order).toMatchObject({ financialStatus: 'AUTHORIZED', fulfillmentStatus: 'UNFULFILLED', currencyCode: 'AUD', successfulFulfillments: [] });
    expect(order.name).toBe(`#${order.orderNumber}`);
    expect(order.lineItems.nodes.map((l: { quantity: number }) => l.quantity)).toEqual([2, 1]);
    expect(order.lineItems.nodes[0].variant.id).toBe(v.a.id);
    expect(order.subtotalPrice).toEqual(audTotal);
    // Australia is duties paid: GST is on the order, and lines + shipping + duties + GST make the total.
    expect(Number(order.totalTax.amount)).toBeGreaterThan(0);
    expect(Number(order.totalPrice.amount)).toBeCloseTo(
      Number(audTotal.amount) + Number(order.currentTotalShippingPrice.amount) + Number(order.originalTotalDuties.amount) + Number(order.totalTax.amount),
      2,
    );
    expect(order.shippingAddress).toMatchObject({ city: 'Gold Coast', country: 'Australia' });
    expect(JSON.parse(order.tracking.value).map((e: { status: string }) => e.status)).toEqual(['ORDER_CREATED']);

    const advance = (query = '') => sf.app.inject({ method: 'POST', url: `/__admin/orders/${order.orderNumber}/advance${query}` });
    const emails = async () =>
      ((await sf.app.inject({ method: 'GET', url: '/__outbox.json?to=ivy@example.com' })).json() as { emails: Array<{ kind: string; subject: string; text: string; links: Array<{ url: string }> }> }).emails;
    expect((await emails()).map((e) => e.kind)).toEqual(['order']);
    // First the payment is captured: paid, waiting to be packed.
    expect((await advance()).statusCode).toBe(200);
    let [moved] = await history();
    expect(moved).toMatchObject({ financialStatus: 'PAID', fulfillmentStatus: 'UNFULFILLED', successfulFulfillments: [] });
    // Then the fulfilment is created with its tracking, and the shipping e-mail goes out.
    expect((await advance()).statusCode).toBe(200);
    [moved] = await history();
    expect(moved.fulfillmentStatus).toBe('FULFILLED');
    expect(JSON.parse(moved.tracking.value).map((e: { status: string }) => e.status)).toEqual(['ORDER_CREATED']);
    const [shipping] = await emails();
    expect(shipping).toMatchObject({ kind: 'shipping', subject: `A shipment from order #${order.orderNumber} is on the way` });
    expect(shipping!.text).toContain(`Tracking number: JD0146${String(order.orderNumber).padStart(8, '0')}`);
    expect(shipping!.links[0]!.url).toContain('/tracking/JD0146');
    // Australia is duties paid: no reminder of duties due on delivery.
    expect(shipping!.text).not.toContain('Duties and taxes');
    expect((await advance()).statusCode).toBe(200);
    [moved] = await history();
    expect(moved.successfulFulfillments[0]).toMatchObject({ trackingCompany: 'DHL Express', trackingInfo: [{ number: expect.stringMatching(/^JD0146/), url: expect.stringContaining('/tracking/JD0146') }] });
    expect(JSON.parse(moved.tracking.value).map((e: { status: string }) => e.status)).toEqual(['ORDER_CREATED', 'PICKED_UP']);

    await advance('?to=DELIVERED');
    [moved] = await history();
    expect(JSON.parse(moved.tracking.value).map((e: { status: string }) => e.status)).toEqual([
      'ORDER_CREATED', 'PICKED_UP', 'IN_TRANSIT', 'AT_INTERNATIONAL_HUB', 'AT_LOCAL_FACILITY', 'OUT_FOR_DELIVERY', 'DELIVERED',
    ]);
    const tracking = await sf.app.inject({ method: 'GET', url: new URL(moved.successfulFulfillments[0].trackingInfo[0].url).pathname });
    expect(tracking.body).toContain('Out for delivery');
    expect((await sf.app.inject({ method: 'POST', url: '/__admin/orders/999999/advance' })).statusCode).toBe(404);
  });

  // https://shopify.dev/docs/api/storefront/latest/objects/DiscountCodeApplication: the value is a
  // PricingPercentageValue holding the code's percentage; …/objects/Order: subtotalPrice is after
  // discounts, totalTax and originalTotalDuties are what checkout charged.
  it("keeps the code's percentage, the duties and the VAT on the order; lines − discount + shipping + duties + VAT = total", async () => {
    const { token } = await customer();
    const cart = await newCart('GB', token);
    const { cartDiscountCodesUpdate } = await sf.gql<{ cartDiscountCodesUpdate: any }>(
      'mutation ($cartId: ID!, $codes: [String!]) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { userErrors { message } } }',
      { cartId: cart.id, codes: ['WELCOME10'] },
    );
    expect(cartDiscountCodesUpdate.userErrors).toEqual([]);
    expect((await submit(cart.checkoutUrl, { ...FORM, email: 'vat@example.com' })).statusCode).toBe(303);
    const [order] = (await sf.gql<{ customer: { orders: { nodes: any[] } } }>(CUSTOMER_ORDERS_QUERY, { customerAccessToken: token })).customer.orders.nodes;
    expect(order.discountApplications.nodes).toEqual([{ code: 'WELCOME10', value: { percentage: 10 } }]);
    const cents = (m: { amount: string }) => Math.round(Number(m.amount) * 100);
    const lines = order.lineItems.nodes.reduce((sum: number, l: { originalTotalPrice: { amount: string } }) => sum + cents(l.originalTotalPrice), 0);
    const discount = lines - cents(order.subtotalPrice);
    expect(discount).toBe(Math.round(lines * 0.1));
    expect(cents(order.totalTax)).toBeGreaterThan(0);
    expect(order.originalTotalDuties).not.toBeNull();
    expect(cents(order.totalPrice)).toBe(lines - discount + cents(order.currentTotalShippingPrice) + cents(order.originalTotalDuties) + cents(order.totalTax));
    const { emails } = (await sf.app.inject({ method: 'GET', url: '/__outbox.json?to=vat@example.com' })).json() as { emails: Array<{ text: string }> };
    expect(emails[0]!.text).toMatch(/Discount: −£[\d.]+\nShipping: [^\n]+\nDuties: £[\d.]+\nVAT \(20%\): £[\d.]+\nTotal: /);
  });

  it('adds Duties and VAT lines where orders ship duties paid, and says duties may be due on delivery elsewhere', async () => {
    const page = async (country: string) => {
      const cart = await newCart(country);
      return (await sf.app.inject({ method: 'GET', url: new URL(cart.checkoutUrl).pathname, headers: { host: 'checkout.localhost:8787' } })).body;
    };
    const uk = await page('GB');
    expect(uk).toMatch(/<span>Duties<\/span><span>£[\d,.]+<\/span><\/div><div><span>VAT \(20%\)<\/span><span>£[\d,.]+<\/span>/);
    const japan = await page('JP');
    expect(japan).not.toContain('<span>Duties</span>');
    expect(japan).toContain('Duties and taxes are not included');
    expect(await page('US')).not.toMatch(/Duties|VAT|GST/);
  });

  // The tariffs page promises DDU shoppers "Your order confirmation will remind you that duties may be due".
  it("reminds a duties-unpaid (Japan) order's e-mails that duties may be due on delivery, and no duties-paid order's", async () => {
    const read = async (email: string) =>
      ((await sf.app.inject({ method: 'GET', url: `/__outbox.json?to=${email}` })).json() as { emails: Array<{ kind: string; text: string }> }).emails;
    const japan = await newCart('JP');
    const jpForm = { ...FORM, email: 'hana@example.com', country: 'JP', province: 'JP-13', city: 'Shibuya-ku', zip: '150-0002', address1: '1-2-3 Shibuya' };
    const placed = await submit(japan.checkoutUrl, jpForm);
    expect(placed.statusCode).toBe(303);
    const [confirmation] = await read('hana@example.com');
    expect(confirmation).toMatchObject({ kind: 'order' });
    expect(confirmation!.text).toContain('Duties and taxes: your parcel ships duties unpaid (DDU)');
    const orders = (await sf.app.inject({ method: 'GET', url: '/__admin/orders' })).json() as { orders: Array<{ email: string; orderNumber: number }> };
    const number = orders.orders.find((o) => o.email === 'hana@example.com')!.orderNumber;
    await sf.app.inject({ method: 'POST', url: `/__admin/orders/${number}/advance` });
    await sf.app.inject({ method: 'POST', url: `/__admin/orders/${number}/advance` });
    const [shipping] = await read('hana@example.com');
    expect(shipping).toMatchObject({ kind: 'shipping' });
    expect(shipping!.text).toContain('Duties and taxes: your parcel ships duties unpaid (DDU)');

    const uk = await newCart('GB');
    expect((await submit(uk.checkoutUrl, { ...FORM, email: 'ddp@example.com' })).statusCode).toBe(303);
    expect((await read('ddp@example.com'))[0]!.text).not.toContain('Duties and taxes:');
  });

  it('re-prices instead of paying when the country changed after the summary was priced, so no unseen total is charged', async () => {
    const cart = await newCart('US');
    const form = await sf.app.inject({ method: 'GET', url: new URL(cart.checkoutUrl).pathname, headers: { host: 'checkout.localhost:8787' } });
    expect(form.body).toContain('<input type="hidden" name="pricedFor" value="US">');
    const moved = await submit(cart.checkoutUrl, { ...FORM, email: 'moved@example.com', pricedFor: 'US' });
    expect(moved.statusCode).toBe(409);
    expect(moved.body).toContain('Shipping, duties and taxes are now priced for United Kingdom.');
    expect(moved.body).toContain('<span>VAT (20%)</span>');
    expect(moved.body).toContain('<input type="hidden" name="pricedFor" value="GB">');
    const orders = (await sf.app.inject({ method: 'GET', url: '/__admin/orders' })).json() as { orders: Array<{ email: string }> };
    expect(orders.orders.filter((o) => o.email === 'moved@example.com')).toEqual([]);
    expect((await submit(cart.checkoutUrl, { ...FORM, email: 'moved@example.com', pricedFor: 'GB' })).statusCode).toBe(303);
  });

  it('lists orders newest first with PROCESSED_AT reverse, and pages them', async () => {
    const { token } = await customer();
    for (let i = 0; i < 3; i += 1) {
      const cart = await newCart('US', token);
      expect((await submit(cart.checkoutUrl, { ...FORM, email: 'pager@example.com', country: 'US', province: 'NY', zip: '10001', city: 'New York' })).statusCode).toBe(303);
    }
    const all = (await sf.gql<{ customer: any }>(CUSTOMER_ORDERS_QUERY, { customerAccessToken: token })).customer.orders;
    const numbers = all.nodes.map((o: { orderNumber: number }) => o.orderNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const page = (await sf.gql<{ customer: any }>(CUSTOMER_ORDERS_QUERY, { customerAccessToken: token, first: 2 })).customer.orders;
    expect(page.pageInfo.hasNextPage).toBe(true);
    const rest = (await sf.gql<{ customer: any }>(CUSTOMER_ORDERS_QUERY, { customerAccessToken: token, first: 2, after: page.pageInfo.endCursor })).customer.orders;
    expect(rest.nodes.map((o: { orderNumber: number }) => o.orderNumber)).toEqual(numbers.slice(2));
  });
});
