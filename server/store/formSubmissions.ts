/**
 * Form submission storage. Sign-ups carry a dedupe key and insert with ON CONFLICT DO NOTHING, so a
 * repeated (or concurrently doubled) sign-up is one row and still a success for the shopper.
 */
import type { Queryable } from '../db';
import type { FormDefinition, FormValues } from '../forms';

export interface StoredSubmission {
  /** False when an identical sign-up already existed. */
  created: boolean;
}

/** Lower-cased e-mail plus the form's distinguishing fields; null for message forms (all kept). */
export function dedupeKey(definition: FormDefinition, values: FormValues): string | null {
  if (definition.kind !== 'sign-up') return null;
  const email = String(values.email ?? '').toLowerCase();
  const extra = (definition.dedupeBy ?? []).map((name) => String(values[name] ?? ''));
  return JSON.stringify([email, ...extra]);
}

export async function storeSubmission(
  db: Queryable,
  definition: FormDefinition,
  values: FormValues,
): Promise<StoredSubmission> {
  const email = typeof values.email === 'string' ? values.email.toLowerCase() : null;
  const { rows } = await db.query<{ id: unknown }>(
    `INSERT INTO form_submissions (form, email, dedupe_key, fields)
     VALUES ($1, $2, $3, $4::text::jsonb)
     ON CONFLICT (form, dedupe_key) DO NOTHING
     RETURNING id`,
    [definition.id, email, dedupeKey(definition, values), JSON.stringify(values)],
  );
  return { created: rows.length > 0 };
}
