/**
 * Order pages' links to the shop: "Buy again" (the order's items still for sale go to the cart in one
 * cartLinesAdd) and each line's product page where the account API names no product handle (new
 * customer accounts). Both read the order's variants as they are now, with the operations module
 * loaded on first use. A failed read changes nothing: the cart stays as it was.
 */
import { create } from 'zustand';
import { env } from '../config/env';
import type { AccountOrder } from '../lib/customerOrders';
import { planReorder } from '../lib/reorder';
import { lazyModule } from '../browser/lazy';
import { useCart } from '../features/cart/store';
import { whenCountryReady } from './country';

const loadOperations = lazyModule(() => import('../storefront/operations/reorder'));

export type BuyAgainOutcome =
  | { status: 'added'; items: number; unavailable: string[] }
  | { status: 'unavailable'; unavailable: string[] }
  | { status: 'failed' };

const automaticVariantIds = (): Set<string> =>
  new Set([env.autoLines.promoGiftVariantId, env.autoLines.shippingProtectionVariantId, ...Object.values(env.autoLines.countryVariantIds)]);

const variantIdsOf = (order: AccountOrder): string[] => [...new Set(order.lines.map((l) => l.variantId).filter((id): id is string => Boolean(id)))];

export async function buyAgain(order: AccountOrder): Promise<BuyAgainOutcome> {
  try {
    const [{ fetchOrderVariants }, country] = await Promise.all([loadOperations(), whenCountryReady()]);
    const now = await fetchOrderVariants(variantIdsOf(order), country);
    rememberHandles(now);
    const plan = planReorder(order.lines, now, automaticVariantIds());
    if (!plan.lines.length) return { status: 'unavailable', unavailable: plan.unavailable };
    const cart = await useCart.getState().addLines(plan.lines);
    if (!cart) return { status: 'failed' };
    return { status: 'added', items: plan.lines.reduce((sum, l) => sum + l.quantity, 0), unavailable: plan.unavailable };
  } catch (error) {
    console.error('Buying the order again failed', error);
    return { status: 'failed' };
  }
}

interface ProductHandlesState {
  /** variant id → its product's handle. */
  handles: Record<string, string>;
}

export const useOrderProductHandles = create<ProductHandlesState>()(() => ({ handles: {} }));

function rememberHandles(now: Record<string, { productHandle: string }>): void {
  const handles = Object.fromEntries(Object.entries(now).map(([id, v]) => [id, v.productHandle]));
  useOrderProductHandles.setState((s) => ({ handles: { ...s.handles, ...handles } }));
}

/** Looks up the products of lines that name none (new customer accounts); failures leave plain titles. */
export async function loadProductHandles(order: AccountOrder): Promise<void> {
  const known = useOrderProductHandles.getState().handles;
  const ids = order.lines.filter((l) => !l.productHandle && l.variantId && !known[l.variantId]).map((l) => l.variantId as string);
  if (!ids.length) return;
  try {
    const [{ fetchOrderVariants }, country] = await Promise.all([loadOperations(), whenCountryReady()]);
    rememberHandles(await fetchOrderVariants([...new Set(ids)], country));
  } catch (error) {
    console.error('Looking up the order’s products failed', error);
  }
}
