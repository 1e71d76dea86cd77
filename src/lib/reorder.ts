/**
 * "Buy again": which of an order's lines go back in the cart. The shopper's own items that are still
 * for sale, at the quantity bought; lines the cart adds by itself (the free gift, shipping protection,
 * a country's line) are left to the cart, which adds them again when they apply. Pure.
 */
import type { OrderLine } from './customerOrders';

export interface VariantNow {
  availableForSale: boolean;
}

export interface ReorderPlan {
  lines: { merchandiseId: string; quantity: number }[];
  /** Titles of the items no longer for sale (or no longer in the shop). */
  unavailable: string[];
}

export function planReorder(
  lines: readonly Pick<OrderLine, 'title' | 'quantity' | 'variantId'>[],
  now: Readonly<Record<string, VariantNow>>,
  automaticVariantIds: ReadonlySet<string>,
): ReorderPlan {
  const quantities = new Map<string, number>();
  const unavailable: string[] = [];
  for (const line of lines) {
    if (line.variantId && automaticVariantIds.has(line.variantId)) continue;
    if (!line.variantId || !now[line.variantId]?.availableForSale) {
      if (!unavailable.includes(line.title)) unavailable.push(line.title);
      continue;
    }
    quantities.set(line.variantId, (quantities.get(line.variantId) ?? 0) + line.quantity);
  }
  return { lines: [...quantities].map(([merchandiseId, quantity]) => ({ merchandiseId, quantity })), unavailable };
}
