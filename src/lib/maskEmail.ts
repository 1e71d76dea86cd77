/**
 * Masks an e-mail for display to someone else (a referral's e-mail): the first
 * character of the mailbox, three stars whatever its length (so the length is not given away) and
 * the domain. Text without an @ is masked the same way, as a mailbox without a domain.
 */
export const MASK = '***';

export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  const mailbox = at === -1 ? trimmed : trimmed.slice(0, at);
  const domain = at === -1 ? '' : trimmed.slice(at);
  const first = Array.from(mailbox)[0] ?? '';
  return `${first}${MASK}${domain}`;
}
