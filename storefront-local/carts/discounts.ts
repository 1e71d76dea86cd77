/**
 * Discount codes the local storefront knows (case-insensitive), modelled on Shopify's discount
 * classes (https://help.shopify.com/en/manual/discounts/discount-combinations): a PRODUCT discount
 * lowers the entitled lines themselves; an ORDER discount comes off the subtotal after product
 * discounts. Two codes apply together only when each allows the other's class; of the combinations
 * the entered codes allow, the one that saves the buyer most applies (ties: the earlier entered).
 */
import { STUDENT_DISCOUNT_PERCENT } from '../shop/settings';
import type { CartRecord } from './cartRecord';
import type { CartWarning } from './cartMutationTypes';

export type DiscountClass = 'PRODUCT' | 'ORDER';

export interface DiscountDefinition {
  code: string;
  title: string;
  percent: number;
  discountClass: DiscountClass;
  combinesWith: { productDiscounts: boolean; orderDiscounts: boolean };
}

export const DISCOUNT_CODES: Readonly<Record<string, DiscountDefinition>> = {
  // Order-level, alone: the student discount is the shop's best offer and stacks with nothing.
  STUDENT30: {
    code: 'STUDENT30',
    title: 'Student discount',
    percent: STUDENT_DISCOUNT_PERCENT,
    discountClass: 'ORDER',
    combinesWith: { productDiscounts: false, orderDiscounts: false },
  },
  // Order-level welcome offer; stacks with the product discount below.
  WELCOME10: {
    code: 'WELCOME10',
    title: 'Welcome 10% off',
    percent: 10,
    discountClass: 'ORDER',
    combinesWith: { productDiscounts: true, orderDiscounts: false },
  },
  // The Beach Club's rewards (the site hands these out for BB bucks): order-level, like the welcome
  // offer, so they stack with product discounts but not with another order discount.
  BBCLUB10: {
    code: 'BBCLUB10',
    title: 'Beach Club 10% off',
    percent: 10,
    discountClass: 'ORDER',
    combinesWith: { productDiscounts: true, orderDiscounts: false },
  },
  BBCLUB20: {
    code: 'BBCLUB20',
    title: 'Beach Club 20% off',
    percent: 20,
    discountClass: 'ORDER',
    combinesWith: { productDiscounts: true, orderDiscounts: false },
  },
  // Product-level: 15% off each entitled line (merchandise, not gift cards or automatic lines).
  BLUEBAY15: {
    code: 'BLUEBAY15',
    title: 'Blue Bay 15% off',
    percent: 15,
    discountClass: 'PRODUCT',
    combinesWith: { productDiscounts: false, orderDiscounts: true },
  },
};

export const discountFor = (code: string): DiscountDefinition | undefined => DISCOUNT_CODES[code.trim().toUpperCase()];

const allows = (a: DiscountDefinition, b: DiscountDefinition): boolean =>
  b.discountClass === 'PRODUCT' ? a.combinesWith.productDiscounts : a.combinesWith.orderDiscounts;

/** Whether every pair of these discounts may apply together. */
export function combinable(discounts: readonly DiscountDefinition[]): boolean {
  return discounts.every((a, i) => discounts.every((b, j) => i === j || (allows(a, b) && allows(b, a))));
}

/**
 * The combination to apply: every subset of the known codes that may combine, scored by `saving`;
 * the highest wins, ties go to the subset entered first. `codes` are few (a cart holds a handful).
 */
export function bestCombination(
  discounts: readonly DiscountDefinition[],
  saving: (subset: readonly DiscountDefinition[]) => number,
): DiscountDefinition[] {
  let best: DiscountDefinition[] = [];
  let bestSaving = 0;
  const count = Math.min(discounts.length, 10);
  // Subsets in order of entry: lower bits are earlier codes, so a tie keeps the earlier subset.
  for (let mask = 1; mask < 1 << count; mask++) {
    const subset = discounts.slice(0, count).filter((_, i) => mask & (1 << i));
    if (!combinable(subset)) continue;
    const value = saving(subset);
    if (value > bestSaving) {
      best = subset;
      bestSaving = value;
    }
  }
  return best;
}

/**
 * Sets the cart's codes (trimmed, once each) as cartDiscountCodesUpdate does: an unknown code stays
 * on the cart and is answered with a DISCOUNT_NOT_FOUND warning, never a user error.
 */
export function applyDiscountCodes(cart: CartRecord, codes: string[], warnings: CartWarning[]): void {
  const cleaned = [...new Set(codes.map((c) => c.trim()).filter(Boolean))];
  cart.discountCodes = cleaned;
  for (const code of cleaned) {
    if (!/^[A-Za-z0-9_-]+$/.test(code) || !discountFor(code)) {
      warnings.push({ code: 'DISCOUNT_NOT_FOUND', message: `Discount code ${code} is not valid`, target: code });
    }
  }
}
