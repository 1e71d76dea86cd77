/** The hosted checkout's pages: the form, the thank-you page and order status / tracking. */
import type { VisitorConsent } from '../privacy/trackingConsent';
import { marketCountries } from '../markets/markets';
import type { CartCost } from '../carts/cartCost';
import { MAX_CODE_LENGTH, savingsByCode } from './discountEntry';
import { giftCardRows, NO_GIFT_CARDS, type CheckoutGiftCards } from './giftCardCheckout';
import { escapeHtml, page } from '../html';
import type { OrderRecord } from '../orders/orderStore';
import { TRACKING_SEQUENCE } from '../orders/tracking';
import { formatMoney } from '../pricing/currency';
import type { Services } from '../services';
import type { CheckoutCharges } from '../carts/shipping';
import { taxLabel } from './checkoutTotals';
import { addressFields, checkoutFormScript } from './addressFields';

/** The title Shopify gives the only variant of a product without options. */
export const DEFAULT_VARIANT_TITLE = 'Default Title';

export interface CheckoutFormValues {
  email: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  country: string;
  phone: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardName: string;
}

/**
 * "Qty 2" or "M · Qty 2": a product without options has one variant titled "Default Title", which
 * Shopify's checkout does not show (shopify.dev/docs/api/liquid/objects/product#product-has_only_default_variant).
 */
export function lineDetail(variantTitle: string | null | undefined, quantity: number): string {
  const shown = variantTitle && variantTitle !== DEFAULT_VARIANT_TITLE ? `${escapeHtml(variantTitle)} · ` : '';
  return `${shown}Qty ${quantity}`;
}

/** What the discount box shows: the last try's message, and the code to correct when it was rejected. */
export interface DiscountBox {
  message: string | null;
  entered: string;
}

/**
 * The discount box in the order summary, as on Shopify's checkout. Its fields belong to the checkout
 * form (`form=`), so applying a code keeps what the buyer typed; the server treats a filled box as
 * "apply", never as "pay" (Enter in the box applies the code).
 */
function discountBox(cost: CartCost, box: DiscountBox): string {
  const money = (minor: number) => formatMoney({ minor, currencyCode: cost.currencyCode });
  const savings = savingsByCode(cost);
  const items = cost.codes
    .map(({ code, applicable }) => {
      const shown = code.toUpperCase();
      const saving = savings.get(shown) ?? 0;
      const state = !applicable ? 'Not applied' : saving ? `−${money(saving)}` : 'Applied';
      return `<li><span class="tag">${escapeHtml(shown)}</span><span>${state}</span><button type="submit" form="checkout-form" formnovalidate name="removeDiscount" value="${escapeHtml(code)}" class="link">Remove<span class="vh"> discount code ${escapeHtml(shown)}</span></button></li>`;
    })
    .join('');
  return (
    `<div class="discount-box"><label for="discountCode">Discount code</label><div class="code-row">` +
    `<input id="discountCode" name="discountCode" form="checkout-form" value="${escapeHtml(box.entered)}" maxlength="${MAX_CODE_LENGTH}" autocomplete="off" autocapitalize="characters" spellcheck="false" aria-describedby="discount-message">` +
    `<button type="submit" form="checkout-form" formnovalidate name="intent" value="discount" class="secondary">Apply</button></div>` +
    `<p id="discount-message" class="hint" role="status">${escapeHtml(box.message ?? '')}</p>` +
    (items ? `<ul class="codes" aria-label="Discount codes">${items}</ul>` : '') +
    `</div>`
  );
}

/** Duties and taxes rows, shown where the shop collects them at checkout (DDP zones). */
function dutyRows(money: (minor: number) => string, duties: number, taxes: number, label: string | null): string {
  if (!label) return '';
  return `<div><span>Duties</span><span>${money(duties)}</span></div><div><span>${escapeHtml(label)}</span><span>${money(taxes)}</span></div>`;
}

