/**
 * Orders as the account pages show them: the Storefront API's Order flattened
 * (edges/nodes gone, tracking metafield parsed) with the order-history tab it belongs to.
 */
import { currencyFractionDigits, formatMoneyV2, type MoneyLike } from './money';
import { orderTab, parseTrackingEvents, type OrderTab, type TrackingEvent } from './orderStatus';
import type { OrderFragment } from '../storefront/generated/storefront.generated';

export interface OrderAddress {
  name: string;
  lines: string[];
  phone: string | null;
}

export interface OrderLine {
  title: string;
  quantity: number;
  total: MoneyLike;
  unitPrice: MoneyLike | null;
  variantTitle: string | null;
  sku: string | null;
  imageUrl: string | null;
  imageAlt: string;
  /** Selected options except the default "Title", e.g. Size: M. */
  options: { name: string; value: string }[];
  productHandle: string | null;
  /** The variant bought, to tell the shopper's items from lines the cart added (shipping protection). */
  variantId: string | null;
  /** The line's id where the API names one (Customer Account API: what a return refers to). */
  lineItemId?: string | null;
  /** Units that may still be returned (new customer accounts; 0 when none). */
  returnableQuantity?: number;
}

/** A return asked for on the order, e.g. #1001-R1, REQUESTED, with its items. */
export interface OrderReturn {
  name: string;
  status: string;
  items: { title: string; quantity: number }[];
}

/** The discount row: the codes with their percentages, and what they took off the items. */
export interface OrderDiscount {
  label: string;
  amount: MoneyLike;
}

export interface OrderTracking {
  company: string | null;
  number: string | null;
  url: string | null;
}

export interface AccountOrder {
  id: string;
  /** Shopify's printed name, e.g. #1001. */
  name: string;
  orderNumber: number;
  processedAt: string;
  financialStatus: string | null;
  fulfillmentStatus: string | null;
  /** The items before discounts (what the lines add up to). */
  subtotal: MoneyLike | null;
  discount: OrderDiscount | null;
  shipping: MoneyLike;
  /** Duties and taxes collected at checkout; null where the order has none. */
  duties: MoneyLike | null;
  taxes: MoneyLike | null;
  total: MoneyLike;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  lines: OrderLine[];
  tracking: OrderTracking[];
  trackingEvents: TrackingEvent[];
  tab: Exclude<OrderTab, 'All'>;
  statusUrl: string | null;
  /** When and why the shop cancelled the order; null while it stands. */
  cancelledAt?: string | null;
  cancelReason?: string | null;
  /** What was refunded; null when nothing was. */
  refunded?: MoneyLike | null;
  returns?: OrderReturn[];
}

/** One page of orders and where the next one starts. */
export interface OrdersPage {
  orders: AccountOrder[];
  hasNextPage: boolean;
  endCursor: string | null;
}

/** Orders already shown followed by a further page, without repeating an order (newest first stays). */
export function appendOrders(shown: readonly AccountOrder[], more: readonly AccountOrder[]): AccountOrder[] {
  const ids = new Set(shown.map((o) => o.id));
  return [...shown, ...more.filter((o) => !ids.has(o.id))];
}

