/**
 * The hosted checkout's discount-code box, as on Shopify's checkout
 * (https://help.shopify.com/en/manual/checkout-settings/checkout-discounts): a code entered here joins
 * the cart's codes, through the same rules as `cartDiscountCodesUpdate`
 * (https://shopify.dev/docs/api/storefront/latest/mutations/cartDiscountCodesUpdate). A code that does
 * not apply is not kept, and the buyer is told why; Remove takes one code off.
 */
import { computeCartCost, type CartCost } from '../carts/cartCost';
import { cartGid, type CartRecord } from '../carts/cartRecord';
import { discountFor } from '../carts/discounts';
import { refusalInWords } from '../carts/discountTerms';
import type { Services } from '../services';

/** Longest code the box takes (Shopify's discount codes are at most 255 characters). */
export const MAX_CODE_LENGTH = 255;

export interface DiscountEntryResult {
  /** What the buyer is told, in a live region next to the box. */
  message: string;
  /** The code did not go on: the answer is 422 and the box keeps the code to correct it. */
  rejected: boolean;
}

const codesOf = (cart: CartRecord) => cart.discountCodes;
const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** What each entered code takes off the order, in minor units (line and order allocations). */
export function savingsByCode(cost: CartCost): Map<string, number> {
  const savings = new Map<string, number>();
  const allocations = [...cost.lines.flatMap((l) => l.allocations), ...cost.orderAllocations];
  for (const { discount, amount } of allocations) savings.set(discount.code, (savings.get(discount.code) ?? 0) + amount.minor);
  return savings;
}

/** Applies `entered` to the cart behind `cart` (or removes `remove`), and says what happened. */
export async function changeCheckoutCode(
  services: Services,
  cart: CartRecord,
  entered: string,
  remove: string,
): Promise<DiscountEntryResult> {
  const id = cartGid(cart);
  if (remove) {
    await services.carts.discountCodesUpdate(id, codesOf(cart).filter((c) => !same(c, remove)));
    return { message: `${remove.trim().toUpperCase()} removed.`, rejected: false };
  }
  const code = entered.trim();
  if (!code) return { message: 'Enter a discount code.', rejected: true };
  const shown = code.toUpperCase();
  if (code.length > MAX_CODE_LENGTH || !discountFor(services.shop.discountCodes, code)) {
    return { message: `Enter a valid discount code. ${shown.slice(0, 40)} isn’t one we know.`, rejected: true };
  }
  const before = codesOf(cart);
  if (before.some((c) => same(c, code)) && computeCartCost(cart, services.catalogue, services.shop.discountCodes, 'US').appliedCodes.some((c) => same(c, code))) {
    return { message: `${shown} is already applied.`, rejected: false };
  }
  const { cart: updated } = await services.carts.discountCodesUpdate(id, [...before.filter((c) => !same(c, code)), code]);
  if (!updated) return { message: 'This checkout can no longer be changed.', rejected: true };
  const cost = computeCartCost(updated, services.catalogue, services.shop.discountCodes, 'US');
  if (!cost.appliedCodes.some((c) => same(c, code))) {
    // The cart fails the code's terms, or it does not combine with those applied (or saves less than
    // them): the cart keeps its codes.
    const discount = discountFor(services.shop.discountCodes, code);
    const found = discount && cost.refusals.find((r) => r.code === discount.code);
    const refused = discount && found ? { discount, refusal: found.refusal } : null;
    await services.carts.discountCodesUpdate(id, before);
    const message = refused
      ? refusalInWords(refused.discount, refused.refusal)
      : cost.appliedCodes.length
        ? `${shown} couldn’t be used with your existing discounts (${cost.appliedCodes.join(', ')}). Remove them first to use ${shown} instead.`
        : `${shown} doesn’t apply to the items in your cart.`;
    return { message, rejected: true };
  }
  const pushedOut = before.filter((c) => !cost.appliedCodes.some((a) => same(a, c)) && discountFor(services.shop.discountCodes, c));
  return {
    message: `${shown} applied.${pushedOut.length ? ` ${pushedOut.map((c) => c.toUpperCase()).join(' and ')} no longer ${pushedOut.length === 1 ? 'applies' : 'apply'}: the codes can’t be combined.` : ''}`,
    rejected: false,
  };
}
