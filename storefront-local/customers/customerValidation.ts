/** Shopify's checks on a customer's e-mail, password and names, as customer mutations answer them. */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../config';
import { err, type CustomerUserError } from './customerRecords';

export const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i;

export function passwordErrors(password: string, field: string[]): CustomerUserError[] {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return [err('TOO_SHORT', field, `Password is too short (minimum is ${PASSWORD_MIN_LENGTH} characters)`)];
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return [err('TOO_LONG', field, `Password is too long (maximum is ${PASSWORD_MAX_LENGTH} characters)`)];
  }
  if (password !== password.trim()) {
    return [err('PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE', field, 'Password cannot start or end with whitespace')];
  }
  return [];
}

export function nameErrors(input: Record<string, unknown>, prefix: string): CustomerUserError[] {
  const errors: CustomerUserError[] = [];
  for (const key of ['firstName', 'lastName'] as const) {
    const value = input[key];
    if (typeof value !== 'string') continue;
    if (value.length > 255) errors.push(err('TOO_LONG', [prefix, key], `${key === 'firstName' ? 'First' : 'Last'} name is too long (maximum is 255 characters)`));
    if (/<[a-z/!][^>]*>/i.test(value)) errors.push(err('CONTAINS_HTML_TAGS', [prefix, key], `${key === 'firstName' ? 'First' : 'Last'} name cannot contain HTML tags`));
    if (/https?:\/\/|www\./i.test(value)) errors.push(err('CONTAINS_URL', [prefix, key], `${key === 'firstName' ? 'First' : 'Last'} name cannot contain a URL`));
  }
  return errors;
}
