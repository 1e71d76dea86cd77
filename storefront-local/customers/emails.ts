/** The customer e-mails and their links into the site's activation and reset pages. */
import type { OutgoingEmail } from '../outbox/outbox';

export const activationUrl = (siteUrl: string, customerId: number, token: string): string =>
  `${siteUrl}/account/activate/${customerId}/${token}`;
export const resetUrl = (siteUrl: string, customerId: number, token: string): string =>
  `${siteUrl}/account/reset/${customerId}/${token}`;

export function welcomeEmail(shopName: string, to: string, firstName: string | null, url: string): OutgoingEmail {
  return {
    to,
    kind: 'activation',
    subject: `Welcome to ${shopName}: confirm your e-mail`,
    text: `Hi ${firstName ?? 'there'},\n\nThanks for creating a ${shopName} account. You can sign in right away.\n\nTo confirm your e-mail address, open the link below within 30 days. The page asks you to choose your password again: type the one you just used, or pick a new one.`,
    links: [{ label: 'Activate your account', url }],
  };
}

export function resetEmail(shopName: string, to: string, firstName: string | null, url: string): OutgoingEmail {
  return {
    to,
    kind: 'reset',
    subject: `Reset your ${shopName} password`,
    text: `Hi ${firstName ?? 'there'},\n\nSomeone asked to reset the password of your ${shopName} account. If it was you, follow the link below within 24 hours. If not, you can ignore this e-mail.`,
    links: [{ label: 'Reset your password', url }],
  };
}
