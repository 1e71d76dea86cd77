import fc from 'fast-check';
import { maskEmail } from '../../src/lib/maskEmail';

describe('maskEmail', () => {
  it('keeps the first letter and the domain, hiding the rest of the mailbox', () => {
    expect(maskEmail('sunny.rivera@example.com')).toBe('s***@example.com');
    expect(maskEmail('a@b.co')).toBe('a***@b.co');
    expect(maskEmail('not-an-email')).toBe('n***');
  });

  it('never shows more than the first character of the mailbox, and never its length', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const masked = maskEmail(email);
        const at = email.lastIndexOf('@');
        expect(masked.endsWith(email.slice(at))).toBe(true);
        expect(masked.length).toBe(email.length - at + 4);
        expect(masked.startsWith(email[0] as string)).toBe(true);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(maskEmail(maskEmail(email))).toBe(maskEmail(email));
      }),
    );
  });
});
