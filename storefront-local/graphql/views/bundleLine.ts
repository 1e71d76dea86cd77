/**
 * A bundle's cart line (https://shopify.dev/docs/api/storefront/latest/objects/ComponentizableCartLine):
 * the line keeps the bundle variant as its merchandise and its price; `lineComponents` are CartLines
 * of the component variants, each quantity times the bundle's, with the bundle's cost shared out in
 * proportion to the pieces' own prices (the shares add up to the line's amounts exactly).
 */
import type { LineCost } from '../../carts/cartCost';
import type { Catalogue } from '../../catalogue/types';
import { moneyV2, type Money } from '../../pricing/currency';

/** Splits `minor` by `weights`, largest remainders first, so the parts sum to it. */
export function shareOut(minor: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return weights.map((_, i) => (i === 0 ? minor : 0));
  const exact = weights.map((w) => (minor * w) / total);
  const parts = exact.map(Math.floor);
  let left = minor - parts.reduce((s, p) => s + p, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] as number) + 1;
    left -= 1;
  }
  return parts;
}

export interface ComponentLine {
  /** The component's own line id, under the bundle line's. */
  id: string;
  merchandiseId: string;
  quantity: number;
  amountPerQuantity: Money;
  subtotal: Money;
  total: Money;
}

/** The bundle line's components, or null when its merchandise is not a bundle. */
export function componentLines(cost: LineCost, catalogue: Catalogue): ComponentLine[] | null {
  const components = catalogue.bundleComponents?.get(cost.variant.id);
  if (!components?.length) return null;
  const parts = components.flatMap((c) => {
    const variant = catalogue.variantById.get(c.merchandiseId);
    return variant ? [{ ...c, variant }] : [];
  });
  const weights = parts.map((p) => p.variant.priceCents * p.quantity);
  const { currencyCode } = cost.total;
  const unit = shareOut(cost.amountPerQuantity.minor, weights);
  const subtotal = shareOut(cost.subtotal.minor, weights);
  const total = shareOut(cost.total.minor, weights);
  return parts.map((p, k) => ({
    id: `${cost.line.id}-${k + 1}`,
    merchandiseId: p.merchandiseId,
    quantity: p.quantity * cost.line.quantity,
    // Per piece of this component: its share of one bundle, over the pieces one bundle holds.
    amountPerQuantity: { minor: Math.round((unit[k] as number) / p.quantity), currencyCode },
    subtotal: { minor: subtotal[k] as number, currencyCode },
    total: { minor: total[k] as number, currencyCode },
  }));
}

export const lineCostView = (amounts: { amountPerQuantity: Money; subtotal: Money; total: Money; compareAt: Money | null }) => ({
  __typename: 'CartLineCost',
  amountPerQuantity: moneyV2(amounts.amountPerQuantity),
  compareAtAmountPerQuantity: amounts.compareAt ? moneyV2(amounts.compareAt) : null,
  subtotalAmount: moneyV2(amounts.subtotal),
  totalAmount: moneyV2(amounts.total),
});
