/**
 * The cart as the server last confirmed it, and how each change reaches the server and what its
 * outcome leaves behind. The cart store (cart.ts) shows what this module holds.
 * - Changes run one after another in a queue, so concurrent clicks never lose an update. `loading`
 *   is on while one runs.
 * - Any GraphQL error or userError = failure: no result, logged to the console; the lines the shopper
 *   has stay as they were, and the store says in words that the change did not happen (offline or
 *   not) and what to do.
 * - Mutations are never sent twice, so a slow answer cannot add a line twice. After an uncertain
 *   failure (no answer, timeout, 5xx, GraphQL error) the cart is re-read, so what the shopper sees is
 *   what the server holds.
 * - A cart the Storefront reports gone (null, or "does not exist": checked out here or in another
 *   tab) is replaced by a new one. One creation at a time, with the selected country (and the
 *   signed-in customer) in its buyer identity.
 */
import { STORAGE_KEYS } from '../config/site';
import { applyQuantities, type CartView } from '../lib/cartLines';
import { removeItem, writeString } from '../browser/storage';
import { lazyModule } from '../storefront/lazy';
import { broadcastCartChange, listenForOtherTabs } from './cartBroadcast';
import { buyerIdentity } from './cartBuyer';
import type { Attempt, Send } from './cartFlows';
import { useCountry } from './country';

/** What the store shows of this module: the cart with pending quantities, and whether a change runs. */
type View = { cart?: CartView | null; loading?: boolean };

export const countryCode = () => useCountry.getState().countryCode;

/**
 * The requests, their documents and the Storefront client load with the first cart request (right
 * after hydration at start-up), not with the first screen (first-load budget).
 */
export const loadOperations = lazyModule(() => import('../storefront/operations/cart'));

// ---- Module state: the last server answer, pending quantities, the queue ----
let confirmed: CartView | null = null;
/** Quantities the shopper asked for that the server has not confirmed yet, by line id. */
export const pending = new Map<string, number>();
let creating: Promise<CartView | null> | null = null;
let queue: Promise<unknown> = Promise.resolve();
let running = 0;
let show: (view: View) => void = () => undefined;

/** The cart store hands in how it shows what this module holds. */
export function connectCartView(sink: (view: View) => void): void {
  show = sink;
}

/** The last cart the server confirmed; null before there is one. */
export const confirmedCart = (): CartView | null => confirmed;

/** Runs cart mutations one after another; a failed one does not stop the next. */
export function serialise<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(async () => {
    running += 1;
    show({ loading: true });
    try {
      return await task();
    } finally {
      running -= 1;
      show({ loading: running > 0 });
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

export const showCart = () => show({ cart: confirmed ? applyQuantities(confirmed, pending) : null });

export function setConfirmed(cart: CartView): void {
  const changed = !confirmed || confirmed.id !== cart.id || confirmed.updatedAt !== cart.updatedAt;
  confirmed = cart;
  writeString(STORAGE_KEYS.cartId, cart.id);
  showCart();
  if (changed) broadcastCartChange(cart);
}


/** One cart change, sent once; failures are logged. */
export async function attempt(label: string, send: Send): Promise<Attempt> {
  const country = countryCode();
  try {
    const outcome = await send(await loadOperations(), country);
    if (outcome.cart) return { status: 'ok', cart: outcome.cart, warnings: outcome.warnings };
    console.error(`${label} failed`, outcome.problem);
    return { status: outcome.gone ? 'gone' : 'rejected' };
  } catch (error) {
    console.error(`${label} failed`, error);
    return { status: 'uncertain' };
  }
}

/** One cart change: its cart, or null after logging. */
async function mutate(label: string, send: Send): Promise<CartView | null> {
  const result = await attempt(label, send);
  return result.status === 'ok' ? result.cart : null;
}

/** The stored cart, or null when it is gone (completed) or could not be fetched. */
export async function fetchCart(id: string): Promise<{ cart: CartView | null; failed: boolean }> {
  const country = countryCode();
  try {
    return { cart: await (await loadOperations()).fetchCart(id, country), failed: false };
  } catch (error) {
    console.error('Fetching the cart failed', error);
    return { cart: null, failed: true };
  }
}

/** Single flight: concurrent callers share one cartCreate. */
export function createCart(): Promise<CartView | null> {
  creating ??= (async () => {
    const identity = buyerIdentity(countryCode());
    const cart = await mutate('Creating a cart', (operations, country) => operations.createCart(identity, country));
    if (cart) setConfirmed(cart);
    return cart;
  })().finally(() => {
    creating = null;
  });
  return creating;
}

/**
 * After an uncertain failure: the server's cart replaces ours (never a second send), so the header
 * count is the server's. Returns the fresh cart, null when the cart is gone, undefined when unreachable.
 */
export async function resync(cartId: string): Promise<CartView | null | undefined> {
  const { cart, failed } = await fetchCart(cartId);
  if (failed) return undefined;
  if (cart) setConfirmed(cart);
  return cart;
}

/** The cart is gone (completed here or in another tab, or expired): forget it and start a new one. */
export async function replaceGoneCart(): Promise<CartView | null> {
  confirmed = null;
  pending.clear();
  removeItem(STORAGE_KEYS.cartId);
  showCart();
  return createCart();
}

/** A change that did not go through: re-read an uncertain cart, replace a gone one. */
export async function afterFailure(result: Attempt, cartId: string): Promise<void> {
  if (result.status === 'uncertain') {
    const fresh = await resync(cartId);
    if (fresh === null) await replaceGoneCart();
  } else if (result.status === 'gone') {
    await replaceGoneCart();
  }
}

/** A change that did not happen, in words, with what to do. */
export const failure = (what: string): string =>
  typeof navigator !== 'undefined' && !navigator.onLine
    ? `You’re offline — ${what}. Your cart is kept; try again once you’re back online.`
    : `Sorry, something went wrong — ${what}. Please try again.`;

/** Tests start every case from scratch. */
export function resetCartSyncForTests(): void {
  confirmed = null;
  pending.clear();
  creating = null;
  queue = Promise.resolve();
  running = 0;
}

// Another tab changed the cart (or started a new one after its checkout): read what it holds now.
// Heard from the module's load on, once (before start-up it only re-reads what start-up reads anyway).
listenForOtherTabs((id, updatedAt) => {
  if (confirmed?.id === id && confirmed.updatedAt === updatedAt) return;
  void serialise(() => resync(id));
});
