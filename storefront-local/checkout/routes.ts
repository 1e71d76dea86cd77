/**
 * The hosted checkout at /checkouts/cn/{cartToken} (served on any Host, so checkout.localhost:PORT
 * works): a form with contact, shipping address and a test card; POST places the order and
 * redirects to the thank-you page. Also the order status (/orders/{key}) and tracking pages.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { countryCodeOf, normaliseAddress } from '../customers/addresses';
import type { Services } from '../services';
import { findMarketCountry } from '../markets/markets';
import { checkoutTotals } from './checkoutTotals';
import { checkRules } from './shopRules';
import { changeCheckoutCode } from './discountEntry';
import { checkoutGiftCards } from './giftCardCheckout';
import { checkoutPage, messagePage, orderStatusPage, thankYouPage, trackingPage, type CheckoutFormValues, type DiscountBox } from './pages';
import { checkCard } from './payment';
import { placeOrder } from './placeOrder';
import { addressFormatErrors } from './addressRules';

const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i;
const FIELDS: Array<keyof CheckoutFormValues> = [
  'email', 'firstName', 'lastName', 'address1', 'address2', 'city', 'province', 'zip', 'country', 'phone',
  'cardNumber', 'cardExpiry', 'cardCvc', 'cardName',
];

/**
 * Headers of every checkout page, as on the hosted login: the payment form must not be framed by
 * another site (clickjacking), nor sniffed as another type; the pages run only their own inline
 * scripts (the country's address fields, readable dates), named by a nonce made for each answer, load
 * images from the storefront's origin and post only to themselves.
 */
export function checkoutPageHeaders(publicUrl: string, scriptNonce: string): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'none'",
      `script-src 'nonce-${scriptNonce}'`,
      "style-src 'unsafe-inline'",
      `img-src 'self' data: ${new URL(publicUrl).origin}`,
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

