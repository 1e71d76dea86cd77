/** Cart views: lines, costs (see carts/cartCost.ts), buyer identity, discounts, checkout URL. */
import { computeCartCost, type DiscountAllocation, type LineCost } from '../../carts/cartCost';
import type { DiscountRefusal } from '../../carts/discounts';
import { cartGid, lineGid, type CartRecord, type DeliveryAddressRecord } from '../../carts/cartRecord';
import { deliveryGroupOf, selectableAddressGid, type DeliveryGroup, type DeliveryOption } from '../../carts/delivery';
import type { AddressFields } from '../../customers/addresses';
import type { CartUserError, CartWarning } from '../../carts/cartMutationTypes';
import { convertFromUsd, moneyV2 } from '../../pricing/currency';
import { connection, type PageArgs } from '../connection';
import type { RequestContext } from '../context';
import { componentLines, lineCostView } from './bundleLine';
import { addressView, cartCustomerView } from './customer';
import { variantView } from './product';
import { appliedGiftCardViews } from './giftCard';
import { findCartMetafield, metafieldGid, type CartMetafieldRecord } from '../../carts/cartMetafields';
import { referenceFields } from './metaobject';

const attributeViews = (attributes: Array<{ key: string; value: string }>) =>
  attributes.map((a) => ({ __typename: 'Attribute', key: a.key, value: a.value }));

/**
 * A code discount's allocation (https://shopify.dev/docs/api/storefront/latest/objects/CartCodeDiscountAllocation):
 * product discounts apply to each entitled line (EACH, ENTITLED), order discounts across all lines (ACROSS, ALL).
 */
function allocationView(allocation: DiscountAllocation) {
  const { discount } = allocation;
  const isProduct = discount.discountClass === 'PRODUCT';
  return {
    __typename: 'CartCodeDiscountAllocation',
    code: discount.code,
    discountedAmount: moneyV2(allocation.amount),
    targetType: 'LINE_ITEM',
    discountApplication: {
      __typename: 'CartDiscountApplication',
      allocationMethod: isProduct ? 'EACH' : 'ACROSS',
      targetSelection: isProduct ? 'ENTITLED' : 'ALL',
      targetType: 'LINE_ITEM',
      value:
        discount.kind === 'percentage'
          ? { __typename: 'PricingPercentageValue', percentage: discount.value }
          : moneyV2(convertFromUsd(discount.value, allocation.amount.currencyCode)),
    },
  };
}

function lineView(cart: CartRecord, cost: LineCost, ctx: RequestContext) {
  const { catalogue } = ctx.services;
  const { currencyCode } = cost.amountPerQuantity;
  const lineCost = lineCostView({ ...cost, compareAt: cost.compareAtAmountPerQuantity });
  const id = lineGid(cart, cost.line);
  const common = {
    id,
    quantity: cost.line.quantity,
    attributes: attributeViews(cost.line.attributes),
    attribute: (args: { key: string }) => attributeViews(cost.line.attributes).find((a) => a.key === args.key) ?? null,
    merchandise: variantView(cost.variant, catalogue, currencyCode),
    cost: lineCost,
    estimatedCost: { ...lineCost, __typename: 'CartLineEstimatedCost' },
    discountAllocations: cost.allocations.map(allocationView),
    sellingPlanAllocation: null,
  };
  const components = componentLines(cost, catalogue);
  if (!components) return { __typename: 'CartLine', ...common };
  return {
    __typename: 'ComponentizableCartLine',
    ...common,
    lineComponents: components.flatMap((c) => {
      const variant = catalogue.variantById.get(c.merchandiseId);
      if (!variant) return [];
      const componentCost = lineCostView({ ...c, compareAt: null });
      return [
        {
          __typename: 'CartLine',
          id: id.replace(`/${cost.line.id}?`, `/${c.id}?`),
          quantity: c.quantity,
          attributes: [],
          attribute: () => null,
          merchandise: variantView(variant, catalogue, currencyCode),
          cost: componentCost,
          estimatedCost: { ...componentCost, __typename: 'CartLineEstimatedCost' },
          discountAllocations: [],
          sellingPlanAllocation: null,
        },
      ];
    }),
  };
}

