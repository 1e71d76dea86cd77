/**
 * Why a customer session ended: every way a session can end maps to one reason, kept in the customer
 * store and in storage for the other tabs. The words for the shopper are in sessionEndMessages.ts,
 * loaded only by what shows them.
 */
import * as v from 'valibot';

export const SESSION_END_REASONS = [
  /** The shopper pressed "Sign out". */
  'signed-out',
  /** The token's time ran out and it cannot be renewed (classic accounts have no refresh token). */
  'expired',
  /** The shop no longer accepts the token or refuses to renew it: it ended the session itself. */
  'refused',
  /** The access token ran out and the shop could not be reached to renew it. */
  'unrenewable',
  /** A sign-in code was sent to the shop a second time, and the shop ended the session it had opened. */
  'code-replayed',
  /** The shop gave tokens but then did not accept them. */
  'sign-in-refused',
  /** The shop gave tokens but could not be reached to read the customer. */
  'sign-in-unreachable',
] as const;

export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** What another tab reads to say why the session it shared ended. */
export const sessionEndRecordSchema = v.object({ reason: v.picklist(SESSION_END_REASONS) });
export type SessionEndRecord = v.InferOutput<typeof sessionEndRecordSchema>;

/** A session that ended: why, and whether it was in another tab of this browser. */
export interface SessionEnd {
  reason: SessionEndReason;
  otherTab: boolean;
}
