/** What each form's button says and what a shopper reads once it has been sent. */
import type { FormId, FormValues } from '../../config/forms';

export interface FormCopy {
  submit: string;
  sentTitle: string;
  sent: (values: FormValues) => string;
}

const email = (values: FormValues): string => (typeof values.email === 'string' ? values.email : 'your e-mail address');

const newsletter: FormCopy = {
  submit: 'Sign up',
  sentTitle: 'You’re on the list',
  sent: (values) => `Thank you for signing up. Our next e-mail goes to ${email(values)}.`,
};

export const FORM_COPY: Readonly<Record<FormId, FormCopy>> = {
  'newsletter-sign-up': newsletter,
  'newsletter-sign-up-uk': newsletter,
  'newsletter-sign-up-us': newsletter,
  'sale-sign-up': {
    submit: 'Get early access',
    sentTitle: 'You’re in for early access',
    sent: (values) => `We’ll e-mail ${email(values)} the moment the sale opens to you, 24 hours before everyone else.`,
  },
  waitlist: {
    submit: 'Join the waitlist',
    sentTitle: 'You’re on the waitlist',
    sent: (values) => `We’ll e-mail ${email(values)} as soon as it’s back in stock.`,
  },
  giveaway: {
    submit: 'Enter the giveaway',
    sentTitle: 'You’re entered',
    sent: (values) => `Good luck! If you win, we’ll contact you at ${email(values)}.`,
  },
  'la-isla-bonita-sign-up': {
    submit: 'Sign me up',
    sentTitle: 'See you on the island',
    sent: (values) => `You’re signed up for La Isla Bonita. Launch news goes to ${email(values)}.`,
  },
  'contact-us': {
    submit: 'Send message',
    sentTitle: 'Message sent',
    sent: (values) => `Thank you for writing. We reply within one business day, to ${email(values)}.`,
  },
  'request-a-return': {
    submit: 'Request a return',
    sentTitle: 'Return requested',
    sent: (values) => `We’ve received your request and will e-mail your return label and instructions to ${email(values)}.`,
  },
  'return-a-product': {
    submit: 'Send return details',
    sentTitle: 'Return details received',
    sent: (values) => `Thank you. Our team will review your return and reply to ${email(values)} within one business day.`,
  },
};
