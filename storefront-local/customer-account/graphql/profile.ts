/** customerUpdate of the Customer Account API: first and last name only (the e-mail is the login). */
import type { Database } from '../../db/database';

export type CustomerErrorCode = 'CONTAINS_HTML_TAGS' | 'CONTAINS_URL' | 'CUSTOMER_INPUT_ARGUMENT_EMPTY' | 'TOO_LONG';

export interface CustomerUserError {
  code: CustomerErrorCode;
  field: string[] | null;
  message: string;
}

const MAX_NAME_LENGTH = 255;

export function profileErrors(input: Record<string, unknown>): CustomerUserError[] {
  const keys = (['firstName', 'lastName'] as const).filter((key) => key in input && input[key] !== undefined);
  if (!keys.length) return [{ code: 'CUSTOMER_INPUT_ARGUMENT_EMPTY', field: ['input'], message: 'Input cannot be empty' }];
  const errors: CustomerUserError[] = [];
  for (const key of keys) {
    const value = input[key];
    if (typeof value !== 'string') continue;
    const label = key === 'firstName' ? 'First name' : 'Last name';
    if (value.length > MAX_NAME_LENGTH) errors.push({ code: 'TOO_LONG', field: ['input', key], message: `${label} is too long (maximum is ${MAX_NAME_LENGTH} characters)` });
    if (/<[a-z/!][^>]*>/i.test(value)) errors.push({ code: 'CONTAINS_HTML_TAGS', field: ['input', key], message: `${label} cannot contain HTML tags` });
    if (/https?:\/\/|www\./i.test(value)) errors.push({ code: 'CONTAINS_URL', field: ['input', key], message: `${label} cannot contain a URL` });
  }
  return errors;
}

export async function updateProfile(db: Database, customerId: number, input: { firstName?: string | null; lastName?: string | null }): Promise<void> {
  await db.query(
    `UPDATE customers SET
       first_name = CASE WHEN $2::boolean THEN $3 ELSE first_name END,
       last_name = CASE WHEN $4::boolean THEN $5 ELSE last_name END,
       updated_at = now()
     WHERE id = $1`,
    [customerId, input.firstName !== undefined, input.firstName?.trim() || null, input.lastName !== undefined, input.lastName?.trim() || null],
  );
}

/** The e-mail marketing consent (the same column the Storefront API's acceptsMarketing reads). */
export async function setEmailMarketing(db: Database, customerId: number, subscribed: boolean): Promise<void> {
  await db.query('UPDATE customers SET accepts_marketing = $2, updated_at = now() WHERE id = $1', [customerId, subscribed]);
}
