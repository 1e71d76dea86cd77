/**
 * A newsletter sign-up and the signed-in customer's account: the sign-up is the account's consent to
 * the shop's e-mails only when it is for the account's own e-mail (a shopper may sign a friend up).
 */

const normalised = (email: string): string => email.trim().toLowerCase();

/** True when the typed e-mail is the account's (letter case and surrounding spaces aside). */
export function isAccountEmail(accountEmail: string | null | undefined, typed: unknown): boolean {
  if (!accountEmail || typeof typed !== 'string') return false;
  const own = normalised(accountEmail);
  return own !== '' && own === normalised(typed);
}
