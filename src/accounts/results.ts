/** Results shared by both account backends. */
import type { AccountError } from '../lib/customerErrors';
import type { AccountResult } from './types';
import { StorefrontError } from '../storefront/client';

export const ok = <T = undefined>(data?: T): AccountResult<T> => ({ ok: true, errors: [], networkError: false, ...(data === undefined ? {} : { data }) });
export const failed = <T = undefined>(errors: AccountError[]): AccountResult<T> => ({ ok: false, errors, networkError: false });
export const unreachable = <T = undefined>(): AccountResult<T> => ({ ok: false, errors: [], networkError: true });

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
const SESSION_ENDED: AccountError = { code: 'TOKEN_INVALID', field: ['customerAccessToken'], message: SESSION_ENDED_MESSAGE };
export const sessionEnded = <T = undefined>(): AccountResult<T> => failed<T>([SESSION_ENDED]);

export const THROTTLED_MESSAGE = 'Too many sign-in attempts for now. Please wait a few minutes, then try again.';

/**
 * The store refused for its rate limits: a `THROTTLED` GraphQL error (as the Storefront API answers
 * repeated failed sign-ins, https://shopify.dev/docs/api/usage/rate-limits) or HTTP 429.
 */
export function isThrottled(error: unknown): boolean {
  if (!(error instanceof StorefrontError)) return false;
  if (error.status === 429) return true;
  return error.graphQLErrors.some((e) => (e as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'THROTTLED');
}

/** A refusal the shopper can act on (wait), not "check your connection". */
export const throttled = <T = undefined>(): AccountResult<T> => failed<T>([{ code: 'THROTTLED', message: THROTTLED_MESSAGE }]);
