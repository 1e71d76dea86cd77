/**
 * An order's discount applications as Shopify's Order.discountApplications lists them
 * (https://shopify.dev/docs/api/storefront/latest/objects/DiscountCodeApplication): the code, how it
 * was allocated, and its value, a PricingPercentageValue with the code's percentage
 * (https://shopify.dev/docs/api/storefront/latest/objects/PricingPercentageValue).
 */
import { discountFor, type DiscountCodes, type DiscountDefinition } from '../carts/discounts';
import type { OrderDiscountApplication, OrderRecord } from './orderStore';

/** A percentage code's percentage; a fixed-amount code has none (its value is money, not a share). */
export const percentOf = (discount: DiscountDefinition): number => (discount.kind === 'percentage' ? discount.value : 0);

/** The applications the order kept; orders placed before they were kept read the codes' terms. */
export function orderDiscountApplications(order: OrderRecord, codes: DiscountCodes): OrderDiscountApplication[] {
  if (order.data.discountApplications) return order.data.discountApplications;
  return order.data.discountCodes.map((code) => {
    const discount = discountFor(codes, code);
    return { code, percent: discount ? percentOf(discount) : 0, targetSelection: discount?.discountClass === 'PRODUCT' ? 'ENTITLED' : 'ALL', amountMinor: 0 };
  });
}

/** The DiscountCodeApplication object of both APIs (the Storefront one also has `applicable`). */
export const discountCodeApplicationView = (application: OrderDiscountApplication) => ({
  __typename: 'DiscountCodeApplication',
  code: application.code,
  applicable: true,
  allocationMethod: 'ACROSS',
  targetSelection: application.targetSelection,
  targetType: 'LINE_ITEM',
  value: { __typename: 'PricingPercentageValue', percentage: application.percent },
});