function summary(cost: CartCost, services: Services, charges: CheckoutCharges, discount = '', giftCards: CheckoutGiftCards = NO_GIFT_CARDS): string {
  const shippingMinor = charges.shipping.minor;
  const money = (minor: number) => formatMoney({ minor, currencyCode: cost.currencyCode });
  const lines = cost.lines
    .map((l) => {
      const product = services.catalogue.products[l.variant.productIndex];
      const image = product?.images[0] ? `${services.urls.publicUrl}${product.images[0].path}?width=128` : '';
      return `<div class="line"><img src="${escapeHtml(image)}" alt=""><div><div>${escapeHtml(product?.title)}</div><div class="qty">${lineDetail(l.variant.title, l.line.quantity)}</div></div><div class="price">${money(l.subtotal.minor)}</div></div>`;
    })
    .join('');
  const total = cost.total.minor + shippingMinor + charges.duties.minor + charges.taxes.minor;
  return (
    `<aside><h2>Order summary</h2>${lines}${discount}<div class="totals">` +
    `<div><span>Subtotal</span><span>${money(cost.grossSubtotal.minor)}</span></div>` +
    (cost.discount.minor ? `<div><span>Discount (${escapeHtml(cost.appliedCodes.join(', '))})</span><span>−${money(cost.discount.minor)}</span></div>` : '') +
    `<div><span>Shipping</span><span>${shippingMinor === 0 ? 'Free' : money(shippingMinor)}</span></div>` +
    dutyRows(money, charges.duties.minor, charges.taxes.minor, charges.taxName ? taxLabel(charges) : null) +
    `<div class="total"><span>Total</span><span>${cost.currencyCode} ${money(total)}</span></div>` +
    `${giftCardRows(giftCards.cards, total, cost.currencyCode, 'Left to pay')}</div>` +
    (charges.zone.customs === 'DDU' ? `<p class="hint">Duties and taxes are not included: your country's customs may charge them on delivery.</p>` : '') +
    `</aside>`
  );
}

const field = (name: keyof CheckoutFormValues, label: string, values: CheckoutFormValues, attrs = ''): string =>
  `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(values[name])}" ${attrs}>`;

const CHOICE_LABELS: ReadonlyArray<[keyof VisitorConsent, string]> = [
  ['analytics', 'analytics'],
  ['marketing', 'marketing'],
  ['preferences', 'preferences'],
  ['saleOfData', 'sale of data'],
];

/** What the store told the checkout about the buyer's privacy choices (@inContext(visitorConsent:) on the cart). */
export function privacyChoices(consent: VisitorConsent | null | undefined): string {
  const said = consent
    ? CHOICE_LABELS.map(([key, label]) => `${label} ${consent[key] === true ? 'allowed' : consent[key] === false ? 'declined' : 'no choice'}`).join(', ')
    : 'no choice received';
  return `<p class="hint" id="privacy-choices">Privacy choices received from the store: ${escapeHtml(said)}.</p>`;
}

