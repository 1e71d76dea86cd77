/**
 * Discount codes (case-insensitive; the shop's own are `ShopDefinition.discountCodes`), modelled on Shopify's discount
 * classes (https://help.shopify.com/en/manual/discounts/discount-combinations): a PRODUCT discount
 * lowers the entitled lines themselves; an ORDER discount comes off the subtotal after product
 * discounts. Two codes apply together only when each allows the other's class; of the combinations
 * the entered codes allow, the one that saves the buyer most applies (ties: the earlier entered).
 */
import type { CartRecord } from './cartRecord';
import type { CartWarning, DiscountRefusal } from './cartMutationTypes';

export type DiscountClass = 'PRODUCT' | 'ORDER';

/**
 * Which lines a code may lower. Gift cards and automatic lines (free gifts, Shipping Protection) are
 * never entitled: Shopify's code discounts do not apply to gift cards, and the shop does not discount
 * the protection it adds.
 */
export interface DiscountEntitlement {
  /** Only items at full price (no compare-at price): not sale items. */
  fullPriceOnly: boolean;
  /** Items marked FINAL SALE (`custom.final_sale`) are left out. */
  excludesFinalSale: boolean;
  /** Gift boxes (product type "Gift Box") are left out. */
  excludesGiftBoxes: boolean;
  /** Only products of these types (as the catalogue names them), or null for any type. */
  productTypes: readonly string[] | null;
}

/**
 * A code's terms, as a merchant sets them in Shopify admin: what it takes off, which items, from
 * what subtotal, how often, between which days, and with which other codes. The cart, the hosted
 * checkout and the pages that advertise a code (a shop's content may render their terms) all read these.
 */
export interface DiscountDefinition {
  code: string;
  title: string;
  /** `percentage`: `value` percent off; `fixedAmount`: `value` US cents off (converted like prices). */
  kind: 'percentage' | 'fixedAmount';
  value: number;
  discountClass: DiscountClass;
  entitled: DiscountEntitlement;
  /** The entitled items must add up to at least this many US cents (converted), or null. */
  minimumSubtotalUsdCents: number | null;
  /** The cart must hold at least this many entitled items (quantities added up), or null. */
  minimumQuantity: number | null;
  /** A customer may use it on one order only. */
  oncePerCustomer: boolean;
  /**
   * Customer eligibility "customers with an account" (Beach Club members): a cart without a signed-in
   * customer is refused with DISCOUNT_ELIGIBLE_CUSTOMER_MISSING.
   */
  membersOnly: boolean;
  /** ISO instants; null means open-ended. */
  startsAt: string | null;
  endsAt: string | null;
  combinesWith: { productDiscounts: boolean; orderDiscounts: boolean };
}

/** A shop's codes by upper-case code (`ShopDefinition.discountCodes`). */
export type DiscountCodes = Readonly<Record<string, DiscountDefinition>>;

export const discountFor = (codes: DiscountCodes, code: string): DiscountDefinition | undefined => codes[code.trim().toUpperCase()];

/** What a line's product says about its entitlement. */
export interface DiscountItem {
  /** Automatic lines: free gifts, Shipping Protection. */
  hidden: boolean;
  isGiftCard: boolean;
  /** Has a compare-at price above its price. */
  onSale: boolean;
  finalSale: boolean;
  giftBox: boolean;
  productType: string;
}

/** Whether `discount` may lower this item. */
export function isEntitled(discount: DiscountDefinition, item: DiscountItem): boolean {
  if (item.hidden || item.isGiftCard) return false;
  const { fullPriceOnly, excludesFinalSale, excludesGiftBoxes, productTypes } = discount.entitled;
  if (productTypes && !productTypes.includes(item.productType)) return false;
  return !(fullPriceOnly && item.onSale) && !(excludesFinalSale && item.finalSale) && !(excludesGiftBoxes && item.giftBox);
}

export type { DiscountRefusal };

export interface DiscountCartFacts {
  now: Date;
  /** Entitled lines in the cart, and what they add up to (presentment minor units). */
  entitledLines: number;
  entitledQuantity: number;
  entitledSubtotalMinor: number;
  /** The code's minimum, converted to the cart's currency (minor units), when it has one. */
  minimumMinor: number | null;
  /** Codes the cart's customer already used on an order. */
  usedCodes: ReadonlySet<string>;
  /** The cart has a signed-in customer (a buyer identity with a customer access token). */
  customer: boolean;
}

/** The first term the cart fails, or null when the code may apply. */
export function refusal(discount: DiscountDefinition, facts: DiscountCartFacts): DiscountRefusal | null {
  const now = facts.now.getTime();
  if ((discount.startsAt && now < Date.parse(discount.startsAt)) || (discount.endsAt && now >= Date.parse(discount.endsAt))) {
    return 'DISCOUNT_CURRENTLY_INACTIVE';
  }
  if (discount.membersOnly && !facts.customer) return 'DISCOUNT_ELIGIBLE_CUSTOMER_MISSING';
  if (discount.oncePerCustomer && facts.usedCodes.has(discount.code)) return 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED';
  if (facts.entitledLines === 0) return 'DISCOUNT_NO_ENTITLED_LINE_ITEMS';
  if (discount.minimumQuantity !== null && facts.entitledQuantity < discount.minimumQuantity) return 'DISCOUNT_QUANTITY_NOT_IN_RANGE';
  if (facts.minimumMinor !== null && facts.entitledSubtotalMinor < facts.minimumMinor) return 'DISCOUNT_PURCHASE_NOT_IN_RANGE';
  return null;
}

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
export function applyDiscountCodes(cart: CartRecord, codes: string[], warnings: CartWarning[], known: DiscountCodes): void {
  const cleaned = [...new Set(codes.map((c) => c.trim()).filter(Boolean))];
  cart.discountCodes = cleaned;
  for (const code of cleaned) {
    if (!/^[A-Za-z0-9_-]+$/.test(code) || !discountFor(known, code)) {
      warnings.push({ code: 'DISCOUNT_NOT_FOUND', message: `Discount code ${code} is not valid`, target: code });
    }
  }
}
