/**
 * Sends one form to the shop service (`POST /api/forms/:form`) and says what happened in
 * terms the form can show. Never throws: a failure is a result, so the form keeps what was typed.
 */
import type { FormField, FormId } from '../../config/forms';
import { env } from '../../config/env';
import { FORM_SUBMIT_TIMEOUT_MS, formSubmitPath } from '../../config/forms';
import { readServerErrors, type FieldErrors, type FieldValue } from '../../lib/formValidation';

export type SubmitResult =
  | { kind: 'sent' }
  | { kind: 'rejected'; fieldErrors: FieldErrors; formError: string | null }
  | { kind: 'offline' };

/** Where a form posts: the service is on the site's own origin unless GATSBY_SHOP_SERVICE_URL says otherwise. */
export const formAction = (formId: FormId): string => `${env.shopServiceUrl}${formSubmitPath(formId)}`;

/** fetch needs an absolute URL outside browsers (tests); in a browser this is the same address. */
const absolute = (url: string): string =>
  typeof window === 'undefined' ? url : new URL(url, window.location.origin).href;

const SERVER_TROUBLE = 'Something went wrong on our side. Please try again in a few minutes.';

class TimedOut extends Error {}

export async function submitForm(
  formId: FormId,
  fields: readonly FormField[],
  body: Record<string, FieldValue>,
): Promise<SubmitResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let response: Response;
  try {
    response = await Promise.race([
      fetch(absolute(formAction(formId)), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimedOut()), FORM_SUBMIT_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    console.error(`Form ${formId} could not be sent:`, error);
    return { kind: 'offline' };
  } finally {
    clearTimeout(timer);
  }
  if (response.ok) return { kind: 'sent' };
  const payload: unknown = await response.json().catch(() => null);
  const fallback = response.status >= 500 ? SERVER_TROUBLE : `We could not send the form (error ${response.status}). Please try again.`;
  // 5xx messages are for developers; the shopper gets the plain one.
  const errors = readServerErrors(response.status >= 500 ? null : payload, fields, fallback);
  return { kind: 'rejected', ...errors };
}
