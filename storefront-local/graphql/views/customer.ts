/** Customer, MailingAddress, Order views (orders are frozen in their own currency). */
import { GraphQLError } from 'graphql';
import type { AddressFields, AddressRecord } from '../../customers/addresses';
import { formatAddress, formattedArea } from '../../customers/addresses';
import type { CustomerRecord, CustomerUserError } from '../../customers/customerRecords';
import { discountCodeApplicationView, orderDiscountApplications } from '../../orders/orderDiscounts';
import type { OrderRecord } from '../../orders/orderStore';
import { moneyV2 } from '../../pricing/currency';
import { connection, type PageArgs } from '../connection';
import type { RequestContext } from '../context';
import { variantView } from './product';
import { optionalMetafieldView } from './metafield';

/**
 * Shopify's customer address ids carry the reader's access token
 * (…/MailingAddress/1?model_name=CustomerAddress&customer_access_token=…), which is what lets node()
 * return the address to its owner only. Without a token (a cart's customer) the id has none.
 */
export const addressGid = (id: number, accessToken?: string | null): string =>
  `gid://shopify/MailingAddress/${id}?model_name=CustomerAddress${accessToken ? `&customer_access_token=${encodeURIComponent(accessToken)}` : ''}`;
/** An order's shipping (1) or billing (2) address; the order's key makes it readable like the order. */
export const orderAddressGid = (order: Pick<OrderRecord, 'id' | 'statusToken'>, which: 1 | 2): string =>
  `gid://shopify/MailingAddress/${order.id}${which}?model_name=Address&key=${order.statusToken}`;
export const orderGid = (order: Pick<OrderRecord, 'id' | 'statusToken'>): string => `gid://shopify/Order/${order.id}?key=${order.statusToken}`;
export const parseAddressGid = (id: string): number | null => {
  const match = /^gid:\/\/shopify\/MailingAddress\/(\d+)/.exec(id ?? '');
  return match ? Number(match[1]) : null;
};

export function addressView(address: AddressFields, id: string | null) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ') || null;
  return {
    __typename: 'MailingAddress',
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    province: address.province,
    provinceCode: address.provinceCode,
    country: address.country,
    zip: address.zip,
    phone: address.phone,
    id: id ?? '',
    countryCode: address.countryCode,
    countryCodeV2: address.countryCode,
    name,
    formatted: (args: { withName?: boolean; withCompany?: boolean }) => formatAddress(address, args.withName ?? false, args.withCompany ?? true),
    formattedArea: formattedArea(address),
    latitude: null,
    longitude: null,
  };
}

export const customerAddressView = (address: AddressRecord, accessToken?: string | null) => addressView(address, addressGid(address.id, accessToken));

const ORDER_SORTS: Record<string, (a: OrderRecord, b: OrderRecord) => number> = {
  ID: (a, b) => a.id - b.id,
  PROCESSED_AT: (a, b) => a.processedAt.localeCompare(b.processedAt) || a.id - b.id,
  TOTAL_PRICE: (a, b) => a.data.totalMinor - b.data.totalMinor || a.id - b.id,
  RELEVANCE: (a, b) => a.id - b.id,
};

export function orderView(order: OrderRecord, ctx: RequestContext) {
  const { catalogue, urls } = ctx.services;
  const currency = order.data.currencyCode;
  const money = (minor: number) => moneyV2({ minor, currencyCode: currency });
  const lines = order.data.lines.map((line, i) => ({
    __typename: 'OrderLineItem',
    key: `${order.id}-${i}`,
    title: line.title,
    quantity: line.quantity,
    currentQuantity: line.quantity,
    originalTotalPrice: money(line.unitMinor * line.quantity),
    discountedTotalPrice: money(line.unitMinor * line.quantity - line.discountMinor),
    customAttributes: [],
    discountAllocations: [],
    variant: () => {
      const variant = catalogue.variantById.get(line.variantId);
      return variant ? variantView(variant, catalogue, currency) : null;
    },
  }));
  const shippingAddress = addressView(order.data.shippingAddress, orderAddressGid(order, 1));
  const tracking = JSON.stringify(order.tracking);
  return {
    __typename: 'Order',
    id: orderGid(order),
    name: `#${order.orderNumber}`,
    orderNumber: order.orderNumber,
    email: order.email,
    phone: order.data.phone,
    processedAt: order.processedAt,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    currencyCode: currency,
    customerLocale: 'en',
    edited: false,
    canceledAt: null,
    cancelReason: null,
    statusUrl: `${urls.publicUrl}/orders/${order.statusToken}`,
    customerUrl: `${urls.publicUrl}/orders/${order.statusToken}`,
    subtotalPrice: money(order.data.subtotalMinor - order.data.discountMinor),
    subtotalPriceV2: money(order.data.subtotalMinor - order.data.discountMinor),
    currentSubtotalPrice: money(order.data.subtotalMinor - order.data.discountMinor),
    totalShippingPrice: money(order.data.shippingMinor),
    totalShippingPriceV2: money(order.data.shippingMinor),
    currentTotalShippingPrice: money(order.data.shippingMinor),
    totalTax: money(order.data.taxMinor),
    totalTaxV2: money(order.data.taxMinor),
    currentTotalTax: money(order.data.taxMinor),
    // Null where no duties were charged at checkout (https://shopify.dev/docs/api/storefront/latest/objects/Order#field-originalTotalDuties).
    originalTotalDuties: order.data.taxLabel ? money(order.data.dutiesMinor ?? 0) : null,
    currentTotalDuties: order.data.taxLabel ? money(order.data.dutiesMinor ?? 0) : null,
    totalPrice: money(order.data.totalMinor),
    totalPriceV2: money(order.data.totalMinor),
    currentTotalPrice: money(order.data.totalMinor),
    originalTotalPrice: money(order.data.totalMinor),
    totalRefunded: money(0),
    totalRefundedV2: money(0),
    shippingAddress,
    billingAddress: addressView(order.data.billingAddress, orderAddressGid(order, 2)),
    shippingDiscountAllocations: [],
    discountApplications: (args: PageArgs & { reverse?: boolean }) => {
      const applications = orderDiscountApplications(order, ctx.services.shop.discountCodes).map(discountCodeApplicationView);
      return connection(args.reverse ? [...applications].reverse() : applications, args, (d) => d.code, (d) => d);
    },
    lineItems: (args: PageArgs & { reverse?: boolean }) =>
      connection(args.reverse ? [...lines].reverse() : lines, args, (l) => l.key, (l) => l),
    successfulFulfillments: (args: { first?: number | null }) =>
      order.fulfillments.slice(0, args.first ?? undefined).map((f) => ({
        __typename: 'Fulfillment',
        trackingCompany: f.trackingCompany,
        trackingInfo: (a: { first?: number | null }) => [{ __typename: 'FulfillmentTrackingInfo', number: f.number, url: f.url }].slice(0, a.first ?? undefined),
        fulfillmentLineItems: (a: PageArgs) =>
          connection(lines, a, (l) => l.key, (l) => ({ __typename: 'FulfillmentLineItem', quantity: l.quantity, lineItem: l })),
      })),
    metafield: (args: { namespace?: string | null; key: string }) =>
      (args.namespace ?? 'custom') === 'custom' && args.key === 'tracking_events'
        ? {
            __typename: 'Metafield',
            id: `gid://shopify/Metafield/order-${order.id}-tracking`,
            namespace: 'custom',
            key: 'tracking_events',
            type: 'json',
            value: tracking,
            createdAt: order.processedAt,
            updatedAt: order.updatedAt,
            description: null,
            reference: null,
            references: null,
          }
        : optionalMetafieldView(ctx.services.shop.metafields?.order?.(args, order, ctx.services.catalogue)),
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
  };
}

