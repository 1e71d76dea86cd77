/**
 * Client-side validation of the site's forms, from their definitions in src/config/forms.ts. The rules
 * mirror the service's zod schemas so a form the browser accepts is one the service accepts; the
 * messages are written for the shopper reading them next to a field.
 */
import type { FormField } from '../config/forms';

export type FieldValue = string | boolean;
export type FormInput = Record<string, FieldValue>;
export type FieldErrors = Record<string, string>;

/** The same e-mail rule as zod 3's `.email()`, which the service applies. */
export const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i;

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** Empty values for every field (checkboxes unticked), with any prefill for known text fields. */
export function initialValues(fields: readonly FormField[], prefill: Record<string, string> = {}): FormInput {
  const values: FormInput = {};
  for (const field of fields) {
    if (field.type === 'checkbox') {
      values[field.name] = false;
      continue;
    }
    const given = prefill[field.name];
    const allowed = field.options ? field.options.some((option) => option.value === given) : true;
    values[field.name] = typeof given === 'string' && allowed ? given.slice(0, field.maxLength) : '';
  }
  return values;
}

/** The message to show for one field's value, or null when it is fine. */
export function validateField(field: FormField, value: FieldValue | undefined): string | null {
  if (field.type === 'checkbox') {
    return field.required && value !== true ? 'Please tick this box to continue' : null;
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') {
    if (!field.required) return null;
    if (field.type === 'email') return 'Enter your e-mail address';
    if (field.type === 'select') return `Choose a ${field.label.toLowerCase()}`;
    return `${field.label} is required`;
  }
  if (field.maxLength !== undefined && text.length > field.maxLength) {
    return `${field.label} must be at most ${field.maxLength} characters`;
  }
  if (field.type === 'email' && !isValidEmail(text)) return 'Enter a valid e-mail address, such as name@example.com';
  if (field.pattern && !field.pattern.test(text)) return field.patternMessage ?? `${field.label} is not valid`;
  if (field.options && !field.options.some((option) => option.value === text)) {
    return `Choose a ${field.label.toLowerCase()} from the list`;
  }
  return null;
}

/** Every field's message, keyed by field name; an empty object means the form can be sent. */
export function validateValues(fields: readonly FormField[], values: FormInput): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const message = validateField(field, values[field.name]);
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** The JSON body to send: trimmed text, booleans for checkboxes, and the honeypot as it was filled. */
export function submissionBody(
  fields: readonly FormField[],
  values: FormInput,
  honeypot: { name: string; value: string },
): Record<string, FieldValue> {
  const body: Record<string, FieldValue> = {};
  for (const field of fields) {
    const value = values[field.name];
    body[field.name] = field.type === 'checkbox' ? value === true : typeof value === 'string' ? value.trim() : '';
  }
  body[honeypot.name] = honeypot.value;
  return body;
}

export interface ServerErrors {
  /** Messages for fields the form shows, keyed by field name. */
  fieldErrors: FieldErrors;
  /** A message for the whole form (the service's message, or errors about fields we do not show). */
  formError: string | null;
}

/**
 * Reads an error response body of the shop service (`{ message, fieldErrors? }`) without trusting
 * its shape: anything unexpected becomes a general message rather than an exception.
 */
export function readServerErrors(body: unknown, fields: readonly FormField[], fallback: string): ServerErrors {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' && record.message.trim() !== '' ? record.message : fallback;
  const raw = record.fieldErrors;
  const fieldErrors: FieldErrors = {};
  const others: string[] = [];
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const known = new Set(fields.map((field) => field.name));
    for (const [name, text] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof text !== 'string' || text.trim() === '') continue;
      if (known.has(name)) fieldErrors[name] = text;
      else others.push(text);
    }
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const formError = others.length > 0 ? others.join(' ') : hasFieldErrors ? null : message;
  return { fieldErrors, formError };
}
