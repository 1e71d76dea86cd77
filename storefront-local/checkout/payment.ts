/** Test payments: a Luhn-valid card with a future expiry; 4242 4242 4242 4242 pays, others decline. */
export const TEST_CARD_APPROVED = '4242424242424242';

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

export function checkCard(number: string, expiry: string, cvc: string, now: Date = new Date()): string[] {
  const digits = number.replace(/[\s-]/g, '');
  const errors: string[] = [];
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) errors.push('Enter a valid card number.');
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) errors.push('Enter the expiry date as MM/YY.');
  else {
    const month = Number(match[1]);
    const year = Number((match[2] as string).length === 2 ? `20${match[2]}` : match[2]);
    const endOfMonth = Date.UTC(year, month, 1);
    if (month < 1 || month > 12 || endOfMonth <= now.getTime()) errors.push('The card has expired.');
  }
  if (!/^\d{3,4}$/.test(cvc.trim())) errors.push('Enter the security code (3 or 4 digits).');
  if (!errors.length && digits !== TEST_CARD_APPROVED) errors.push('Your card was declined. Use the test card 4242 4242 4242 4242.');
  return errors;
}