export function checkoutPage(
  cost: CartCost,
  services: Services,
  values: CheckoutFormValues,
  errors: string[],
  charges: CheckoutCharges,
  box: DiscountBox = { message: null, entered: '' },
  consent: VisitorConsent | null = null,
  giftCards: CheckoutGiftCards = NO_GIFT_CARDS,
): string {
  const money = (minor: number) => formatMoney({ minor, currencyCode: cost.currencyCode });
  const owed = Math.max(0, cost.total.minor + charges.shipping.minor + charges.duties.minor + charges.taxes.minor - giftCards.paidMinor);
  const payment = owed
    ? `<h2>Payment</h2>${giftCards.cards.length ? `<p class="hint">Your gift card pays ${money(giftCards.paidMinor)}; pay the rest by card.</p>` : ''}<p class="hint">Test mode: pay with card 4242 4242 4242 4242, any future expiry, any CVC. 4000 0000 0000 0002 is declined.</p>` +
      `${field('cardNumber', 'Card number', values, 'inputmode="numeric" autocomplete="cc-number" required')}` +
      `<div class="row"><div>${field('cardExpiry', 'Expiry (MM/YY)', values, 'autocomplete="cc-exp" placeholder="12/30" required')}</div><div>${field('cardCvc', 'Security code', values, 'inputmode="numeric" autocomplete="cc-csc" required')}</div></div>` +
      `${field('cardName', 'Name on card', values, 'autocomplete="cc-name"')}` +
      `<button type="submit">Pay now ${money(owed)}</button>`
    : `<h2>Payment</h2><p class="hint">Your gift card covers the whole order: no card payment is needed.</p><button type="submit">Complete order</button>`;
  const countries = marketCountries(services.shop.priorityCountries).map(
    (c) => `<option value="${c.countryCode}"${c.countryCode === values.country ? ' selected' : ''}>${escapeHtml(c.countryName)}</option>`,
  ).join('');
  const errorBox = errors.length
    ? `<div class="errors" role="alert"><strong>Please check your details:</strong><ul>${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>`
    : '';
  const form =
    `<section><h1>Checkout</h1>${errorBox}<form method="post" id="checkout-form" novalidate>` +
    // The country the summary was priced for: paying for another re-prices first (routes.ts).
    `<input type="hidden" name="pricedFor" value="${escapeHtml(values.country)}">` +
    `<h2>Contact</h2>${field('email', 'E-mail', values, 'type="email" autocomplete="email" required')}` +
    `<h2>Shipping address</h2><div class="row"><div>${field('firstName', 'First name', values, 'autocomplete="given-name" required')}</div><div>${field('lastName', 'Last name', values, 'autocomplete="family-name" required')}</div></div>` +
    `${field('address1', 'Address', values, 'autocomplete="address-line1" required')}${field('address2', 'Apartment, suite, etc. (optional)', values, 'autocomplete="address-line2"')}` +
    `<label for="country">Country</label><select id="country" name="country" autocomplete="country">${countries}</select>` +
    addressFields(values) +
    `${field('phone', 'Phone (optional)', values, 'type="tel" autocomplete="tel"')}` +
    `${payment}</form>` +
    `<p class="hint"><a href="${escapeHtml(services.urls.siteUrl)}/my-cart/">← Return to cart</a></p>${privacyChoices(consent)}</section>` +
    checkoutFormScript(marketCountries(services.shop.priorityCountries).map((c) => c.countryCode));
  return page(services.shop.name, 'Checkout', `<div class="grid">${form}${summary(cost, services, charges, discountBox(cost, box), giftCards)}</div>`);
}

export function messagePage(shopName: string, title: string, message: string, siteUrl: string, status?: string): string {
  return page(
    shopName,
    title,
    `<section><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${status ?? ''}<a class="button" href="${escapeHtml(siteUrl)}/">Continue shopping</a></section>`,
  );
}

/**
 * A moment as people read it ("26 November 2026, 21:30 UTC"), in a <time> the page's script then shows
 * in the buyer's own time zone and language, as Shopify's order status page does.
 */
