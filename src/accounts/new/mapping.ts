/**
 * Customer Account API answers in the shapes the account pages already show (the same as the legacy
 * backend's), so the pages never know which API is behind them. Pure functions.
 */
import type { AddressValues } from '../../lib/accountValidation';
import type { AccountError } from '../../lib/customerErrors';
import { chargedOrNull, cityLine, orderDiscount, type AccountOrder, type OrderAddress } from '../../lib/customerOrders';
import { orderTab, parseTrackingEvents, type TrackingEvent } from '../../lib/orderStatus';
import type { CountryCode } from '../../storefront/generated/storefront.types';
import type {
  CustomerAccountAddressFragment,
  CustomerAccountCustomerFragment,
  CustomerAccountOrderAddressFragment,
  CustomerAccountOrderFragment,
} from '../generated/customer-account.generated';
import type { CustomerAddressInput } from '../generated/customer.types';
import type { AccountAddress, CustomerProfile } from '../types';

export function toCustomerProfile(customer: CustomerAccountCustomerFragment): CustomerProfile {
  return {
    id: customer.id,
    firstName: customer.firstName ?? null,
    lastName: customer.lastName ?? null,
    email: customer.emailAddress?.emailAddress ?? null,
    phone: customer.phoneNumber?.phoneNumber ?? null,
    acceptsMarketing: customer.emailAddress?.marketingState === 'SUBSCRIBED',
    defaultAddress: customer.defaultAddress
      ? { id: customer.defaultAddress.id, countryCodeV2: (customer.defaultAddress.territoryCode ?? null) as CountryCode | null }
      : null,
  } as CustomerProfile;
}

export function toAccountAddress(address: CustomerAccountAddressFragment): AccountAddress {
  return {
    id: address.id,
    firstName: address.firstName ?? null,
    lastName: address.lastName ?? null,
    company: address.company ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    province: address.province ?? null,
    provinceCode: address.zoneCode ?? null,
    country: address.country ?? null,
    countryCodeV2: (address.territoryCode ?? null) as CountryCode | null,
    zip: address.zip ?? null,
    phone: address.phoneNumber ?? null,
    formattedArea: address.formattedArea ?? null,
  } as AccountAddress;
}

/** The address form's values as a CustomerAddressInput: country and province go as codes. */
export function toCustomerAddressInput(values: AddressValues): CustomerAddressInput {
  const phone = values.phone.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    company: values.company.trim(),
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    city: values.city.trim(),
    zoneCode: values.province.trim(),
    zip: values.zip.trim().toUpperCase(),
    territoryCode: values.country,
    // An empty phone is not a number: Shopify rejects "" as invalid, so it is left out.
    ...(phone ? { phoneNumber: phone } : {}),
  };
}

function toOrderAddress(address: CustomerAccountOrderAddressFragment | null | undefined): OrderAddress | null {
  if (!address) return null;
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const lines = [address.address1, address.address2, cityLine(address.city, address.province, address.zip), address.country].filter(
    (line): line is string => Boolean(line),
  );
  return { name, lines, phone: address.phoneNumber || null };
}

/** Fulfilment shipment statuses as the site's tracking steps (when the order has no tracking metafield). */
const SHIPMENT_STATUS: Record<string, string> = {
  CONFIRMED: 'ORDER_CREATED',
  LABEL_PRINTED: 'ORDER_CREATED',
  LABEL_PURCHASED: 'ORDER_CREATED',
  CARRIER_PICKED_UP: 'PICKED_UP',
  PICKED_UP: 'PICKED_UP',
  IN_TRANSIT: 'IN_TRANSIT',
  OUT_FOR_DELIVERY: 'OUT_FOR_DELIVERY',
  ATTEMPTED_DELIVERY: 'OUT_FOR_DELIVERY',
  DELIVERED: 'DELIVERED',
};

function trackingEventsOf(order: CustomerAccountOrderFragment): TrackingEvent[] {
  const fromMetafield = parseTrackingEvents(order.tracking?.value);
  if (fromMetafield.length) return fromMetafield;
  return order.fulfillments.nodes.flatMap((fulfillment): TrackingEvent[] => {
    const status = fulfillment.latestShipmentStatus ? SHIPMENT_STATUS[fulfillment.latestShipmentStatus] : undefined;
    return status ? [{ status, message: '', date: '' }] : [];
  });
}

export function toAccountOrderFromCustomerAccount(order: CustomerAccountOrderFragment): AccountOrder {
  const trackingEvents = trackingEventsOf(order);
  const returnable = new Map(order.returnInformation.returnableLineItems.nodes.map((item) => [item.lineItem.id, item.quantity]));
  const financialStatus = order.financialStatus ?? null;
  const fulfillmentStatus = order.fulfillmentStatus ?? null;
  return {
    id: order.id,
    name: order.name,
    orderNumber: order.number,
    processedAt: order.processedAt,
    financialStatus,
    fulfillmentStatus,
    subtotal: order.subtotalBeforeDiscounts ?? order.subtotal ?? null,
    discount: order.subtotalBeforeDiscounts ? orderDiscount(order.subtotalBeforeDiscounts, order.subtotal, order.discountApplications?.nodes ?? []) : null,
    shipping: order.totalShipping,
    duties: chargedOrNull(order.totalDuties),
    taxes: chargedOrNull(order.totalTax),
    total: order.totalPrice,
    shippingAddress: toOrderAddress(order.shippingAddress),
    billingAddress: toOrderAddress(order.billingAddress),
    lines: order.lineItems.nodes.map((line) => ({
      title: line.title,
      quantity: line.quantity,
      // Before discounts, as the subtotal is: the discount row takes them off once.
      total: line.totalPriceBeforeDiscounts ?? line.totalPrice ?? { amount: '0', currencyCode: order.totalPrice.currencyCode },
      unitPrice: line.price ?? null,
      variantTitle: line.variantTitle && line.variantTitle !== 'Default Title' ? line.variantTitle : null,
      sku: line.sku || null,
      imageUrl: line.image?.url ?? null,
      imageAlt: line.image?.altText ?? line.title,
      options: (line.variantOptions ?? []).filter((o) => o.name !== 'Title'),
      // The Customer Account API names no product handle on a line item.
      productHandle: null,
      variantId: line.variantId ?? null,
      lineItemId: line.id,
      returnableQuantity: returnable.get(line.id) ?? 0,
    })),
    tracking: order.fulfillments.nodes.flatMap((fulfillment) =>
      fulfillment.trackingInformation.map((info) => ({ company: info.company ?? null, number: info.number ?? null, url: info.url ?? null })),
    ),
    trackingEvents,
    tab: orderTab({ financialStatus, fulfillmentStatus, trackingEvents }),
    statusUrl: order.statusPageUrl || null,
    cancelledAt: order.cancelledAt ?? null,
    cancelReason: order.cancelReason ?? null,
    refunded: Number(order.totalRefunded.amount) > 0 ? order.totalRefunded : null,
    returns: order.returns.nodes.map((r) => ({
      name: r.name,
      status: r.status,
      items: r.returnLineItems.nodes.map((item) => ({ title: item.lineItem.title, quantity: item.quantity })),
    })),
  };
}

/** Customer Account userErrors as the forms' AccountError (same fields). */
export const toAccountErrors = (errors: readonly { code?: string | null; field?: readonly string[] | null; message: string }[]): AccountError[] =>
  errors.map((e) => ({ code: e.code ?? undefined, field: e.field ? [...e.field] : null, message: e.message }));
