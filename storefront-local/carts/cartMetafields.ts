/**
 * Cart metafields (https://shopify.dev/docs/api/storefront/latest/mutations/cartMetafieldsSet,
 * .../mutations/cartMetafieldDelete, .../input-objects/CartInput#fields-metafields): checked here, stored
 * on the cart record, so they live as long as the cart and every other mutation keeps them.
 * A key is `namespace.key` or a bare key in the app-reserved namespace of the calling app; the local
 * storefront has one app (its storefront token), whose namespace is APP_NAMESPACE.
 */
import { randomInt } from 'node:crypto';
import type { CartMetafieldRecord, CartRecord } from './cartRecord';

export type { CartMetafieldRecord } from './cartRecord';
import { metafieldValueProblem, parseMetafieldKey, resolveNamespace } from './metafieldValues';

/** The app-reserved namespace (`app--{app id}`) of the local storefront's one storefront app. */
export const APP_NAMESPACE = 'app--1000001';

/** "Accepts up to 25 metafields per request." */
export const MAX_METAFIELDS_PER_REQUEST = 25;

export interface MetafieldEntry {
  namespace: string;
  key: string;
  type: string;
  value: string;
}

export interface MetafieldInputProblem {
  /** The input field at fault: key, type or value. */
  field: 'key' | 'type' | 'value';
  code: string;
  message: string;
}

/** Checks one `{ key, type, value }`; answers the entry to store, or what is wrong with it. */
export function checkMetafieldInput(input: { key: string; type: string; value: string }): MetafieldEntry | MetafieldInputProblem {
  const parsed = parseMetafieldKey(input.key, APP_NAMESPACE);
  if ('code' in parsed) return { field: 'key', ...parsed };
  const problem = metafieldValueProblem(input.type, input.value);
  if (problem) return { field: problem.code === 'INVALID_TYPE' ? 'type' : 'value', ...problem };
  return { ...parsed, type: input.type, value: input.value };
}

export const metafieldGid = (record: Pick<CartMetafieldRecord, 'id'>): string => `gid://shopify/Metafield/${record.id}`;

/** Sets each entry on the cart (a new one, or the same namespace and key replaced); answers the stored records. */
export function setCartMetafields(cart: CartRecord, entries: readonly MetafieldEntry[], now: string): CartMetafieldRecord[] {
  const stored = cart.metafields ?? [];
  const set: CartMetafieldRecord[] = [];
  for (const entry of entries) {
    const existing = stored.find((m) => m.namespace === entry.namespace && m.key === entry.key);
    if (existing) {
      Object.assign(existing, { type: entry.type, value: entry.value, updatedAt: now });
      if (!set.includes(existing)) set.push(existing);
    } else {
      const record = { id: String(randomInt(10_000_000_000, 99_999_999_999)), ...entry, createdAt: now, updatedAt: now };
      stored.push(record);
      set.push(record);
    }
  }
  cart.metafields = stored;
  return set;
}

/** Removes the metafield with this namespace and key; answers it, or null when the cart has none such. */
export function deleteCartMetafield(cart: CartRecord, namespace: string, key: string): CartMetafieldRecord | null {
  const stored = cart.metafields ?? [];
  const index = stored.findIndex((m) => m.namespace === namespace && m.key === key);
  if (index === -1) return null;
  const [removed] = stored.splice(index, 1);
  cart.metafields = stored;
  return removed ?? null;
}

/** The cart's metafield by namespace (the app's when omitted, as HasMetafieldsIdentifier says; `$app` names it too) and key. */
export function findCartMetafield(cart: CartRecord, namespace: string | null | undefined, key: string): CartMetafieldRecord | null {
  const resolved = resolveNamespace(namespace ?? '$app', APP_NAMESPACE);
  return (cart.metafields ?? []).find((m) => m.namespace === resolved && m.key === key) ?? null;
}
