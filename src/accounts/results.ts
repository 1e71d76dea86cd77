/** Results shared by both account backends. */
import type { AccountError } from '../lib/customerErrors';
import type { AccountResult } from './types';

export const ok = <T = undefined>(data?: T): AccountResult<T> => ({ ok: true, errors: [], networkError: false, ...(data === undefined ? {} : { data }) });
export const failed = <T = undefined>(errors: AccountError[]): AccountResult<T> => ({ ok: false, errors, networkError: false });
export const unreachable = <T = undefined>(): AccountResult<T> => ({ ok: false, errors: [], networkError: true });

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
const SESSION_ENDED: AccountError = { code: 'TOKEN_INVALID', field: ['customerAccessToken'], message: SESSION_ENDED_MESSAGE };
export const sessionEnded = <T = undefined>(): AccountResult<T> => failed<T>([SESSION_ENDED]);
