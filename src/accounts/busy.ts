/**
 * A shop too busy to answer: its rate limits held through every retry. Nothing changed and trying
 * again a little later works, which is what the shopper is told (not "check your connection").
 * Free of the Storefront client, so the account pages' own actions can use it.
 */
import type { AccountResult, LoadStatus } from './types';

export const BUSY_MESSAGE = 'Our shop is very busy right now. Please wait a moment, then try again.';

export const busy = <T = undefined>(): AccountResult<T> => ({
  ok: false,
  errors: [{ code: 'THROTTLED', field: null, message: BUSY_MESSAGE }],
  networkError: false,
});

export const isBusy = (result: AccountResult<unknown>): boolean => result.errors.some((e) => e.code === 'THROTTLED');

/** What a list's status becomes when loading it failed: a retry offered (error, busy), or nothing to show (the session ended). */
export const failedLoadStatus = (result: AccountResult<unknown>): LoadStatus =>
  result.networkError ? 'error' : isBusy(result) ? 'busy' : 'idle';