const deliveryAddressView = (address: AddressFields) => ({ ...addressView(address, null), __typename: 'CartDeliveryAddress' });

function selectableAddressView(record: DeliveryAddressRecord) {
  return {
    __typename: 'CartSelectableAddress',
    id: selectableAddressGid(record),
    selected: record.selected,
    oneTimeUse: record.oneTimeUse,
    address: deliveryAddressView(record.address),
  };
}

const deliveryOptionView = (option: DeliveryOption) => ({
  __typename: 'CartDeliveryOption',
  handle: option.handle,
  code: option.code,
  title: option.title,
  description: option.description,
  deliveryMethodType: 'SHIPPING',
  estimatedCost: moneyV2(option.cost),
});

function deliveryGroupView(cart: CartRecord, group: DeliveryGroup, lines: Array<{ id: string }>) {
  const ids = new Set(cart.lines.filter((l) => group.lineIds.includes(l.id)).map((l) => lineGid(cart, l)));
  const groupLines = lines.filter((l) => ids.has(l.id));
  return {
    __typename: 'CartDeliveryGroup',
    id: group.id,
    groupType: 'ONE_TIME_PURCHASE',
    deliveryAddress: addressView(group.address.address, selectableAddressGid(group.address).replace('CartSelectableAddress', 'MailingAddress')),
    deliveryOptions: group.options.map(deliveryOptionView),
    selectedDeliveryOption: group.selected ? deliveryOptionView(group.selected) : null,
    cartLines: (args: PageArgs & { reverse?: boolean }) =>
      connection(args.reverse ? [...groupLines].reverse() : groupLines, args, (l) => l.id, (l) => l),
  };
}

/** A cart metafield (https://shopify.dev/docs/api/storefront/latest/objects/Metafield), its parent the cart. */
export function cartMetafieldView(cart: CartRecord, record: CartMetafieldRecord, ctx: RequestContext) {
  return {
    __typename: 'Metafield',
    id: metafieldGid(record),
    namespace: record.namespace,
    key: record.key,
    type: record.type,
    value: record.value,
    description: null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    parentResource: () => cartView(cart, ctx),
    ...referenceFields(record.type, record.value),
  };
}

