/**
 * Cart warnings in the shopper's words. Since Storefront API 2024-10 a stock problem
 * is not a failure: the mutation succeeds, the line is capped at what is left (or a sold-out variant
 * adds nothing) and a `warnings` entry says so
 * (https://shopify.dev/docs/api/storefront/latest/objects/CartWarning). Pure: the cart store decides
 * when to show the result.
 */
import type { CartLineView, CartView } from './cartLines';

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

/** One sentence for one warning, or null for warnings the shopper need not hear about. */
export function describeWarning(warning: CartWarningView, before: CartView | null, after: CartView, action: CartAction): string | null {
  const now = lineFor(after, warning.target);
  const then = now ? lineFor(before, now.id) ?? lineFor(before, now.merchandiseId) : lineFor(before, warning.target);
  const name = nameOf(now ?? then);
  if (warning.code === 'MERCHANDISE_OUT_OF_STOCK') {
    return now ? `Sorry, ${name} is sold out.` : `Sorry, ${name} is sold out — nothing was added.`;
  }
  if (warning.code === 'MERCHANDISE_NOT_ENOUGH_STOCK') {
    const left = now?.quantity ?? 0;
    if (action === 'update') return `Only ${left} left of ${name} — your bag now has ${left}.`;
    const added = Math.max(0, left - (then?.quantity ?? 0));
    if (added === 0) return `Only ${left} left of ${name} — your bag already has all of them.`;
    return `Only ${left} left of ${name} — we added ${added} item${plural(added)}.`;
  }
  return null;
}

/** All stock sentences of one mutation, in order, each once; null when there is nothing to say. */
export function stockNotice(warnings: readonly CartWarningView[], before: CartView | null, after: CartView, action: CartAction): string | null {
  const sentences = [...new Set(warnings.map((w) => describeWarning(w, before, after, action)).filter((s): s is string => s !== null))];
  return sentences.length > 0 ? sentences.join(' ') : null;
}
