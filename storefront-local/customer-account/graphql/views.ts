/**
 * Customer, CustomerAddress and Order views for the Customer Account schema, over the same rows as the
 * Storefront side (one customer, seen from both APIs). Orders keep their own currency; fulfilments
 * carry trackingInformation and events derived from the order's tracking steps.
 */
import { formatAddress, formattedArea, type AddressRecord } from '../../customers/addresses';
import type { CustomerRecord } from '../../customers/customerRecords';
import { discountCodeApplicationView, orderDiscountApplications } from '../../orders/orderDiscounts';
import type { OrderRecord } from '../../orders/orderStore';
import { moneyV2 } from '../../pricing/currency';
import { imageView } from '../../graphql/views/image';
import { connection, type PageArgs } from '../../graphql/connection';
import type { AccountRequestContext } from './context';
import { customerAddressGid, customerGid, orderGid } from './ids';
import { optionalMetafieldView } from '../../graphql/views/metafield';
import { filterOrders } from './orderSearch';
import { RETURN_REASONS, returnableQuantities } from './orderReturns';

/** The carrier steps of orders/tracking.ts as Shopify's FulfillmentEventStatus. */
const EVENT_STATUS: Record<string, string> = {
  PICKED_UP: 'CARRIER_PICKED_UP',
  IN_TRANSIT: 'IN_TRANSIT',
  AT_INTERNATIONAL_HUB: 'IN_TRANSIT',
  AT_LOCAL_FACILITY: 'IN_TRANSIT',
  OUT_FOR_DELIVERY: 'OUT_FOR_DELIVERY',
  DELIVERED: 'DELIVERED',
};

/**
 * The line's image as the Storefront API gives the product's (`url(transform:)`, size, id, alt text): the
 * image the order froze at checkout, still found on its product; a product since removed keeps the URL only.
 */
function lineImage(line: OrderRecord['data']['lines'][number], ctx: AccountRequestContext) {
  if (!line.imagePath) return null;
  const { publicUrl } = ctx.services.urls;
  const image = ctx.services.catalogue.productByHandle.get(line.productHandle)?.images.find((candidate) => candidate.path === line.imagePath);
  if (image) return imageView(image, publicUrl);
  return { ...imageView({ id: '', path: line.imagePath, altText: line.title, width: 0, height: 0 }, publicUrl), id: null, width: null, height: null };
}

export function addressView(address: Omit<AddressRecord, 'customerId'>, id: string) {
  return {
    __typename: 'CustomerAddress',
    id,
    firstName: address.firstName,
    lastName: address.lastName,
    name: [address.firstName, address.lastName].filter(Boolean).join(' ') || null,
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    province: address.province,
    zoneCode: address.provinceCode,
    country: address.country,
    territoryCode: address.countryCode,
    zip: address.zip,
    phoneNumber: address.phone,
    formatted: (args: { withName?: boolean; withCompany?: boolean }) => formatAddress(address, args.withName ?? false, args.withCompany ?? true),
    formattedArea: formattedArea(address),
  };
}

export const customerAddressView = (address: AddressRecord) => addressView(address, customerAddressGid(address.id));

const ORDER_SORTS: Record<string, (a: OrderRecord, b: OrderRecord) => number> = {
  ID: (a, b) => a.id - b.id,
  CREATED_AT: (a, b) => a.processedAt.localeCompare(b.processedAt) || a.id - b.id,
  PROCESSED_AT: (a, b) => a.processedAt.localeCompare(b.processedAt) || a.id - b.id,
  UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id,
  ORDER_NUMBER: (a, b) => a.orderNumber - b.orderNumber,
  TOTAL_PRICE: (a, b) => a.data.totalMinor - b.data.totalMinor || a.id - b.id,
};

const confirmationNumber = (order: OrderRecord): string => order.statusToken.slice(0, 9).toUpperCase();

