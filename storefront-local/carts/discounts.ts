/** Discount codes the local storefront knows (case-insensitive). The best applicable one applies. */
import { STUDENT_DISCOUNT_PERCENT } from '../shop/settings';

export const DISCOUNT_CODES: Readonly<Record<string, { percent: number; title: string }>> = {
  STUDENT30: { percent: STUDENT_DISCOUNT_PERCENT, title: 'Student discount' },
  WELCOME10: { percent: 10, title: 'Welcome 10% off' },
  BLUEBAY15: { percent: 15, title: 'Blue Bay 15% off' },
};

export const discountFor = (code: string) => DISCOUNT_CODES[code.trim().toUpperCase()];