export function cartView(cart: CartRecord, ctx: RequestContext) {
  const { catalogue, customers, urls } = ctx.services;
  const cost = computeCartCost(cart, catalogue, ctx.services.shop.discountCodes, ctx.country);
  const lines = cost.lines.map((l) => lineView(cart, l, ctx));
  const cartCost = {
    __typename: 'CartCost',
    subtotalAmount: moneyV2(cost.subtotal),
    subtotalAmountEstimated: false,
    totalAmount: moneyV2(cost.total),
    totalAmountEstimated: false,
    checkoutChargeAmount: moneyV2(cost.total),
    // Taxes and duties are settled at checkout (prices include tax here); Shopify answers null before.
    totalTaxAmount: null,
    totalTaxAmountEstimated: false,
    totalDutyAmount: null,
    totalDutyAmountEstimated: false,
  };
  return {
    __typename: 'Cart',
    id: cartGid(cart),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    checkoutUrl: `${urls.publicUrl}/checkouts/cn/${cart.token}`,
    totalQuantity: cost.totalQuantity,
    note: cart.note,
    lines: (args: PageArgs & { reverse?: boolean }) =>
      connection(args.reverse ? [...lines].reverse() : lines, args, (l) => l.id, (l) => l),
    attributes: attributeViews(cart.attributes),
    attribute: (args: { key: string }) => attributeViews(cart.attributes).find((a) => a.key === args.key) ?? null,
    cost: cartCost,
    estimatedCost: { ...cartCost, __typename: 'CartEstimatedCost' },
    discountCodes: cost.codes.map((c) => ({ __typename: 'CartDiscountCode', code: c.code, applicable: c.applicable })),
    discountAllocations: cost.orderAllocations.map(allocationView),
    appliedGiftCards: () => appliedGiftCardViews(cart, cost, ctx),
    buyerIdentity: {
      __typename: 'CartBuyerIdentity',
      countryCode: cart.buyerIdentity.countryCode,
      email: cart.buyerIdentity.email,
      phone: cart.buyerIdentity.phone,
      customer: async () => {
        if (cart.buyerIdentity.customerId === null) return null;
        const customer = await customers.byId(cart.buyerIdentity.customerId);
        return customer ? cartCustomerView(customer, ctx) : null;
      },
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    },
    deliveryGroups: (args: PageArgs & { reverse?: boolean }) => {
      const group = deliveryGroupOf(cart, catalogue, ctx.services.shop, cost.currencyCode);
      const groups = group ? [deliveryGroupView(cart, group, lines)] : [];
      return connection(groups, args, (g) => g.id, (g) => g);
    },
    delivery: {
      __typename: 'CartDelivery',
      // `selected` (default false) filters to the selected address when true; otherwise all are listed.
      addresses: (args: { selected?: boolean | null }) =>
        (cart.deliveryAddresses ?? []).filter((a) => !args.selected || a.selected).map(selectableAddressView),
    },
    metafield: (args: { namespace?: string | null; key: string }) => {
      const found = findCartMetafield(cart, args.namespace, args.key);
      return found ? cartMetafieldView(cart, found, ctx) : null;
    },
    metafields: (args: { identifiers: Array<{ namespace?: string | null; key: string }> }) =>
      args.identifiers.map((identifier) => {
        const found = findCartMetafield(cart, identifier.namespace, identifier.key);
        return found ? cartMetafieldView(cart, found, ctx) : null;
      }),
    /** The site takes a completedAt as finished; a live cart never has one (checked-out carts are gone). */
    completedAt: null,
  };
}

const REFUSAL_MESSAGES: Readonly<Record<DiscountRefusal, string>> = {
  DISCOUNT_CURRENTLY_INACTIVE: 'is not active right now',
  DISCOUNT_NO_ENTITLED_LINE_ITEMS: 'does not apply to any item in the cart',
  DISCOUNT_PURCHASE_NOT_IN_RANGE: 'needs a larger purchase',
  DISCOUNT_QUANTITY_NOT_IN_RANGE: 'needs more of the items it applies to',
  DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED: 'has already been used by this customer',
  DISCOUNT_ELIGIBLE_CUSTOMER_MISSING: 'is for signed-in customers only',
};

/**
 * Each code on the cart whose terms the cart fails, as a warning saying which term: since 2025-07 the
 * cart explains a non-applicable code (https://shopify.dev/changelog/add-warnings-for-discount-codes).
 */
function discountWarnings(cart: CartRecord, ctx: RequestContext): CartWarning[] {
  return computeCartCost(cart, ctx.services.catalogue, ctx.services.shop.discountCodes, ctx.country).refusals.map(({ code, refusal }) => {
    const entered = cart.discountCodes.find((c) => c.trim().toUpperCase() === code) ?? code;
    return { code: refusal, message: `Discount code ${entered} ${REFUSAL_MESSAGES[refusal]}`, target: entered };
  });
}

export function cartPayload(result: { cart: CartRecord | null; userErrors: CartUserError[]; warnings: CartWarning[] }, ctx: RequestContext) {
  const warnings = result.cart && result.userErrors.length === 0 ? [...result.warnings, ...discountWarnings(result.cart, ctx)] : result.warnings;
  return {
    cart: result.cart ? cartView(result.cart, ctx) : null,
    userErrors: result.userErrors.map((e) => ({ __typename: 'CartUserError', ...e })),
    warnings: warnings.map((w) => ({ __typename: 'CartWarning', ...w })),
  };
}