export function customerView(customer: CustomerRecord, ctx: RequestContext, accessToken?: string | null) {
  const { customers, orders } = ctx.services;
  return {
    __typename: 'Customer',
    id: `gid://shopify/Customer/${customer.id}`,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email,
    phone: customer.phone,
    acceptsMarketing: customer.acceptsMarketing,
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
    tags: [],
    numberOfOrders: async () => String(await orders.countForCustomer(customer.id)),
    defaultAddress: async () => {
      if (customer.defaultAddressId === null) return null;
      const address = await customers.addressBook.address(customer.id, customer.defaultAddressId);
      return address ? customerAddressView(address, accessToken) : null;
    },
    addresses: async (args: PageArgs & { reverse?: boolean }) => {
      const list = (await customers.addressBook.addresses(customer.id)).map((a) => customerAddressView(a, accessToken));
      return connection(args.reverse ? list.reverse() : list, args, (a) => a.id, (a) => a);
    },
    orders: async (args: PageArgs & { sortKey?: string | null; reverse?: boolean | null; query?: string | null }) => {
      const list = await orders.forCustomer(customer.id);
      const sorted = [...list].sort(ORDER_SORTS[args.sortKey ?? 'ID'] ?? ORDER_SORTS.ID);
      if (args.reverse) sorted.reverse();
      return {
        ...connection(sorted, args, (o) => String(o.id), (o) => orderView(o, ctx)),
        totalCount: String(list.length),
      };
    },
    metafield: (args: { namespace?: string | null; key: string }) => optionalMetafieldView(ctx.services.shop.metafields?.customer?.(args, customer)),
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
  };
}

/**
 * What a cart tells about its customer: who it is (the id, name and contact that Shopify's own cart
 * fragments read, https://shopify.dev/docs/api/storefront/latest/objects/CartBuyerIdentity#field-customer),
 * never the account behind it. A cart id is shared by anyone holding the device or the checkout link, so
 * addresses, orders and the rest answer ACCESS_DENIED here: they are read with the customer's own token
 * (https://shopify.dev/docs/api/storefront/latest/queries/customer).
 */
const CART_CUSTOMER_FIELDS: ReadonlySet<string> = new Set(['__typename', 'id', 'email', 'firstName', 'lastName', 'displayName', 'phone']);

export function cartCustomerView(customer: CustomerRecord, ctx: RequestContext) {
  const view: Record<string, unknown> = customerView(customer, ctx);
  for (const field of Object.keys(view)) {
    if (CART_CUSTOMER_FIELDS.has(field)) continue;
    view[field] = () => {
      throw new GraphQLError(`Access denied for ${field} field. A cart's customer shows only its name and contact; read ${field} with customer(customerAccessToken:).`, {
        extensions: { code: 'ACCESS_DENIED' },
      });
    };
  }
  return view;
}

export const customerErrorViews = (errors: CustomerUserError[]) => errors.map((e) => ({ __typename: 'CustomerUserError', ...e }));
/** The deprecated `userErrors` list mirrors customerUserErrors without codes. */
export const userErrorViews = (errors: Array<{ field: string[] | null; message: string }>) =>
  errors.map((e) => ({ __typename: 'UserError', field: e.field, message: e.message }));
