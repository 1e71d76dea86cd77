import fc from 'fast-check';
import {
  postalCodeError,
  passwordError,
  validateAddress,
  validateChangePassword,
  validateLogin,
  validateNewPassword,
  validateRegister,
} from '../../src/lib/accountValidation';

const address = {
  firstName: 'Marina',
  lastName: 'Costa',
  company: '',
  address1: '1 Ocean Drive',
  address2: '',
  city: 'Miami Beach',
  province: 'FL',
  zip: '33139',
  country: 'US',
  phone: '',
};

describe('account form validation', () => {
  it('accepts passwords of 5 to 40 characters without a space at either end', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 5, maxLength: 40 }).filter((s) => !/^\s|\s$/.test(s)), (password) => {
        expect(passwordError(password)).toBeNull();
      }),
    );
    expect(passwordError('abcd')).toBe('Use at least 5 characters');
    expect(passwordError('x'.repeat(41))).toBe('Use at most 40 characters');
    expect(passwordError(' abcdef')).toMatch(/space/);
    expect(passwordError('abcdef ')).toMatch(/space/);
    expect(passwordError('')).toBe('Enter a password');
  });

  it('asks for names, a valid e-mail and a password when registering', () => {
    expect(validateRegister({ firstName: ' ', lastName: '', email: 'marina@', password: '123' })).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter a valid e-mail address, such as name@example.com',
      password: 'Use at least 5 characters',
    });
    expect(validateRegister({ firstName: 'M', lastName: 'C', email: 'm@example.com', password: 'seashell' })).toEqual({});
  });

  it('signs in with any typed password (old passwords may predate the rules)', () => {
    expect(validateLogin({ email: 'm@example.com', password: 'abc' })).toEqual({});
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'Enter your e-mail address', password: 'Enter your password' });
  });

  it('needs the confirmation to match, and a new password different from the current one', () => {
    expect(validateNewPassword({ password: 'seashell', confirm: 'seashel' })).toEqual({ confirm: 'The two passwords don’t match' });
    expect(validateChangePassword({ current: 'seashell', password: 'seashell', confirm: 'seashell' })).toEqual({
      password: 'Choose a password different from the current one',
    });
  });

  it('checks postal codes where the format is obvious', () => {
    expect(postalCodeError('US', '33139')).toBeNull();
    expect(postalCodeError('US', '33139-1234')).toBeNull();
    expect(postalCodeError('US', '3313')).toMatch(/ZIP code/);
    expect(postalCodeError('GB', 'SW1A 1AA')).toBeNull();
    expect(postalCodeError('GB', 'ec1a1bb')).toBeNull();
    expect(postalCodeError('GB', '12345')).toMatch(/postcode/);
    expect(postalCodeError('AU', '2000')).toBeNull();
    expect(postalCodeError('AU', '200')).toMatch(/postcode/);
    expect(postalCodeError('CA', 'K1A 0B1')).toBeNull();
    expect(postalCodeError('CA', 'D1A 0B1')).toMatch(/postal code/);
    expect(postalCodeError('AU', '')).toBe('Enter your postcode');
    // Germany and Japan require one, in their formats; where a country has none, none is asked.
    expect(postalCodeError('DE', '')).toBe('Enter your postal code');
    expect(postalCodeError('DE', '1011')).toBe('Enter a valid postal code, such as 10115');
    expect(postalCodeError('JP', '150-0001')).toBeNull();
    expect(postalCodeError('JP', '')).toBe('Enter your postal code');
    expect(postalCodeError('AE', '')).toBeNull();
  });

  it('accepts every 5-digit ZIP and 4-digit Australian postcode', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{5}$/), fc.stringMatching(/^[0-9]{4}$/), (zip, postcode) => {
        expect(postalCodeError('US', zip)).toBeNull();
        expect(postalCodeError('AU', postcode)).toBeNull();
      }),
    );
  });

  it('validates an address: required lines, a supported country, the postal code and the phone', () => {
    expect(validateAddress(address)).toEqual({});
    expect(validateAddress({ ...address, address1: '', city: '', country: 'XX', phone: 'call me' })).toEqual({
      address1: 'Enter your address',
      city: 'Enter your city',
      country: 'Choose a country from the list',
      phone: 'Enter a phone number with its country code, such as +1 555 010 0199',
    });
  });

  it('needs a state or province from the list in the US, Canada and Australia', () => {
    expect(validateAddress({ ...address, province: '' }).province).toBe('Choose a state: addresses in this country need one');
    expect(validateAddress({ ...address, country: 'CA', province: '', zip: 'K1A 0B1' }).province).toBe(
      'Choose a province: addresses in this country need one',
    );
    expect(validateAddress({ ...address, country: 'AU', province: 'Atlantis', zip: '2000' }).province).toBe('Choose a state from the list');
    // A saved address may hold the name or the code.
    expect(validateAddress({ ...address, province: 'Florida' })).toEqual({});
    expect(validateAddress({ ...address, country: 'AU', province: 'nsw', zip: '2000' })).toEqual({});
    // A Japanese address needs its prefecture from the list, by name or code.
    expect(validateAddress({ ...address, country: 'JP', province: '', zip: '150-0001' }).province).toBe(
      'Choose a prefecture: addresses in this country need one',
    );
    expect(validateAddress({ ...address, country: 'JP', province: 'Tokyo', zip: '150-0001' })).toEqual({});
    // Elsewhere the region stays optional.
    expect(validateAddress({ ...address, country: 'GB', province: '', zip: 'SW1A 1AA' })).toEqual({});
  });
});