export function checkoutRoutes(app: FastifyInstance, services: Services): void {
  const sendHtml = (reply: FastifyReply, status: number, body: string) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .headers(checkoutPageHeaders(services.urls.publicUrl, nonce))
      .send(body.replace(/<script>/g, `<script nonce="${nonce}">`));
  };

  async function prefill(token: string): Promise<CheckoutFormValues | null> {
    const cart = await services.carts.byToken(token);
    if (!cart) return null;
    const values = Object.fromEntries(FIELDS.map((f) => [f, ''])) as unknown as CheckoutFormValues;
    values.country = cart.buyerIdentity.countryCode ?? 'US';
    values.email = cart.buyerIdentity.email ?? '';
    values.phone = cart.buyerIdentity.phone ?? '';
    if (cart.buyerIdentity.customerId !== null) {
      const customer = await services.customers.byId(cart.buyerIdentity.customerId);
      if (customer) {
        values.email = values.email || customer.email;
        values.firstName = customer.firstName ?? '';
        values.lastName = customer.lastName ?? '';
        const address = customer.defaultAddressId ? await services.customers.addressBook.address(customer.id, customer.defaultAddressId) : null;
        if (address) {
          values.address1 = address.address1 ?? '';
          values.address2 = address.address2 ?? '';
          values.city = address.city ?? '';
          values.province = address.province ?? '';
          values.zip = address.zip ?? '';
          values.country = address.countryCode ?? values.country;
          values.phone = values.phone || address.phone || '';
        }
      }
    }
    return values;
  }

  async function render(token: string, values: CheckoutFormValues | null, errors: string[], box?: DiscountBox) {
    const cart = await services.carts.byToken(token);
    if (!cart) return { status: 404, body: messagePage(services.shop.name, 'Checkout not found', 'This checkout link is not valid.', services.urls.siteUrl) };
    if (cart.completedAt) {
      const order = await services.orders.byCartToken(token);
      if (order) return { status: 200, body: thankYouPage(order, services) };
      return { status: 410, body: messagePage(services.shop.name, 'Order already placed', 'This cart has already been checked out.', services.urls.siteUrl) };
    }
    if (!cart.lines.length) return { status: 200, body: messagePage(services.shop.name, 'Your cart is empty', 'Add something you love, then come back to check out.', services.urls.siteUrl) };
    const form = values ?? ((await prefill(token)) as CheckoutFormValues);
    // Shipping (the option selected on the cart, or standard), duties and taxes to the form's country.
    const country = countryCodeOf(form.country) ?? cart.buyerIdentity.countryCode;
    const { cost, charges } = checkoutTotals(cart, services.catalogue, services.shop, country);
    const giftCards = await checkoutGiftCards(services, cart, cost, charges.shipping.minor + charges.duties.minor + charges.taxes.minor);
    // What the shop's rules will refuse is said as the page opens, not only after the buyer has paid.
    const shown = errors.length ? errors : checkRules(services, cost.lines, country);
    return { status: errors.length ? 422 : 200, body: checkoutPage(cost, services, form, shown, charges, box, cart.visitorConsent ?? null, giftCards) };
  }

  /** What is left for the card once the cart's gift cards have paid (0: the cards cover the order). */
  async function owedByCard(token: string, countryCode: string | null): Promise<number> {
    const cart = await services.carts.byToken(token);
    if (!cart) return 0;
    const { cost, charges, total } = checkoutTotals(cart, services.catalogue, services.shop, countryCode);
    return total.minor - (await checkoutGiftCards(services, cart, cost, charges.shipping.minor + charges.duties.minor + charges.taxes.minor)).paidMinor;
  }

  app.get<{ Params: { token: string } }>('/checkouts/cn/:token', async (request, reply) => {
    const { status, body } = await render(request.params.token, null, []);
    return sendHtml(reply, status, body);
  });

  app.post<{ Params: { token: string }; Body: Record<string, string> }>('/checkouts/cn/:token', async (request, reply) => {
    const input = (typeof request.body === 'object' && request.body) || {};
    const values = Object.fromEntries(FIELDS.map((f) => [f, String(input[f] ?? '').trim()])) as unknown as CheckoutFormValues;
    // The discount box (Apply, Enter in the box, or a code's Remove): change the codes, never pay.
    const entered = String(input.discountCode ?? '');
    const removing = String(input.removeDiscount ?? '');
    if (input.intent === 'discount' || entered.trim() || removing) {
      const cart = await services.carts.byToken(request.params.token);
      const change = cart && !cart.completedAt ? await changeCheckoutCode(services, cart, entered, removing) : null;
      const box = { message: change?.message ?? null, entered: change?.rejected ? entered.trim() : '' };
      const { status, body } = await render(request.params.token, { ...values, cardNumber: '', cardCvc: '' }, [], box);
      return sendHtml(reply, change?.rejected && status === 200 ? 422 : status, body);
    }
    // Shipping, duties and taxes follow the country: never charge a total the buyer has not seen.
    const pricedFor = String(input.pricedFor ?? '');
    if (pricedFor && pricedFor !== values.country) {
      const country = findMarketCountry(values.country)?.countryName ?? values.country;
      const { body } = await render(request.params.token, { ...values, cardNumber: '', cardCvc: '' }, [`Shipping, duties and taxes are now priced for ${country}. Check the total, then pay.`]);
      return sendHtml(reply, 409, body);
    }
    const errors: string[] = [];
    if (!EMAIL_PATTERN.test(values.email)) errors.push('Enter a valid e-mail address.');
    if (!values.lastName) errors.push('Enter a last name.');
    if (!values.address1) errors.push('Enter an address.');
    if (!values.city) errors.push('Enter a city.');
    errors.push(...addressFormatErrors(values));
    const { address, errors: addressErrors } = normaliseAddress(
      { firstName: values.firstName, lastName: values.lastName, address1: values.address1, address2: values.address2, city: values.city, province: values.province, zip: values.zip, country: values.country, phone: values.phone },
      null,
    );
    errors.push(...addressErrors.map((e) => e.message));
    if (!errors.length && (await owedByCard(request.params.token, address.countryCode))) {
      errors.push(...checkCard(values.cardNumber, values.cardExpiry, values.cardCvc));
    }
    if (errors.length) {
      const { status, body } = await render(request.params.token, { ...values, cardNumber: '', cardCvc: '' }, errors);
      return sendHtml(reply, status, body);
    }
    const result = await placeOrder(services, request.params.token, { email: values.email.toLowerCase(), phone: values.phone || null, shippingAddress: address });
    if (!result.ok && result.reason === 'refused') {
      const { body } = await render(request.params.token, { ...values, cardNumber: '', cardCvc: '' }, result.messages);
      return sendHtml(reply, 422, body);
    }
    if (!result.ok && result.reason !== 'completed') {
      const spent = result.reason === 'giftCardSpent' ? ['A gift card on this order was used elsewhere meanwhile. Check the amounts below and pay again.'] : [];
      const { status, body } = await render(request.params.token, spent.length ? { ...values, cardNumber: '', cardCvc: '' } : values, spent);
      return sendHtml(reply, status, body);
    }
    return reply.redirect(`/checkouts/cn/${encodeURIComponent(request.params.token)}/thank-you`, 303);
  });

  app.get<{ Params: { token: string } }>('/checkouts/cn/:token/thank-you', async (request, reply) => {
    const order = await services.orders.byCartToken(request.params.token);
    if (!order) return sendHtml(reply, 404, messagePage(services.shop.name, 'Order not found', 'We could not find this order.', services.urls.siteUrl));
    return sendHtml(reply, 200, thankYouPage(order, services));
  });

  app.get<{ Params: { key: string } }>('/orders/:key', async (request, reply) => {
    const order = await services.orders.byStatusToken(request.params.key);
    if (!order) return sendHtml(reply, 404, messagePage(services.shop.name, 'Order not found', 'We could not find this order.', services.urls.siteUrl));
    return sendHtml(reply, 200, orderStatusPage(order, services));
  });

  app.get<{ Params: { number: string } }>('/tracking/:number', async (request, reply) => {
    const order = await services.orders.byTrackingNumber(request.params.number);
    if (!order) return sendHtml(reply, 404, messagePage(services.shop.name, 'Unknown tracking number', 'We have no shipment with this number.', services.urls.siteUrl));
    return sendHtml(reply, 200, trackingPage(services.shop.name, order, request.params.number));
  });
}
