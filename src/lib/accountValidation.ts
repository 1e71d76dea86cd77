/**
 * Client-side checks of the account forms, our own choice where Shopify leaves them open: e-mail format, passwords of
 * PASSWORD_MIN_LENGTH–PASSWORD_MAX_LENGTH characters without leading or trailing spaces (Shopify's
 * own rule), required names, and each country's address format as Shopify's checkout asks for it
 * (shared/addressFormats.ts): a postal code where the country requires one, checked where its format
 * is unambiguous, and a zone (state, province, prefecture) from the list where addresses need one. Messages
 * are written for the shopper reading them next to the field. An empty result means "send it".
 */
import { ACCOUNT_TEXT_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../config/accounts';
import { isSupportedCountry } from './countries';
import { isValidEmail } from './formValidation';
import { addressFormat } from '../../shared/addressFormats';
import { provinceCode, provincesOf } from './provinces';

export type FieldErrors = Record<string, string>;

export function emailError(value: string): string | null {
  if (value.trim() === '') return 'Enter your e-mail address';
  return isValidEmail(value) ? null : 'Enter a valid e-mail address, such as name@example.com';
}

/** Passwords are taken as typed (never trimmed): a space at either end is an error, not a fix. */
export function passwordError(value: string, emptyMessage = 'Enter a password'): string | null {
  if (value === '') return emptyMessage;
  if (value.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters`;
  if (value.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters`;
  if (/^\s|\s$/.test(value)) return 'Remove the space at the start or end of the password';
  return null;
}

export function confirmError(password: string, confirm: string): string | null {
  if (confirm === '') return 'Type the password again';
  return confirm === password ? null : 'The two passwords don’t match';
}

export function requiredTextError(value: string, label: string): string | null {
  const text = value.trim();
  if (text === '') return `Enter your ${label.toLowerCase()}`;
  if (text.length > ACCOUNT_TEXT_MAX_LENGTH) return `${label} must be at most ${ACCOUNT_TEXT_MAX_LENGTH} characters`;
  return null;
}

function optionalTextError(value: string, label: string): string | null {
  return value.trim().length > ACCOUNT_TEXT_MAX_LENGTH ? `${label} must be at most ${ACCOUNT_TEXT_MAX_LENGTH} characters` : null;
}

/** Shopify stores phones in E.164; spaces, dashes and brackets are fine to type. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,19}$/;

export function phoneError(value: string, required = false): string | null {
  const text = value.trim();
  if (text === '') return required ? 'Enter a phone number' : null;
  return PHONE_PATTERN.test(text) ? null : 'Enter a phone number with its country code, such as +1 555 010 0199';
}

/** "ZIP code" is a name; "postal code" and "postcode" read in lower case inside a sentence. */
const inSentence = (label: string): string => (label === 'ZIP code' ? label : label.toLowerCase());

/** Countries whose postal code is required (Shopify's checkout refuses the address without it). */
export const postalCodeRequired = (countryCode: string): boolean => addressFormat(countryCode).postalCode === 'required';

/** Whether the form asks for a postal code at all (some countries have none). */
export const postalCodeAsked = (countryCode: string): boolean => addressFormat(countryCode).postalCode !== 'none';

export const postalCodeLabel = (countryCode: string): string => addressFormat(countryCode).postalLabel;

/** What a province is called where the form asks for one. */
export const provinceLabel = (countryCode: string): string => addressFormat(countryCode).zoneLabel;

export function postalCodeError(countryCode: string, value: string): string | null {
  const text = value.trim();
  const format = addressFormat(countryCode);
  const label = inSentence(format.postalLabel);
  if (format.postalCode !== 'required' && text === '') return null;
  if (text === '') return `Enter your ${label}`;
  if (!format.postalRule) return optionalTextError(text, format.postalLabel);
  return format.postalRule.pattern.test(text) ? null : `Enter a valid ${label}, such as ${format.postalRule.example}`;
}

/** Countries whose addresses need a state or province (checkout refuses them without one). */
export const provinceRequired = (countryCode: string): boolean => provincesOf(countryCode) !== null;

export function provinceError(countryCode: string, value: string): string | null {
  const label = provinceLabel(countryCode).toLowerCase();
  if (!provinceRequired(countryCode)) return optionalTextError(value, provinceLabel(countryCode));
  if (value.trim() === '') return `Choose a ${label}: addresses in this country need one`;
  return provinceCode(countryCode, value) ? null : `Choose a ${label} from the list`;
}

/** Fills the errors of the fields whose rule failed. */
function collect(checks: Record<string, string | null>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(checks)) if (message) errors[field] = message;
  return errors;
}

export interface LoginValues {
  email: string;
  password: string;
}

export const validateLogin = (v: LoginValues): FieldErrors =>
  // Signing in checks only that something was typed: an old password may predate today's rules.
  collect({ email: emailError(v.email), password: v.password === '' ? 'Enter your password' : null });

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const validateRegister = (v: RegisterValues): FieldErrors =>
  collect({
    firstName: requiredTextError(v.firstName, 'First name'),
    lastName: requiredTextError(v.lastName, 'Last name'),
    email: emailError(v.email),
    password: passwordError(v.password),
  });

export const validateRecover = (v: { email: string }): FieldErrors => collect({ email: emailError(v.email) });

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const validateProfile = (v: ProfileValues): FieldErrors =>
  collect({
    firstName: requiredTextError(v.firstName, 'First name'),
    lastName: requiredTextError(v.lastName, 'Last name'),
    email: emailError(v.email),
    phone: phoneError(v.phone),
  });

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

export const validateNewPassword = (v: NewPasswordValues): FieldErrors =>
  collect({ password: passwordError(v.password, 'Choose a password'), confirm: confirmError(v.password, v.confirm) });

export interface ChangePasswordValues extends NewPasswordValues {
  current: string;
}

export const validateChangePassword = (v: ChangePasswordValues): FieldErrors => {
  const errors = collect({
    current: v.current === '' ? 'Enter your current password' : null,
    password: passwordError(v.password, 'Choose a new password'),
    confirm: confirmError(v.password, v.confirm),
  });
  if (!errors.password && v.current !== '' && v.password === v.current) {
    errors.password = 'Choose a password different from the current one';
  }
  return errors;
};

export interface AddressValues {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  country: string;
  phone: string;
}

export const validateAddress = (v: AddressValues): FieldErrors =>
  collect({
    firstName: requiredTextError(v.firstName, 'First name'),
    lastName: requiredTextError(v.lastName, 'Last name'),
    company: optionalTextError(v.company, 'Company'),
    address1: requiredTextError(v.address1, 'Address'),
    address2: optionalTextError(v.address2, 'Apartment, suite, etc.'),
    city: requiredTextError(v.city, 'City'),
    province: provinceError(v.country, v.province),
    zip: postalCodeError(v.country, v.zip),
    country: isSupportedCountry(v.country) ? null : 'Choose a country from the list',
    phone: phoneError(v.phone),
  });
