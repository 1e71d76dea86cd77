/**
 * Discount codes on the cart, in the shopper's words. `cartDiscountCodesUpdate` replaces the cart's
 * codes with the list it is given, so adding one sends the codes already there plus the new one; a code
 * that does not apply is not an error: the cart answers it with `applicable: false`, since 2025-07 with
 * a `DISCOUNT_…` warning saying why
 * (https://shopify.dev/docs/api/storefront/latest/mutations/cartDiscountCodesUpdate,
 * https://shopify.dev/changelog/add-warnings-for-discount-codes). Pure.
 */
import { amountOf, type CartView } from './lines';
import { discountSentence, type CartWarningView } from './warnings';
import { formatMoneyV2, type Money } from '../../../lib/money';

/** Codes are case-insensitive, and shoppers paste spaces. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();
const same = (a: string, b: string): boolean => normaliseCode(a) === normaliseCode(b);

/** The codes to send: the cart's codes with `code` added (once) or taken away. */
export function nextDiscountCodes(current: readonly string[], code: string, remove: boolean): string[] {
  const others = current.filter((c) => !same(c, code));
  return remove ? others : [...others, code.trim()];
}

export interface DiscountCodeView {
  code: string;
  applicable: boolean;
  /** What the code takes off: its allocations on the lines and on the cart; null when it does not apply. */
  saving: Money | null;
}

/** Each entered code with what it saves, in the cart's currency. */
export function discountCodeViews(cart: CartView): DiscountCodeView[] {
  const allocations = [...cart.lines.flatMap((line) => line.discounts), ...cart.orderDiscounts];
  return cart.discountCodes.map(({ code, applicable }) => {
    const total = allocations.filter((a) => a.code !== null && same(a.code, code)).reduce((sum, a) => sum + amountOf(a.amount), 0);
    return {
      code,
      applicable,
      saving: applicable ? { amount: (Math.round(total * 100) / 100).toFixed(2), currencyCode: cart.total.currencyCode } : null,
    };
  });
}

/** Why a code does not apply, from its warning; a plain "does not apply" when there is none. */
function notApplied(code: string, warning: CartWarningView | undefined, applied: readonly string[]): string {
  const reason = warning ? discountSentence(code, warning.code) : null;
  if (reason) return reason;
  if (applied.length > 0) {
    const list = applied.join(' and ');
    return `${code} can’t be combined with ${list}, so it wasn’t applied. To use ${code} instead, remove ${list} first.`;
  }
  return `${code} doesn’t apply to the items in your cart.`;
}

export interface DiscountOutcome {
  /** The entered code applies: keep it. Otherwise the cart goes back to its codes before. */
  applied: boolean;
  message: string;
}

/**
 * What adding `code` did, after the cart answered: applied (with its saving, and any code it pushed
 * out), or why not. `before` is the cart as it was, to tell which codes stopped applying.
 */
export function discountOutcome(before: CartView, after: CartView, code: string, warnings: readonly CartWarningView[]): DiscountOutcome {
  const views = discountCodeViews(after);
  const entered = views.find((v) => same(v.code, code));
  const shown = normaliseCode(code);
  if (entered?.applicable) {
    const pushedOut = before.discountCodes
      .filter((c) => c.applicable && !same(c.code, code) && views.some((v) => same(v.code, c.code) && !v.applicable))
      .map((c) => normaliseCode(c.code));
    const saving = entered.saving && amountOf(entered.saving) > 0 ? ` — you save ${formatMoneyV2(entered.saving)}` : '';
    const one = pushedOut.length === 1;
    const lost = pushedOut.length
      ? ` ${pushedOut.join(' and ')} no longer ${one ? 'applies' : 'apply'}: ${one ? 'it' : 'they'} can’t be combined with ${shown}.`
      : '';
    return { applied: true, message: `${shown} applied${saving}.${lost}` };
  }
  const discountWarnings = warnings.filter((w) => w.code.startsWith('DISCOUNT_'));
  const warning =
    discountWarnings.find((w) => same(w.target, code) || w.message.toUpperCase().includes(shown)) ?? discountWarnings[0];
  const applied = views.filter((v) => v.applicable && !same(v.code, code)).map((v) => normaliseCode(v.code));
  return { applied: false, message: notApplied(shown, warning, applied) };
}
