/**
 * The life of a customer access token (accessToken, expiresAt). A token is
 * renewed when it is within TOKEN_RENEW_WITHIN_MS of its expiry, and an expired one means the
 * shopper is signed out (quietly: nothing went wrong, time passed).
 */
import { TOKEN_RENEW_WITHIN_MS } from '../config/accounts';

export interface AccessToken {
  accessToken: string;
  expiresAt: string;
}

export type TokenState = 'valid' | 'renew' | 'expired';

/** Expiry in epoch ms; an unreadable date counts as already expired. */
export function expiryTime(token: AccessToken): number {
  const time = Date.parse(token.expiresAt);
  return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY;
}

export function tokenState(token: AccessToken, now: number = Date.now(), renewWithinMs = TOKEN_RENEW_WITHIN_MS): TokenState {
  const expires = expiryTime(token);
  if (expires <= now) return 'expired';
  return expires - now <= renewWithinMs ? 'renew' : 'valid';
}