/** The order number a shopper typed (#1001, 1001, " 1001 "), or null when it is not one. */
export function orderNumberQuery(typed: string): number | null {
  const wanted = typed.trim().replace(/^#/, '');
  return /^\d{1,12}$/.test(wanted) ? Number(wanted) : null;
}

const CANCEL_REASONS: Record<string, string> = {
  CUSTOMER: 'at your request',
  DECLINED: 'because the payment was declined',
  FRAUD: 'because the payment looked fraudulent',
  INVENTORY: 'because the items were out of stock',
  STAFF: 'by our team',
  OTHER: '',
};

/** "Cancelled on 3 March 2026 because the items were out of stock." */
export function cancellationText(cancelledAt: string, reason: string | null | undefined, formatDate: (iso: string) => string): string {
  const why = reason ? CANCEL_REASONS[reason] : '';
  return `Cancelled on ${formatDate(cancelledAt)}${why ? ` ${why}` : ''}.`;
}

const RETURN_STATUS: Record<string, string> = {
  REQUESTED: 'Requested',
  OPEN: 'Approved',
  CLOSED: 'Completed',
  DECLINED: 'Declined',
  CANCELED: 'Cancelled',
};

export const returnStatusText = (status: string): string => RETURN_STATUS[status] ?? status;

type RawAddress = NonNullable<OrderFragment['shippingAddress']>;

/** "Miami Beach, FL 33139": city, then province and postal code, leaving out what is missing. */
export function cityLine(city?: string | null, province?: string | null, zip?: string | null): string {
  return [city, [province, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

function toAddress(address: RawAddress | null | undefined): OrderAddress | null {
  if (!address) return null;
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const lines = [address.address1, address.address2, cityLine(address.city, address.province, address.zip), address.country].filter((line): line is string => Boolean(line));
  return { name, lines, phone: address.phone || null };
}

/** A discount application as both APIs return it: a code (code applications) and a percentage or an amount. */
export interface RawDiscountApplication {
  code?: string | null;
  value: { percentage?: number | null; amount?: string | number | null; currencyCode?: string | null };
}

const minorOf = (money: MoneyLike, digits: number): number => Math.round(Number(money.amount) * 10 ** digits);

/**
 * The discount row from the items' total before discounts and the order's subtotal after them
 * (Order.subtotalPrice is after discounts, https://shopify.dev/docs/api/storefront/latest/objects/Order),
 * labelled with the applied codes: "WELCOME10 (10% off)". Null when nothing came off.
 */
export function orderDiscount(before: MoneyLike, after: MoneyLike | null | undefined, applications: readonly RawDiscountApplication[]): OrderDiscount | null {
  if (!after) return null;
  const digits = currencyFractionDigits(before.currencyCode);
  const minor = minorOf(before, digits) - minorOf(after, digits);
  if (minor <= 0) return null;
  const names = applications.map((a) => {
    const value = a.value.percentage ? `${a.value.percentage}% off` : a.value.amount ? `${formatMoneyV2({ amount: a.value.amount, currencyCode: a.value.currencyCode ?? before.currencyCode })} off` : null;
    return [a.code, value ? `(${value})` : null].filter(Boolean).join(' ');
  }).filter(Boolean);
  return { label: names.length ? `Discount · ${names.join(', ')}` : 'Discount', amount: { amount: (minor / 10 ** digits).toFixed(digits), currencyCode: before.currencyCode } };
}

/** What a list of line totals adds up to, in the order's currency. */
export function sumMoney(amounts: readonly MoneyLike[], currencyCode: string): MoneyLike {
  const digits = currencyFractionDigits(currencyCode);
  const minor = amounts.reduce((sum, m) => sum + minorOf(m, digits), 0);
  return { amount: (minor / 10 ** digits).toFixed(digits), currencyCode };
}

/** Duties or taxes worth showing: an amount above zero. */
export const chargedOrNull = (money: MoneyLike | null | undefined): MoneyLike | null => (money && Number(money.amount) > 0 ? money : null);

export function toAccountOrder(order: OrderFragment): AccountOrder {
  const trackingEvents = parseTrackingEvents(order.tracking?.value);
  const itemsTotal = sumMoney(order.lineItems.nodes.map((line) => line.originalTotalPrice), order.totalPrice.currencyCode);
  return {
    id: order.id,
    name: order.name,
    orderNumber: order.orderNumber,
    processedAt: order.processedAt,
    financialStatus: order.financialStatus ?? null,
    fulfillmentStatus: order.fulfillmentStatus ?? null,
    subtotal: order.lineItems.nodes.length ? itemsTotal : (order.subtotalPrice ?? null),
    discount: orderDiscount(itemsTotal, order.subtotalPrice, order.discountApplications?.nodes ?? []),
    shipping: order.currentTotalShippingPrice,
    duties: chargedOrNull(order.originalTotalDuties),
    taxes: chargedOrNull(order.totalTax),
    total: order.totalPrice,
    shippingAddress: toAddress(order.shippingAddress),
    billingAddress: toAddress(order.billingAddress),
    lines: order.lineItems.nodes.map((line) => ({
      title: line.title,
      quantity: line.quantity,
      total: line.originalTotalPrice,
      unitPrice: line.variant?.price ?? null,
      variantTitle: line.variant?.title && line.variant.title !== 'Default Title' ? line.variant.title : null,
      sku: line.variant?.sku || null,
      imageUrl: line.variant?.image?.url ?? null,
      imageAlt: line.variant?.image?.altText ?? line.title,
      options: (line.variant?.selectedOptions ?? []).filter((o) => o.name !== 'Title'),
      productHandle: line.variant?.product.handle ?? null,
      variantId: line.variant?.id ?? null,
    })),
    tracking: (order.successfulFulfillments ?? []).flatMap((fulfillment) =>
      fulfillment.trackingInfo.length
        ? fulfillment.trackingInfo.map((info) => ({
            company: fulfillment.trackingCompany ?? null,
            number: info.number ?? null,
            url: info.url ?? null,
          }))
        : [{ company: fulfillment.trackingCompany ?? null, number: null, url: null }],
    ),
    trackingEvents,
    tab: orderTab({ financialStatus: order.financialStatus, fulfillmentStatus: order.fulfillmentStatus, trackingEvents }),
    statusUrl: order.statusUrl || null,
  };
}

/** Finds an order by the number in /order-details/?order=1001 (a leading # is fine). */
export function findOrder(orders: readonly AccountOrder[], param: string | null | undefined): AccountOrder | null {
  const wanted = (param ?? '').trim().replace(/^#/, '');
  if (!/^\d+$/.test(wanted)) return null;
  return orders.find((order) => String(order.orderNumber) === wanted) ?? null;
}

/**
 * Items the shopper bought (the sum of quantities): shipping protection is a line the cart adds
 * itself, not an item, so "2 items" for one swimsuit would puzzle them.
 */
export const itemCount = (order: Pick<AccountOrder, 'lines'>, shippingProtectionVariantId?: string): number =>
  order.lines.reduce((sum, line) => (shippingProtectionVariantId && line.variantId === shippingProtectionVariantId ? sum : sum + line.quantity), 0);
