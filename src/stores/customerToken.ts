/**
 * The signed-in customer's stored token: one key, one schema, one expiry rule, shared with the other
 * tabs. The session keeps it (customerSession.ts: stored at sign-in, renewed, removed at sign-out); the
 * cart reads from here the token it gives a new cart's buyer identity before the session has said who
 * is signed in. A corrupted token is removed (signed out quietly), whoever read it first.
 */
import * as v from 'valibot';
import { STORAGE_KEYS } from '../config/site';
import type { SessionToken } from '../accounts/types';
import { tokenState } from '../lib/tokenExpiry';
import { sharedState } from './sharedState';

const storedTokenSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  expiresAt: v.pipe(
    v.string(),
    v.check((value) => Number.isFinite(Date.parse(value)), 'not a date'),
  ),
  refreshToken: v.optional(v.pipe(v.string(), v.minLength(1))),
  idToken: v.optional(v.pipe(v.string(), v.minLength(1))),
});

/** The stored token, shared with the other tabs; an unreadable one is removed (signed out quietly). */
export const storedToken = sharedState.define<SessionToken | null>(STORAGE_KEYS.accessToken, {
  schema: v.nullable(storedTokenSchema) as v.GenericSchema<unknown, SessionToken | null>,
  fallback: null,
  onCorrupt: () => {
    console.warn('Ignoring an unreadable stored access token; signed out');
    storedToken.remove();
  },
});

/**
 * The stored access token while it has not expired at `now`; null when there is none, or it is
 * expired (a Customer Account session renews it first: customerSession.ts) or unreadable.
 */
export function unexpiredAccessToken(now: number): string | null {
  const stored = storedToken.read();
  return stored && tokenState(stored, now) !== 'expired' ? stored.accessToken : null;
}
