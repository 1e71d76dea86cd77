/**
 * What the cart tells the rest of the browser, and what it hears from it:
 * - Every new cart state dispatches the merchant-session event `{cartId, sessionId}` (analytics and
 *   the merchant's session tools).
 * - Other tabs hear of every change through the shared state (a stamp of the cart's id and update
 *   time) and re-read the cart.
 * - The cart-attributes event is heard and only logged.
 */
import * as v from 'valibot';
import { CART_ATTRIBUTES_EVENT, MERCHANT_SESSION_EVENT, STORAGE_KEYS } from '../../config/site';
import type { CartView } from './rules/lines';
import { readString, writeString } from '../../browser/storage';
import { sharedState } from '../../stores/sharedState';

/** Other tabs hear of every cart change through this key and re-read the cart. */
export const CART_STAMP_KEY = 'bb_cart_stamp';

const cartStamp = sharedState.define(CART_STAMP_KEY, {
  schema: v.nullable(v.object({ id: v.pipe(v.string(), v.minLength(1)), updatedAt: v.optional(v.string()) })),
  fallback: null,
});

function sessionId(): string {
  const existing = readString(STORAGE_KEYS.sessionId);
  if (existing) return existing;
  const created =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  writeString(STORAGE_KEYS.sessionId, created);
  return created;
}

/** Analytics and the merchant's session tools hear about every cart change. */
function announceCartChange(cart: CartView): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(MERCHANT_SESSION_EVENT, { detail: { cartId: cart.id, sessionId: sessionId() } }));
}

/** A new cart state: other tabs and the merchant-session listeners hear of it. */
export function broadcastCartChange(cart: CartView): void {
  cartStamp.write({ id: cart.id, updatedAt: cart.updatedAt });
  announceCartChange(cart);
}

/** The page hears the cart-attributes event and only logs it. Returns the way to stop. */
export function listenForCartAttributes(): () => void {
  const log = (event: Event) => console.log('Cart attributes event', (event as CustomEvent).detail);
  window.addEventListener(CART_ATTRIBUTES_EVENT, log);
  return () => window.removeEventListener(CART_ATTRIBUTES_EVENT, log);
}

/** Another tab changed the cart (or started a new one after its checkout): `changed` hears its stamp. */
export function listenForOtherTabs(changed: (cartId: string, updatedAt: string | undefined) => void): () => void {
  return cartStamp.subscribe(({ value }) => {
    if (value) changed(value.id, value.updatedAt);
  });
}
