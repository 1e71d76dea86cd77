/**
 * What the order e-mails say beyond the order itself: the shipping confirmation Shopify sends when a
 * fulfilment with tracking is created ("Shipping confirmation" notification,
 * https://help.shopify.com/en/manual/fulfillment/setup/notifications/customer-notifications), and the
 * duties reminder the tariffs page promises to shoppers whose parcel ships duties unpaid (DDU).
 */
import type { OutgoingEmail } from '../outbox/outbox';
import { shippingZoneFor, type ShippingZone } from '../carts/shipping';
import type { OrderRecord } from './orderRecord';

/** The reminder for a DDU destination; null where nothing is due on delivery (domestic or duties paid). */
export function dutiesReminder(zones: readonly ShippingZone[], countryCode: string | null | undefined): string | null {
  if (!countryCode || shippingZoneFor(zones, countryCode).customs !== 'DDU') return null;
  return (
    'Duties and taxes: your parcel ships duties unpaid (DDU). Your country’s customs may charge import duty, ' +
    'VAT or sales tax and a clearance fee, which DHL collects before delivery. These were not part of your total.'
  );
}

export function shippingEmail(order: OrderRecord, urls: { publicUrl: string; siteUrl?: string }, zones: readonly ShippingZone[]): OutgoingEmail {
  const fulfillment = order.fulfillments[0];
  const items = order.data.lines.map((l) => `${l.quantity} × ${l.title}`).join('\n');
  const reminder = dutiesReminder(zones, order.data.shippingAddress.countryCode);
  const text =
    `Good news: your order is on its way.\n\n` +
    `Order #${order.orderNumber}\n${items}\n\n` +
    (fulfillment ? `Carrier: ${fulfillment.trackingCompany}\nTracking number: ${fulfillment.number}` : '') +
    (reminder ? `\n\n${reminder}` : '');
  return {
    to: order.email,
    kind: 'shipping',
    subject: `A shipment from order #${order.orderNumber} is on the way`,
    text,
    links: [
      ...(fulfillment ? [{ label: `Track your shipment with ${fulfillment.trackingCompany}`, url: fulfillment.url }] : []),
      { label: 'View your order', url: `${urls.publicUrl}/orders/${order.statusToken}` },
    ],
  };
}
