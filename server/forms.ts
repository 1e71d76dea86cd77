/**
 * The shop service's validation of the site's forms, built from their definitions in
 * src/config/forms.ts (re-exported here for the routes).
 */
import { z } from 'zod';
import { FORM_IDS, FORMS, type FormDefinition, type FormField, type FormId, type FormValues } from '../src/config/forms';

export * from '../src/config/forms';

/** Checkboxes arrive as JSON booleans or as urlencoded "on"/"true"/"1". */
const TRUE_STRINGS = new Set(['on', 'true', '1', 'yes']);
const FALSE_STRINGS = new Set(['', 'off', 'false', '0', 'no']);

function fieldSchema(field: FormField): z.ZodTypeAny {
  if (field.type === 'checkbox') {
    const flag = z.preprocess(
      (value) => {
        if (typeof value !== 'string') return value ?? false;
        const lower = value.trim().toLowerCase();
        if (TRUE_STRINGS.has(lower)) return true;
        if (FALSE_STRINGS.has(lower)) return false;
        return value;
      },
      z.boolean({ invalid_type_error: `${field.label}: tick or untick the box` }),
    );
    return field.required ? flag.refine((checked) => checked, `${field.label}: please tick this box`) : flag;
  }

  let text = z.string({
    required_error: `${field.label} is required`,
    invalid_type_error: `${field.label} must be text`,
  });
  if (field.maxLength) text = text.max(field.maxLength, `${field.label} must be at most ${field.maxLength} characters`);
  if (field.type === 'email') text = text.email('Enter a valid e-mail address');
  if (field.pattern) text = text.regex(field.pattern, field.patternMessage ?? `${field.label} is not valid`);
  let value: z.ZodTypeAny = text;
  if (field.options) {
    const allowed = field.options.map((option) => option.value);
    value = text.refine((choice) => allowed.includes(choice), `${field.label}: choose one of ${allowed.join(', ')}`);
  }
  // Empty inputs mean "not given": required fields then fail with "is required", optional ones vanish.
  return z.preprocess(
    (raw) => {
      if (typeof raw !== 'string') return raw ?? undefined;
      const trimmed = raw.trim();
      return trimmed === '' ? undefined : trimmed;
    },
    field.required ? value : value.optional(),
  );
}

/** Builds the zod schema of one form; unknown keys (including the honeypot) are dropped. */
export function formSchema(definition: FormDefinition): z.ZodType<FormValues> {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const field of definition.fields) shape[field.name] = fieldSchema(field);
  return z.object(shape).strip() as unknown as z.ZodType<FormValues>;
}

export const FORM_SCHEMAS: Readonly<Record<FormId, z.ZodType<FormValues>>> = Object.fromEntries(
  FORM_IDS.map((id) => [id, formSchema(FORMS[id])]),
) as Record<FormId, z.ZodType<FormValues>>;

export type FormValidation =
  | { ok: true; values: FormValues }
  | { ok: false; fieldErrors: Record<string, string> };

/** Validates a submission; on failure gives the first message per field, keyed by field name. */
export function validateForm(id: FormId, body: unknown): FormValidation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, fieldErrors: { _form: 'The form body must be an object of fields' } };
  }
  const result = FORM_SCHEMAS[id].safeParse(body);
  if (result.success) return { ok: true, values: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_form';
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
