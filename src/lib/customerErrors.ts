/**
 * Account errors (userErrors {field, message} or customerUserErrors {code, field, message})
 * turned into what a form shows: a clear message next to the field the error names, or one message
 * for the whole form when it names no field of that form. The codes are Shopify's CustomerErrorCode.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../config/accounts';

export interface AccountError {
  code?: string | null;
  field?: readonly string[] | null;
  message: string;
}

export interface FormErrors {
  /** Form field name → message. */
  fields: Record<string, string>;
  /** A message for the form as a whole, or null. */
  form: string | null;
}

/** Field names the API uses that a form calls differently. */
const FIELD_ALIASES: Record<string, string> = {
  resetToken: 'token',
  activationToken: 'token',
  addressId: 'id',
};

/** The form field an error names: the last segment of its path (`["input", "email"]` → `email`). */
export function errorField(error: AccountError): string | null {
  const last = error.field?.[error.field.length - 1];
  if (!last) return null;
  return FIELD_ALIASES[last] ?? last;
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** The shopper-facing message for one error; `label` is the named field's label when known. */
export function customerErrorMessage(error: AccountError, label?: string): string {
  const field = errorField(error);
  const name = label ?? 'This field';
  switch (error.code) {
    case 'UNIDENTIFIED_CUSTOMER':
      if (field === 'current') return 'That isn’t your current password.';
      return 'That e-mail and password don’t match an account. Check both, or reset your password.';
    case 'CUSTOMER_DISABLED':
      return 'This account isn’t active yet. Use the link in your welcome e-mail, or reset your password to get a new one.';
    case 'TAKEN':
      if (field === 'email') return 'An account already uses this e-mail. Sign in, or reset your password if you forgot it.';
      if (field === 'phone') return 'Another account already uses this phone number.';
      return `${name} is already taken.`;
    case 'TOKEN_INVALID':
      if (field === 'customerAccessToken') return 'Your session has ended. Please sign in again.';
      return 'This link has expired or has already been used.';
    case 'ALREADY_ENABLED':
      return 'Your account is already active. Sign in with your e-mail and password.';
    case 'BLANK':
      return label ? `Enter your ${lower(label)}` : 'Please fill in the required fields.';
    case 'TOO_SHORT':
      return field === 'password' ? `Use at least ${PASSWORD_MIN_LENGTH} characters` : `${name} is too short.`;
    case 'TOO_LONG':
      return field === 'password' ? `Use at most ${PASSWORD_MAX_LENGTH} characters` : `${name} is too long.`;
    case 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE':
      return 'Remove the space at the start or end of the password';
    case 'CONTAINS_HTML_TAGS':
      return `${name} can’t contain HTML.`;
    case 'CONTAINS_URL':
      return `${name} can’t contain a web address.`;
    case 'BAD_DOMAIN':
      return 'That e-mail domain can’t receive mail. Check the address.';
    case 'NOT_FOUND':
      return field === 'id'
        ? 'That address no longer exists. The list has been refreshed.'
        : 'We couldn’t find that account. Check the e-mail address.';
    case 'INVALID':
      if (field === 'email') return 'Enter a valid e-mail address, such as name@example.com';
      if (field === 'phone') return 'Enter a phone number with its country code, such as +1 555 010 0199';
      if (field === 'country') return 'Choose a country from the list';
      if (field === 'zip') return 'Check the postal code';
      return label ? `Check your ${lower(label)}.` : error.message;
    default:
      return error.message;
  }
}

/**
 * Spreads errors over a form: `labels` lists the form's fields (name → label). An error naming
 * another field, or none, becomes the form's message; the first message per field wins.
 */
export function mapCustomerErrors(errors: readonly AccountError[], labels: Record<string, string>): FormErrors {
  const result: FormErrors = { fields: {}, form: null };
  for (const error of errors) {
    const field = errorField(error);
    if (field && field in labels) {
      result.fields[field] ??= customerErrorMessage(error, labels[field]);
    } else {
      result.form ??= customerErrorMessage(error);
    }
  }
  return result;
}

/** What a form says when the store could not be reached; what was typed stays in the form. */
export const NETWORK_ERROR_MESSAGE =
  'We couldn’t reach Blue Bay Swim. Check your connection and try again: everything you typed is still here.';

/** An expired or rejected activation or reset link. */
export const isInvalidLinkError = (errors: readonly AccountError[]): boolean =>
  errors.some((e) => e.code === 'TOKEN_INVALID' && errorField(e) !== 'customerAccessToken');