export function readableTime(iso: string): string {
  const date = new Date(iso);
  const text = `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
  return `<time datetime="${escapeHtml(date.toISOString())}">${escapeHtml(text)}</time>`;
}

/** Rewrites every <time> of the page in the reader's locale and time zone. */
const LOCAL_TIMES_SCRIPT =
  `<script>document.querySelectorAll('time[datetime]').forEach(function(t){var d=new Date(t.getAttribute('datetime'));` +
  `if(!isNaN(d))t.textContent=d.toLocaleString(undefined,{dateStyle:'long',timeStyle:'short'});});</script>`;

function timeline(order: OrderRecord): string {
  const done = order.tracking.length;
  return `<ol class="steps">${TRACKING_SEQUENCE.map((step, i) => {
    const event = order.tracking[i];
    return `<li class="${i < done ? 'done' : ''}">${escapeHtml(step.message)}${event ? ` <span class="hint">· ${readableTime(event.date)}</span>` : ''}</li>`;
  }).join('')}</ol>`;
}

function orderSummary(order: OrderRecord, services: Services): string {
  const money = (minor: number) => formatMoney({ minor, currencyCode: order.data.currencyCode });
  const lines = order.data.lines
    .map(
      (l) =>
        `<div class="line"><img src="${escapeHtml(`${services.urls.publicUrl}${l.imagePath}?width=128`)}" alt=""><div><div>${escapeHtml(l.title)}</div><div class="qty">${lineDetail(l.variantTitle, l.quantity)}</div></div><div class="price">${money(l.unitMinor * l.quantity)}</div></div>`,
    )
    .join('');
  return (
    `<aside><h2>Order #${order.orderNumber}</h2>${lines}<div class="totals">` +
    `<div><span>Subtotal</span><span>${money(order.data.subtotalMinor)}</span></div>` +
    (order.data.discountMinor ? `<div><span>Discount</span><span>−${money(order.data.discountMinor)}</span></div>` : '') +
    `<div><span>Shipping</span><span>${order.data.shippingMinor ? money(order.data.shippingMinor) : 'Free'}</span></div>` +
    dutyRows(money, order.data.dutiesMinor ?? 0, order.data.taxMinor, order.data.taxLabel ?? null) +
    `<div class="total"><span>Total</span><span>${order.data.currencyCode} ${money(order.data.totalMinor)}</span></div>` +
    `${giftCardRows(order.data.giftCards ?? [], order.data.totalMinor, order.data.currencyCode, 'Paid by card')}</div></aside>`
  );
}

export function thankYouPage(order: OrderRecord, services: Services): string {
  const a = order.data.shippingAddress;
  const main =
    `<section><h1>Thank you, ${escapeHtml(a.firstName ?? '')}!</h1><p>Your order <strong>#${order.orderNumber}</strong> is confirmed. ` +
    `A confirmation e-mail is on its way to ${escapeHtml(order.email)}.</p>` +
    `<h2>Shipping to</h2><p>${[a.firstName, a.lastName].filter(Boolean).map(escapeHtml).join(' ')}<br>${escapeHtml(a.address1)}<br>${escapeHtml([a.city, a.province, a.zip].filter(Boolean).join(' '))}<br>${escapeHtml(a.country)}</p>` +
    `<h2>Status</h2>${timeline(order)}` +
    `<a class="button" href="${escapeHtml(services.urls.siteUrl)}/">Continue shopping</a>` +
    `<p class="hint"><a href="/orders/${order.statusToken}">Order status page</a></p></section>`;
  return page(services.shop.name, `Order #${order.orderNumber} confirmed`, `<div class="grid">${main}${orderSummary(order, services)}</div>${LOCAL_TIMES_SCRIPT}`);
}

export function orderStatusPage(order: OrderRecord, services: Services): string {
  const fulfillment = order.fulfillments[0];
  const main =
    `<section><h1>Order #${order.orderNumber}</h1><p>Placed ${readableTime(order.processedAt)} · ${escapeHtml(order.financialStatus)} · ${escapeHtml(order.fulfillmentStatus)}</p>` +
    (fulfillment ? `<p>Shipped with ${escapeHtml(fulfillment.trackingCompany)}, tracking number <a href="${escapeHtml(fulfillment.url)}">${escapeHtml(fulfillment.number)}</a></p>` : '') +
    `<h2>Tracking</h2>${timeline(order)}<a class="button" href="${escapeHtml(services.urls.siteUrl)}/user-account/order-history/">Your orders</a></section>`;
  return page(services.shop.name, `Order #${order.orderNumber}`, `<div class="grid">${main}${orderSummary(order, services)}</div>${LOCAL_TIMES_SCRIPT}`);
}

export function trackingPage(shopName: string, order: OrderRecord, number: string): string {
  return page(
    shopName,
    `Tracking ${number}`,
    `<section><h1>Shipment ${escapeHtml(number)}</h1><p>Order #${order.orderNumber}</p>${timeline(order)}</section>${LOCAL_TIMES_SCRIPT}`,
  );
}
