/** The e-mail that carries a hosted login's one-time code to the outbox. */
import type { OutgoingEmail } from '../outbox/outbox';

export function loginCodeEmail(shopName: string, to: string, code: string): OutgoingEmail {
  return {
    to,
    kind: 'login-code',
    subject: `Your ${shopName} sign-in code is ${code}`,
    text: `Your ${shopName} sign-in code is ${code}.\n\nEnter it on the sign-in page within 10 minutes. It works once. If you did not try to sign in, you can ignore this e-mail.`,
    links: [],
  };
}
