/**
 * application/x-www-form-urlencoded bodies: the last value of a repeated name wins, as HTML forms
 * expect, and the names that came more than once are remembered (not enumerable, so handlers that
 * spread the body never see them) for the endpoints that must refuse them: OAuth's token endpoint
 * (RFC 6749 §3.2: parameters MUST NOT be included more than once).
 */
const REPEATED = Symbol('repeated form fields');

export function parseFormBody(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const repeated = new Set<string>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.prototype.hasOwnProperty.call(fields, name)) repeated.add(name);
    fields[name] = value;
  }
  Object.defineProperty(fields, REPEATED, { value: [...repeated], enumerable: false });
  return fields;
}

/** The names a parsed form body carried more than once (none for anything else). */
export function repeatedFields(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const names = (body as { [REPEATED]?: unknown })[REPEATED];
  return Array.isArray(names) ? (names as string[]) : [];
}
