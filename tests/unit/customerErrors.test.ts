import { customerErrorMessage, isInvalidLinkError, mapCustomerErrors } from '../../src/lib/customerErrors';

const labels = { firstName: 'First name', email: 'E-mail', password: 'Password' };

describe('customer error mapping', () => {
  it('puts an error next to the field it names, by the last segment of its path', () => {
    const mapped = mapCustomerErrors([{ code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken' }], labels);
    expect(mapped.fields.email).toMatch(/already uses this e-mail/);
    expect(mapped.form).toBeNull();
  });

  it('gives a form-level message for errors naming no field of the form', () => {
    const mapped = mapCustomerErrors([{ code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' }], labels);
    expect(mapped.fields).toEqual({});
    expect(mapped.form).toMatch(/don’t match an account/);
  });

  it('explains password rules the store enforces', () => {
    const mapped = mapCustomerErrors(
      [
        { code: 'TOO_SHORT', field: ['input', 'password'], message: 'Password is too short' },
        { code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE', field: ['input', 'password'], message: 'x' },
      ],
      labels,
    );
    expect(mapped.fields.password).toBe('Use at least 5 characters');
  });

  it('tells an expired link from an ended session', () => {
    const link = { code: 'TOKEN_INVALID', field: ['input', 'activationToken'], message: 'Invalid activation token' };
    const session = { code: 'TOKEN_INVALID', field: ['customerAccessToken'], message: 'Customer access token is invalid' };
    expect(customerErrorMessage(link)).toBe('This link has expired or has already been used.');
    expect(customerErrorMessage(session)).toMatch(/session has ended/);
    expect(isInvalidLinkError([link])).toBe(true);
    expect(isInvalidLinkError([session])).toBe(false);
  });

  it('falls back to the store’s message for codes it does not know', () => {
    expect(customerErrorMessage({ code: 'SOMETHING_NEW', field: null, message: 'Something new happened' })).toBe('Something new happened');
    expect(customerErrorMessage({ field: ['email'], message: 'Could not find customer' })).toBe('Could not find customer');
  });
});
