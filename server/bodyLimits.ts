/**
 * What every request body must be before a route or the database sees it, whatever its content type:
 * at most MAX_BODY_DEPTH levels of nesting (Postgres' JSONB code recurses per level, and a few thousand
 * levels exhausted the embedded database's stack until a restart), no NUL characters or unpaired
 * surrogates in any string or key (Postgres text and JSONB cannot hold them: they used to answer 500),
 * and no `__proto__` or `constructor` keys (prototype pollution in any code that merges the body).
 * Size is bounded before parsing by each route's `bodyLimit`.
 */
import { HttpError } from './errors';

/** Wishlist items nest 3 levels (list → item → variants → variant); extra fields get room to spare. */
export const MAX_BODY_DEPTH = 32;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor']);

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- finding NUL is this expression's purpose
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const at = (path: string) => (path ? `${path}: ` : '');
const child = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `${path ? `${path}.` : ''}${key}` : `${path}[${JSON.stringify(key)}]`;

function badText(path: string): HttpError {
  return new HttpError(400, `${at(path)}text must not contain NUL characters or unpaired surrogates (invalid Unicode)`);
}

/** Throws an HttpError(400) naming the first rule the parsed body breaks, with its path. */
export function assertSafeBody(value: unknown, path = '', depth = 1): void {
  if (typeof value === 'string') {
    if (BAD_TEXT.test(value)) throw badText(path);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth > MAX_BODY_DEPTH) {
    throw new HttpError(400, `The request body nests deeper than ${MAX_BODY_DEPTH} levels of arrays and objects`);
  }
  if (Array.isArray(value)) {
    value.forEach((entry: unknown, index) => assertSafeBody(entry, child(path, index), depth + 1));
    return;
  }
  for (const [key, entry] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(key)) throw new HttpError(400, `${at(path)}keys named "${key}" are not accepted`);
    if (BAD_TEXT.test(key)) throw badText(child(path, key));
    assertSafeBody(entry, child(path, key), depth + 1);
  }
}

/**
 * JSON body → value, checked. JSON.parse itself is iterative in V8, so a deep body costs one linear
 * parse; the walk above stops at the depth limit. (`__proto__` becomes an own key, never a prototype.)
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw new HttpError(400, 'The request body is empty; send a JSON value');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, `The request body is not valid JSON: ${(error as Error).message}`);
  }
  assertSafeBody(value);
  return value;
}
