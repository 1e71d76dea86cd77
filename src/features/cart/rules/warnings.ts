/**
 * Cart warnings in the shopper's words. Since Storefront API 2024-10 a stock problem
 * is not a failure: the mutation succeeds, the line is capped at what is left (or a sold-out variant
 * adds nothing) and a `warnings` entry says so
 * (https://shopify.dev/docs/api/storefront/latest/objects/CartWarning). Every other code is told too:
 * discounts, gift cards, delivery addresses, as CartWarningCode describes them
 * (https://shopify.dev/docs/api/storefront/2026-04/enums/CartWarningCode). A code this file does not
 * know (a later API version adds some) is told with the API's own message when that reads as a
 * sentence, else with a general one: a warning never breaks the cart. Pure: the cart store decides
 * when to show the result.
 */
import type { CartLineView, CartView } from './lines';

export interface CartWarningView {
  code: string;
  message: string;
  /** A cart line id, or the merchandise id when no line exists (e.g. a sold-out add). */
  target: string;
}

export type CartAction = 'add' | 'update';

const lineFor = (cart: CartView | null, target: string): CartLineView | undefined =>
  cart?.lines.find((line) => line.id === target) ?? cart?.lines.find((line) => line.merchandiseId === target);

const variantSuffix = (line: CartLineView): string =>
  line.variantTitle && line.variantTitle !== 'Default Title' ? ` (${line.variantTitle})` : '';

const nameOf = (line: CartLineView | undefined): string =>
  line && !line.unavailable ? `${line.productTitle}${variantSuffix(line)}` : 'this item';

const plural = (n: number): string => (n === 1 ? '' : 's');

/**
 * Why a discount code does not apply, by its DISCOUNT_… warning code; null for a code that is not a
 * discount warning (or one this file does not know), so the caller can say something else.
 */
export function discountSentence(code: string, warningCode: string): string | null {
  switch (warningCode) {
    case 'DISCOUNT_NOT_FOUND':
      return `${code} isn’t a discount code we know. Check the spelling and try again.`;
    case 'DISCOUNT_CURRENTLY_INACTIVE':
      return `${code} isn’t active right now.`;
    case 'DISCOUNT_USAGE_LIMIT_REACHED':
      return `${code} has already been used as many times as it can be.`;
    case 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED':
      return `You’ve already used ${code}: it works once per customer.`;
    case 'DISCOUNT_CUSTOMER_NOT_ELIGIBLE':
    case 'DISCOUNT_ELIGIBLE_CUSTOMER_MISSING':
      return `${code} is for particular customers only. If it was sent to you, sign in and try again.`;
    case 'DISCOUNT_NO_ENTITLED_LINE_ITEMS':
      return `${code} doesn’t apply to any item in your cart. Its terms leave out items such as sale items, final-sale items or gift cards.`;
    case 'DISCOUNT_NO_ENTITLED_SHIPPING_LINES':
      // The cart has no shipping lines yet: delivery is chosen at checkout.
      return `${code} takes money off delivery: enter it at checkout once you’ve chosen how to receive your order.`;
    case 'DISCOUNT_PURCHASE_NOT_IN_RANGE':
      return `${code} is for orders of a different total: check its minimum spend.`;
    case 'DISCOUNT_QUANTITY_NOT_IN_RANGE':
      return `${code} is for a different number of items: check how many it needs.`;
    case 'DISCOUNT_INCOMPATIBLE_PURCHASE_TYPE':
      return `${code} doesn’t apply to this kind of purchase (one-time or subscription).`;
    case 'DISCOUNT_CODE_NOT_HONOURED':
      return `${code} can’t be used on this order.`;
    default:
      return null;
  }
}

/** Said when a warning's code is unknown and its message does not read as a sentence for shoppers. */
export const GENERAL_WARNING = 'Something in your cart changed. Please check it before you check out.';

/**
 * The API's own message, when it reads as a short sentence for a shopper: not empty, not a code or
 * id, no markup.
 */
function shopperMessage(message: string): string | null {
  const text = message.trim().replace(/\s+/g, ' ');
  if (text.length < 8 || text.length > 200) return null;
  if (/[<>{}]|gid:\/\/|\b[A-Z]+(?:_[A-Z]+)+\b/.test(text) || !/\s/.test(text)) return null;
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** The discount code a warning is about: its target or a code its message names, else a general name. */
function discountCodeOf(warning: CartWarningView, before: CartView | null, after: CartView): string {
  const codes = [...after.discountCodes, ...(before?.discountCodes ?? [])].map((c) => c.code);
  const named =
    codes.find((c) => c.toUpperCase() === warning.target.trim().toUpperCase()) ??
    codes.find((c) => warning.message.toUpperCase().includes(c.toUpperCase()));
  return named ? named.toUpperCase() : 'A discount code';
}

/** One sentence for one warning, or null for warnings the shopper need not hear about. */
export function describeWarning(warning: CartWarningView, before: CartView | null, after: CartView, action: CartAction): string | null {
  const now = lineFor(after, warning.target);
  const then = now ? lineFor(before, now.id) ?? lineFor(before, now.merchandiseId) : lineFor(before, warning.target);
  const name = nameOf(now ?? then);
  if (warning.code.startsWith('DISCOUNT_')) {
    return discountSentence(discountCodeOf(warning, before, after), warning.code) ?? shopperMessage(warning.message) ?? GENERAL_WARNING;
  }
  if (warning.code === 'PAYMENTS_GIFT_CARDS_UNAVAILABLE') return 'Gift cards can’t be used to pay for this order.';
  if (warning.code === 'DUPLICATE_DELIVERY_ADDRESS') return 'That delivery address is already saved on your cart.';
  if (warning.code === 'MERCHANDISE_SELLING_PLAN_NOT_APPLICABLE_ON_COMPANY_LOCATION') {
    return `${name === 'this item' ? 'This item' : name} can only be bought as a one-time purchase on a business account.`;
  }
  // From 2026-07 (https://shopify.dev/changelog/new-productunavailableinbuyerlocation-warning-code-in-the-storefront-api-cart).
  if (warning.code === 'PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION') return `Sorry, ${name} isn’t available in your country.`;
  if (warning.code === 'MERCHANDISE_OUT_OF_STOCK') {
    return now ? `Sorry, ${name} is sold out.` : `Sorry, ${name} is sold out — nothing was added.`;
  }
  if (warning.code === 'MERCHANDISE_NOT_ENOUGH_STOCK') {
    const left = now?.quantity ?? 0;
    if (action === 'update') return `Only ${left} left of ${name} — your cart now has ${left}.`;
    const added = Math.max(0, left - (then?.quantity ?? 0));
    if (added === 0) return `Only ${left} left of ${name} — your cart already has all of them.`;
    return `Only ${left} left of ${name} — we added ${added} item${plural(added)}.`;
  }
  return shopperMessage(warning.message) ?? GENERAL_WARNING;
}

/** The sentences of one mutation's warnings, in order, each once; null when there is nothing to say. */
export function warningNotice(warnings: readonly CartWarningView[], before: CartView | null, after: CartView, action: CartAction): string | null {
  const sentences = [...new Set(warnings.map((w) => describeWarning(w, before, after, action)).filter((s): s is string => s !== null))];
  return sentences.length > 0 ? sentences.join(' ') : null;
}
