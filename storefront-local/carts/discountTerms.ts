/**
 * A code's terms in words, from its definition (discounts.ts): the list a page that advertises the
 * code shows (Blue Bay's content/seed.ts renders `{{discount-terms CODE}}` with it) and the reason the checkout
 * gives when the code does not apply. One source, so a page never promises what the cart does not do.
 */
import { formatMoney } from '../pricing/currency';
import type { DiscountRefusal } from './cartMutationTypes';
import { combinable, type DiscountCodes, type DiscountDefinition } from './discounts';

const joinOr = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
const joinAnd = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** The shop's own time zone (its warehouse and offices are in California): a promotion's days are its days. */
export const SHOP_TIME_ZONE = 'America/Los_Angeles';
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SHOP_TIME_ZONE });

/** What the code applies to, singular: "full-price item", "full-price bikini set". */
function itemNoun(discount: DiscountDefinition): string {
  const { fullPriceOnly, productTypes } = discount.entitled;
  const kind = productTypes ? joinOr(productTypes.map((t) => t.toLowerCase())) : 'item';
  return fullPriceOnly ? `full-price ${kind}` : kind;
}

function amount(discount: DiscountDefinition): string {
  return discount.kind === 'percentage' ? `${discount.value}%` : formatMoney({ minor: discount.value, currencyCode: 'USD' });
}

/** The items the code never lowers, in the shopper's words. */
export function excludedItems(discount: DiscountDefinition): string[] {
  const { fullPriceOnly, excludesFinalSale, excludesGiftBoxes } = discount.entitled;
  return [
    ...(fullPriceOnly ? ['sale items'] : []),
    ...(excludesFinalSale ? ['final-sale items'] : []),
    ...(excludesGiftBoxes ? ['gift boxes'] : []),
    'gift cards',
    'Shipping Protection',
  ];
}

/** The codes `discount` may be used with (each pair allowed both ways). */
export function combinesWithCodes(discount: DiscountDefinition, codes: DiscountCodes): string[] {
  return Object.values(codes)
    .filter((other) => other.code !== discount.code && combinable([discount, other]))
    .map((other) => other.code);
}

/** One sentence per term, in a fixed order: value, exclusions, minimum, usage, dates, combinations. */
export function termsInWords(discount: DiscountDefinition, codes: DiscountCodes): string[] {
  const items = itemNoun(discount);
  const value =
    discount.discountClass === 'PRODUCT'
      ? `${amount(discount)} off each ${items}.`
      : `${amount(discount)} off the ${items}s in the order${discount.entitled.fullPriceOnly ? '' : ', sale items included'}.`;
  const terms = [value, `Not valid on ${joinOr(excludedItems(discount))}.`];
  if (discount.minimumSubtotalUsdCents !== null) {
    terms.push(`Only on orders whose ${items}s add up to ${formatMoney({ minor: discount.minimumSubtotalUsdCents, currencyCode: 'USD' })} or more.`);
  }
  if (discount.minimumQuantity !== null) terms.push(`Only when the order has ${discount.minimumQuantity} or more of them.`);
  if (discount.membersOnly) terms.push('For Beach Club members: sign in to your account to use it.');
  if (discount.oncePerCustomer) terms.push('One use per customer.');
  if (discount.startsAt || discount.endsAt) {
    const from = discount.startsAt ? `from ${DAY.format(new Date(discount.startsAt))}` : '';
    // endsAt is the first instant it no longer applies: the last day is the one before.
    const to = discount.endsAt ? `until ${DAY.format(new Date(Date.parse(discount.endsAt) - 1))}` : '';
    terms.push(`Valid ${[from, to].filter(Boolean).join(' ')}.`);
  }
  const others = combinesWithCodes(discount, codes);
  terms.push(others.length ? `Can be combined with ${joinAnd(others)} only.` : 'Can’t be combined with other discount codes.');
  return terms;
}

/** The page block for `{{discount-terms CODE}}`: a lead-in naming the code, then its terms as a list. */
export function termsMarkdown(discount: DiscountDefinition, codes: DiscountCodes): string {
  return [`Terms of code **${discount.code}**:`, '', ...termsInWords(discount, codes).map((term) => `- ${term}`), ''].join('\n');
}

/** Why the code does not apply to this cart, for the checkout's discount box. */
export function refusalInWords(discount: DiscountDefinition, refusal: DiscountRefusal): string {
  const code = discount.code;
  switch (refusal) {
    case 'DISCOUNT_NO_ENTITLED_LINE_ITEMS':
      return `${code} doesn’t apply to any item in your cart: it isn’t valid on ${joinOr(excludedItems(discount))}.`;
    case 'DISCOUNT_QUANTITY_NOT_IN_RANGE':
      return `${code} needs ${discount.minimumQuantity ?? 1} or more ${itemNoun(discount)}s in your cart.`;
    case 'DISCOUNT_PURCHASE_NOT_IN_RANGE':
      return `${code} needs ${itemNoun(discount)}s worth ${formatMoney({ minor: discount.minimumSubtotalUsdCents ?? 0, currencyCode: 'USD' })} or more in your cart.`;
    case 'DISCOUNT_CURRENTLY_INACTIVE':
      return `${code} isn’t active right now.`;
    case 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED':
      return `${code} can be used once per customer, and you’ve already used it.`;
    case 'DISCOUNT_ELIGIBLE_CUSTOMER_MISSING':
      return `${code} is for Beach Club members: sign in to your account to use it.`;
    default:
      return `${code} doesn’t apply to your cart.`;
  }
}
