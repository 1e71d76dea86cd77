/** The e-mail that carries a hosted login's one-time code to the outbox. */
import type { OutgoingEmail } from '../outbox/outbox';
import { SHOP_NAME } from '../shop/settings';

export function loginCodeEmail(to: string, code: string): OutgoingEmail {
  return {
    to,
    kind: 'login-code',
    subject: `Your ${SHOP_NAME} sign-in code is ${code}`,
    text: `Your ${SHOP_NAME} sign-in code is ${code}.\n\nEnter it on the sign-in page within 10 minutes. It works once. If you did not try to sign in, you can ignore this e-mail.`,
    links: [],
  };
}
