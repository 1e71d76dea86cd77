/**
 * An order's discount applications as Shopify's Order.discountApplications lists them
 * (https://shopify.dev/docs/api/storefront/latest/objects/DiscountCodeApplication): the code, how it
 * was allocated, and its value, a PricingPercentageValue with the code's percentage
 * (https://shopify.dev/docs/api/storefront/latest/objects/PricingPercentageValue).
 */
import { discountFor } from '../carts/discounts';
import type { OrderDiscountApplication, OrderRecord } from './orderStore';

/** The applications the order kept; orders placed before they were kept read the codes' terms. */
export function orderDiscountApplications(order: OrderRecord): OrderDiscountApplication[] {
  if (order.data.discountApplications) return order.data.discountApplications;
  return order.data.discountCodes.map((code) => {
    const discount = discountFor(code);
    return { code, percent: discount?.percent ?? 0, targetSelection: discount?.discountClass === 'PRODUCT' ? 'ENTITLED' : 'ALL', amountMinor: 0 };
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