export function orderView(order: OrderRecord, ctx: AccountRequestContext) {
  const { urls } = ctx.services;
  const currencyCode = order.data.currencyCode;
  const money = (minor: number) => moneyV2({ minor, currencyCode });
  const lines = order.data.lines.map((line, index) => ({
    __typename: 'LineItem',
    id: `gid://shopify/LineItem/${order.id}${String(index).padStart(3, '0')}`,
    title: line.title,
    name: line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
    presentmentTitle: line.title,
    variantTitle: line.variantTitle || null,
    variantId: line.variantId,
    sku: line.sku,
    quantity: line.quantity,
    refundableQuantity: line.quantity,
    requiresShipping: true,
    giftCard: false,
    price: money(line.unitMinor),
    totalPrice: money(line.unitMinor * line.quantity - line.discountMinor),
    currentTotalPrice: money(line.unitMinor * line.quantity - line.discountMinor),
    totalPriceBeforeDiscounts: money(line.unitMinor * line.quantity),
    totalPriceWithDiscounts: money(line.unitMinor * line.quantity - line.discountMinor),
    totalDiscount: money(line.discountMinor),
    variantOptions: line.selectedOptions.map((o) => ({ __typename: 'LineItemVariantOption', name: o.name, value: o.value })),
    image: lineImage(line, ctx),
    productId: ctx.services.catalogue.productByHandle.get(line.productHandle)?.id ?? null,
    supportedReturnReasons: RETURN_REASONS.map((r) => ({ __typename: 'ReturnSupportedReason', ...r })),
    customAttributes: [],
    discountAllocations: [],
  }));
  const returnable = returnableQuantities(order);
  const returns = (order.data.returns ?? []).map((record) => ({
    __typename: 'Return',
    id: `gid://shopify/Return/${record.id}`,
    name: record.name,
    status: record.status,
    createdAt: record.createdAt,
    updatedAt: record.createdAt,
    closedAt: null,
    decline: null,
    returnLineItemsCount: record.lines.reduce((sum, l) => sum + l.quantity, 0),
    returnLineItems: (args: PageArgs & { reverse?: boolean }) => {
      const items = record.lines.flatMap((l, index) => {
        const lineItem = lines[l.lineIndex];
        return lineItem
          ? [{ __typename: 'ReturnLineItem', id: `gid://shopify/ReturnLineItem/${record.id}${String(index).padStart(3, '0')}`, lineItem, quantity: l.quantity, returnReason: l.reason }]
          : [];
      });
      return connection(args.reverse ? [...items].reverse() : items, args, (i) => i.id, (i) => i);
    },
  }));
  const refunds = (order.data.refunds ?? []).map((refund) => ({
    __typename: 'Refund',
    id: `gid://shopify/Refund/${refund.id}`,
    createdAt: refund.createdAt,
    updatedAt: refund.createdAt,
    returnName: null,
    totalRefunded: money(refund.amountMinor),
  }));
  const returnableItems = lines.flatMap((lineItem, index) => ((returnable[index] ?? 0) > 0 ? [{ __typename: 'ReturnableLineItem', lineItem, quantity: returnable[index] }] : []));
  const nonReturnableItems = lines.flatMap((lineItem, index) =>
    (returnable[index] ?? 0) < lineItem.quantity
      ? [{ __typename: 'NonReturnableLineItem', lineItem, quantity: lineItem.quantity - (returnable[index] ?? 0), quantityDetails: [] }]
      : [],
  );
  const lineConnection = (args: PageArgs & { reverse?: boolean }) =>
    connection(args.reverse ? [...lines].reverse() : lines, args, (l) => l.id, (l) => l);
  const events = order.tracking
    .filter((step) => EVENT_STATUS[step.status])
    .map((step, index) => ({
      __typename: 'FulfillmentEvent',
      id: `gid://shopify/FulfillmentEvent/${order.id}${String(index).padStart(3, '0')}`,
      happenedAt: step.date,
      status: EVENT_STATUS[step.status],
    }));
  const fulfillments = order.fulfillments.map((f, index) => ({
    __typename: 'Fulfillment',
    id: `gid://shopify/Fulfillment/${order.id}${String(index).padStart(3, '0')}`,
    createdAt: f.createdAt,
    updatedAt: events[events.length - 1]?.happenedAt ?? f.createdAt,
    status: 'SUCCESS',
    requiresShipping: true,
    isPickedUp: false,
    latestShipmentStatus: events[events.length - 1]?.status ?? null,
    estimatedDeliveryAt: null,
    trackingInformation: [{ __typename: 'TrackingInformation', company: f.trackingCompany, number: f.number, url: f.url }],
    events: (args: PageArgs & { reverse?: boolean }) =>
      connection(args.reverse ? [...events].reverse() : events, args, (e) => e.id, (e) => e),
    fulfillmentLineItems: (args: PageArgs & { reverse?: boolean }) =>
      connection(args.reverse ? [...lines].reverse() : lines, args, (l) => l.id, (l) => ({
        __typename: 'FulfillmentLineItem',
        id: l.id.replace('LineItem', 'FulfillmentLineItem'),
        quantity: l.quantity,
        lineItem: l,
      })),
  }));
  const delivered = order.tracking.find((step) => step.status === 'DELIVERED');
  return {
    __typename: 'Order',
    id: orderGid(order.id),
    name: `#${order.orderNumber}`,
    number: order.orderNumber,
    confirmationNumber: confirmationNumber(order),
    email: order.email,
    hasEmail: Boolean(order.email),
    phone: order.data.phone,
    processedAt: order.processedAt,
    createdAt: order.processedAt,
    updatedAt: order.updatedAt,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    currencyCode,
    customerLocale: 'en',
    edited: false,
    cancelledAt: order.data.cancelledAt ?? null,
    cancelReason: order.data.cancelReason ?? null,
    // Shopify's cart permalink of the order's items (https://shopify.dev/docs/apps/build/checkout/create-cart-permalinks).
    reorderPath: `/cart/${order.data.lines.map((l) => `${l.variantId.replace(/^gid:\/\/shopify\/ProductVariant\//, '')}:${l.quantity}`).join(',')}`,
    returns: (args: PageArgs & { reverse?: boolean }) => connection(args.reverse ? [...returns].reverse() : returns, args, (r) => r.id, (r) => r),
    return: (args: { id: string }) => returns.find((r) => r.id === args.id) ?? null,
    returnInformation: {
      __typename: 'OrderReturnInformation',
      hasRestockingFee: false,
      hasReturnPromise: false,
      hasReturnShippingFee: false,
      returnFees: [],
      returnShippingMethods: [],
      returnShippingMethodNote: null,
      nonReturnableSummary: null,
      returnableLineItems: (args: PageArgs) => connection(returnableItems, args, (i) => i.lineItem.id, (i) => i),
      nonReturnableLineItems: (args: PageArgs) => connection(nonReturnableItems, args, (i) => i.lineItem.id, (i) => i),
    },
    refunds,
    requiresShipping: true,
    statusPageUrl: `${urls.publicUrl}/orders/${order.statusToken}`,
    subtotal: money(order.data.subtotalMinor - order.data.discountMinor),
    subtotalBeforeDiscounts: money(order.data.subtotalMinor),
    totalShipping: money(order.data.shippingMinor),
    totalDiscountedShipping: money(order.data.shippingMinor),
    totalTax: money(order.data.taxMinor),
    totalDuties: order.data.taxLabel ? money(order.data.dutiesMinor ?? 0) : null,
    totalPrice: money(order.data.totalMinor),
    discountApplications: (args: PageArgs & { reverse?: boolean }) => {
      const applications = orderDiscountApplications(order, ctx.services.shop.discountCodes).map(({ code, ...rest }) => {
        const { applicable: _applicable, ...view } = discountCodeApplicationView({ code, ...rest });
        return view;
      });
      return connection(args.reverse ? [...applications].reverse() : applications, args, (d) => d.code, (d) => d);
    },
    totalRefunded: money((order.data.refunds ?? []).reduce((sum, r) => sum + r.amountMinor, 0)),
    shippingAddress: addressView({ ...order.data.shippingAddress, id: 0 }, `gid://shopify/CustomerAddress/${order.id}1`),
    billingAddress: addressView({ ...order.data.billingAddress, id: 0 }, `gid://shopify/CustomerAddress/${order.id}2`),
    lineItems: lineConnection,
    hasMultipleFulfillments: fulfillments.length > 1,
    latestFulfillmentDeliveryDate: delivered?.date ?? null,
    fulfillments: (args: PageArgs & { reverse?: boolean }) =>
      connection(args.reverse ? [...fulfillments].reverse() : fulfillments, args, (f) => f.id, (f) => f),
    customer: async () => {
      const customer = order.customerId === null ? null : await ctx.services.customers.byId(order.customerId);
      return customer ? customerView(customer, ctx) : null;
    },
    metafield: (args: { namespace: string; key: string }) =>
      args.namespace === 'custom' && args.key === 'tracking_events'
        ? {
            __typename: 'Metafield',
            id: `gid://shopify/Metafield/order-${order.id}-tracking`,
            namespace: 'custom',
            key: 'tracking_events',
            type: 'json',
            value: JSON.stringify(order.tracking),
            createdAt: order.processedAt,
            updatedAt: order.updatedAt,
          }
        : optionalMetafieldView(ctx.services.shop.metafields?.order?.(args, order, ctx.services.catalogue)),
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
  };
}

export function customerView(customer: CustomerRecord, ctx: AccountRequestContext) {
  const { customers, orders } = ctx.services;
  return {
    __typename: 'Customer',
    id: customerGid(customer.id),
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email,
    emailAddress: {
      __typename: 'CustomerEmailAddress',
      emailAddress: customer.email,
      marketingState: customer.acceptsMarketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED',
    },
    phoneNumber: customer.phone ? { __typename: 'CustomerPhoneNumber', phoneNumber: customer.phone, marketingState: 'NOT_SUBSCRIBED' } : null,
    createdAt: customer.createdAt,
    creationDate: customer.createdAt,
    tags: [],
    defaultAddress: async () => {
      if (customer.defaultAddressId === null) return null;
      const address = await customers.addressBook.address(customer.id, customer.defaultAddressId);
      return address ? customerAddressView(address) : null;
    },
    addresses: async (args: PageArgs & { reverse?: boolean; skipDefault?: boolean }) => {
      let list = await customers.addressBook.addresses(customer.id);
      if (args.skipDefault) list = list.filter((a) => a.id !== customer.defaultAddressId);
      const views = list.map(customerAddressView);
      return connection(args.reverse ? views.reverse() : views, args, (a) => a.id, (a) => a);
    },
    orders: async (args: PageArgs & { sortKey?: string | null; reverse?: boolean | null; query?: string | null }) => {
      const list = await orders.forCustomer(customer.id);
      const searchable = list.map((o) => ({ ...o, confirmationNumber: confirmationNumber(o) }));
      const sorted = filterOrders(searchable, args.query).sort(ORDER_SORTS[args.sortKey ?? 'ID'] ?? ORDER_SORTS.ID);
      if (args.reverse) sorted.reverse();
      return connection(sorted, args, (o) => String(o.id), (o) => orderView(o, ctx));
    },
    metafield: (args: { namespace: string; key: string }) => optionalMetafieldView(ctx.services.shop.metafields?.customer?.(args, customer)),
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
  };
}
