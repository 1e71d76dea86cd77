/**
 * Who the cart is for: the buyer identity a cart is created or switched with carries the signed-in
 * customer's token. The customer store hands the token in (through the cart store); before it has,
 * the stored token is read, if it is still valid.
 */
import * as v from 'valibot';
import { STORAGE_KEYS } from '../config/site';
import { readJSON } from '../browser/storage';

/** Token handed in by the customer store; null when signed out, undefined when not told yet. */
let customerToken: string | null | undefined;

export function setCartCustomerToken(accessToken: string | null): void {
  customerToken = accessToken;
}

const storedToken = v.object({ accessToken: v.pipe(v.string(), v.minLength(1)), expiresAt: v.optional(v.string()) });

/** The signed-in customer's token: the one handed in, else the stored one if still valid. */
function currentCustomerToken(): string | null {
  if (customerToken !== undefined) return customerToken;
  const stored = readJSON(STORAGE_KEYS.accessToken, v.nullable(storedToken), null);
  if (!stored) return null;
  if (stored.expiresAt && Date.parse(stored.expiresAt) <= Date.now()) return null;
  return stored.accessToken;
}

/** The buyer identity for a country: the country, and the signed-in customer's token if any. */
export function buyerIdentity(countryCode: string): Record<string, unknown> {
  const token = currentCustomerToken();
  return { countryCode, ...(token ? { customerAccessToken: token } : {}) };
}

/** Tests start every case from scratch. */
export function resetCartBuyerForTests(): void {
  customerToken = undefined;
}
