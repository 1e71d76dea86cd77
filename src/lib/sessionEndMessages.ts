/**
 * What the shopper is told when a session ended. The words depend on the account system (a refused
 * token means different things there) and on whether it ended in this tab or in another one.
 */
import type { SessionEnd, SessionEndReason } from './sessionEnd';

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

/** The message for an ended session as the customer store keeps it. */
export const messageFor = (ended: SessionEnd | null, system: AccountsSystem): string | null =>
  ended ? sessionEndMessage(ended.reason, system, ended.otherTab ? 'other-tab' : 'this-tab') : null;
