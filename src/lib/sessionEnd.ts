/**
 * Why a customer session ended, and what the shopper is told. Every way a session can end maps to one
 * reason; the words depend on the account system (a refused token means different things there) and on
 * whether it ended in this tab or in another one. The customer store keeps only the reason (its types
 * come from here), so the words load with what shows them, not with every page.
 */

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

/** A session that ended: why (one of SESSION_END_REASONS, as read from storage), and whether in another tab. */
export interface SessionEnd {
  reason: string;
  otherTab: boolean;
}

export type AccountsSystem = 'legacy' | 'new';

/** Where the end happened, seen from the tab that shows the message. */
export type SessionEndPlace = 'this-tab' | 'other-tab';

/**
 * The message for a session that ended, or null when the shopper needs none (they signed out here,
 * and the sign-out says so itself).
 */
export function sessionEndMessage(reason: SessionEndReason, system: AccountsSystem, place: SessionEndPlace = 'this-tab'): string | null {
  switch (reason) {
    case 'signed-out':
      return place === 'other-tab' ? 'You signed out in another tab, so you are signed out here too.' : null;
    case 'expired':
      return 'You were signed out because your sign-in expired. Please sign in again.';
    case 'refused':
      // Classic accounts: setting a password (activating the account, resetting or changing the
      // password) signs every other device out. New accounts: the shop ended the session.
      return system === 'legacy'
        ? 'You were signed out because your password was set or changed on another device (activating your account or resetting your password signs you out everywhere else). Please sign in again.'
        : 'You were signed out because your session was ended at the shop (for example by signing out on another device). Please sign in again.';
    case 'unrenewable':
      return 'You were signed out because your session ran out and the shop could not be reached to renew it. Please sign in again.';
    case 'code-replayed':
      return 'You were signed out because an old sign-in link was opened again; for your safety the shop ended that session. Please sign in again.';
    case 'sign-in-refused':
      return 'The shop did not accept the sign-in. Please sign in again.';
    case 'sign-in-unreachable':
      return 'The shop could not be reached to finish signing you in. Please sign in again.';
  }
}

const isReason = (reason: string): reason is SessionEndReason => (SESSION_END_REASONS as readonly string[]).includes(reason);

/**
 * The message for an ended session as the customer store keeps it. A reason this code does not know
 * (another tab's unreadable record) reads as a sign-out there.
 */
export const messageFor = (ended: SessionEnd | null, system: AccountsSystem): string | null =>
  ended ? sessionEndMessage(isReason(ended.reason) ? ended.reason : 'signed-out', system, ended.otherTab ? 'other-tab' : 'this-tab') : null;
