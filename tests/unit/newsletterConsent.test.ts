import fc from 'fast-check';
import { isAccountEmail } from '../../src/lib/newsletterConsent';

describe('isAccountEmail', () => {
  it('is the account’s e-mail whatever the letter case and surrounding spaces', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.boolean(), fc.constantFrom('', ' ', '  \t'), (email, upper, pad) => {
        const typed = `${pad}${upper ? email.toUpperCase() : email}${pad}`;
        expect(isAccountEmail(email, typed)).toBe(true);
      }),
    );
  });

  it('is not the account’s for another e-mail, no account e-mail, or nothing typed', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.emailAddress(), (account, other) => {
        fc.pre(account.toLowerCase() !== other.toLowerCase());
        expect(isAccountEmail(account, other)).toBe(false);
      }),
    );
    expect(isAccountEmail(null, 'marina@example.com')).toBe(false);
    expect(isAccountEmail('', '')).toBe(false);
    expect(isAccountEmail('marina@example.com', undefined)).toBe(false);
  });
});
