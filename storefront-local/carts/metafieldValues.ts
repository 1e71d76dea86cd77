/**
 * Metafield types and the values each accepts, as Shopify documents them: the types and their value
 * formats (https://shopify.dev/docs/apps/build/metafields/list-of-data-types), the size of a value and of a
 * list (https://shopify.dev/docs/apps/build/metafields/metafield-limits) and the key rules
 * (https://shopify.dev/docs/api/admin-graphql/latest/input-objects/MetafieldsSetInput: key 2–64 and
 * namespace 3–255 characters of letters, digits, hyphens and underscores). Pure: the cart store and
 * the metaobject seed both check values here.
 */

const SCALAR_TYPES = [
  'boolean',
  'color',
  'date',
  'date_time',
  'dimension',
  'id',
  'json',
  'link',
  'money',
  'multi_line_text_field',
  'number_decimal',
  'number_integer',
  'rating',
  'rich_text_field',
  'single_line_text_field',
  'url',
  'volume',
  'weight',
] as const;

/** Reference types and the gid resource names their values may name. */
export const REFERENCE_TYPES: Readonly<Record<string, readonly string[]>> = {
  article_reference: ['Article'],
  collection_reference: ['Collection'],
  company_reference: ['Company'],
  customer_reference: ['Customer'],
  file_reference: ['MediaImage', 'GenericFile', 'Video'],
  metaobject_reference: ['Metaobject'],
  mixed_reference: ['Metaobject'],
  page_reference: ['Page'],
  product_reference: ['Product'],
  product_taxonomy_value_reference: ['TaxonomyValue'],
  variant_reference: ['ProductVariant'],
};

/** Types that also come as `list.{type}` (the limits page lists them). */
const LIST_TYPES = new Set([
  'collection_reference',
  'color',
  'customer_reference',
  'date',
  'date_time',
  'dimension',
  'file_reference',
  'json',
  'link',
  'metaobject_reference',
  'mixed_reference',
  'money',
  'multi_line_text_field',
  'number_decimal',
  'number_integer',
  'page_reference',
  'product_reference',
  'product_taxonomy_value_reference',
  'rating',
  'single_line_text_field',
  'url',
  'variant_reference',
  'volume',
  'weight',
  'article_reference',
]);

export const MAX_LIST_ITEMS = 128;
export const MAX_METAOBJECT_LIST_ITEMS = 256;

/** Bytes a value may hold: 64 KB for most types, 2 KB for `id` and `url`, 128 KB for `json`. */
export function maxValueBytes(type: string): number {
  const base = type.startsWith('list.') ? type.slice('list.'.length) : type;
  if (base === 'id' || base === 'url') return 2_048;
  if (base === 'json' && !type.startsWith('list.')) return 131_072;
  return 65_536;
}

export function isSupportedType(type: string): boolean {
  if (type.startsWith('list.')) return LIST_TYPES.has(type.slice('list.'.length));
  return (SCALAR_TYPES as readonly string[]).includes(type) || type in REFERENCE_TYPES;
}

export const isListType = (type: string): boolean => type.startsWith('list.');
export const isReferenceType = (type: string): boolean => (isListType(type) ? type.slice(5) : type) in REFERENCE_TYPES;

const UNITS: Readonly<Record<string, readonly string[]>> = {
  dimension: ['in', 'ft', 'yd', 'mm', 'cm', 'm'],
  volume: ['ml', 'cl', 'l', 'm3', 'us_fl_oz', 'us_pt', 'us_qt', 'us_gal', 'imp_fl_oz', 'imp_pt', 'imp_qt', 'imp_gal'],
  weight: ['oz', 'lb', 'g', 'kg'],
};

const DECIMAL = /^[+-]?\d+(\.\d{1,9})?$/;
const INTEGER = /^[+-]?\d+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(:(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function validDay(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function validDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match || !validDay(match[1] as string)) return false;
  return Number(match[2]) < 24 && Number(match[3]) < 60 && (match[5] === undefined || Number(match[5]) < 60);
}

function validUrl(text: string): boolean {
  try {
    return ['http:', 'https:', 'mailto:', 'sms:', 'tel:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const numeric = (value: unknown): boolean => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && DECIMAL.test(value));

/** Whether one (non-list) value, already parsed from JSON where the type is structured, fits the type. */
function validItem(type: string, item: unknown): boolean {
  const references = REFERENCE_TYPES[type];
  if (references) {
    if (typeof item !== 'string') return false;
    const match = /^gid:\/\/shopify\/([A-Za-z]+)\/[A-Za-z0-9_-]+$/.exec(item);
    return match !== null && references.includes(match[1] as string);
  }
  const text = typeof item === 'string' ? item : null;
  switch (type) {
    case 'boolean':
      return text === 'true' || text === 'false' || typeof item === 'boolean';
    case 'color':
      return text !== null && /^#[0-9A-Fa-f]{6}$/.test(text);
    case 'date':
      return text !== null && validDay(text);
    case 'date_time':
      return text !== null && validDateTime(text);
    case 'id':
    case 'multi_line_text_field':
      return text !== null;
    case 'single_line_text_field':
      return text !== null && !/[\r\n]/.test(text);
    case 'number_integer': {
      const n = typeof item === 'number' ? item : text !== null && INTEGER.test(text) ? Number(text) : NaN;
      return Number.isSafeInteger(n);
    }
    case 'number_decimal':
      return numeric(item) && Math.abs(Number(item)) < 1e13;
    case 'url':
      return text !== null && validUrl(text);
    case 'json':
      return true;
    case 'link':
      return isObject(item) && typeof item.text === 'string' && typeof item.url === 'string' && validUrl(item.url);
    case 'money':
      return isObject(item) && numeric(item.amount) && typeof item.currency_code === 'string' && /^[A-Z]{3}$/.test(item.currency_code);
    case 'rating': {
      if (!isObject(item) || !numeric(item.value) || !numeric(item.scale_min) || !numeric(item.scale_max)) return false;
      const [value, min, max] = [Number(item.value), Number(item.scale_min), Number(item.scale_max)];
      return min < max && value >= min && value <= max;
    }
    case 'dimension':
    case 'volume':
    case 'weight':
      return isObject(item) && numeric(item.value) && typeof item.unit === 'string' && (UNITS[type] as readonly string[]).includes(item.unit);
    case 'rich_text_field':
      return isObject(item) && item.type === 'root' && Array.isArray(item.children);
    default:
      return false;
  }
}

const STRUCTURED = new Set(['json', 'link', 'money', 'rating', 'dimension', 'volume', 'weight', 'rich_text_field']);

export type ValueProblem = { code: 'BLANK' | 'INVALID_TYPE' | 'INVALID_VALUE' | 'TOO_LONG' | 'LESS_THAN_OR_EQUAL_TO'; message: string };

/** The first problem with a value for a type, or null when the value may be stored. */
export function metafieldValueProblem(type: string, value: string): ValueProblem | null {
  if (!isSupportedType(type)) return { code: 'INVALID_TYPE', message: `Type '${type}' is not a valid metafield type.` };
  if (value.trim() === '') return { code: 'BLANK', message: "Value can't be blank." };
  const limit = maxValueBytes(type);
  if (Buffer.byteLength(value, 'utf8') > limit) return { code: 'TOO_LONG', message: `Value is too long (maximum is ${limit} bytes for ${type}).` };
  const invalid = (detail: string): ValueProblem => ({ code: 'INVALID_VALUE', message: `Value ${detail}.` });
  if (isListType(type)) {
    const itemType = type.slice('list.'.length);
    const parsed = parseJson(value);
    if (!parsed.ok || !Array.isArray(parsed.value)) return invalid(`must be a JSON array for ${type}`);
    const max = itemType === 'metaobject_reference' || itemType === 'mixed_reference' ? MAX_METAOBJECT_LIST_ITEMS : MAX_LIST_ITEMS;
    if (parsed.value.length > max) return { code: 'LESS_THAN_OR_EQUAL_TO', message: `Value has ${parsed.value.length} items (maximum is ${max} for ${type}).` };
    const bad = parsed.value.findIndex((item) => !validItem(itemType, item));
    return bad === -1 ? null : invalid(`item ${bad} is not a valid ${itemType}`);
  }
  if (STRUCTURED.has(type)) {
    const parsed = parseJson(value);
    if (!parsed.ok) return invalid(`must be JSON for ${type}`);
    return validItem(type, parsed.value) ? null : invalid(`is not a valid ${type}`);
  }
  return validItem(type, value) ? null : invalid(`is not a valid ${type}`);
}

export const NAMESPACE_PATTERN = /^[A-Za-z0-9_-]{3,255}$/;
export const KEY_PATTERN = /^[A-Za-z0-9_-]{2,64}$/;

/**
 * `$app` is the calling app's reserved namespace and `$app:{name}` a namespace of its own under it
 * (https://shopify.dev/docs/apps/build/custom-data/ownership#reserved-prefixes: `$app` → `app--{id}`,
 * `$app:influencer` → `app--{id}--influencer`); any other namespace is itself.
 */
export function resolveNamespace(namespace: string, appNamespace: string): string {
  if (namespace === '$app') return appNamespace;
  if (namespace.startsWith('$app:')) return `${appNamespace}--${namespace.slice('$app:'.length)}`;
  return namespace;
}

export type KeyProblem = { code: 'BLANK' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_VALUE'; message: string };

/**
 * Splits a cart metafield key: `namespace.key`, or a bare key in the app-reserved namespace
 * (https://shopify.dev/docs/api/storefront/latest/input-objects/CartMetafieldsSetInput).
 */
export function parseMetafieldKey(raw: string, appNamespace: string): { namespace: string; key: string } | KeyProblem {
  if (raw.trim() === '') return { code: 'BLANK', message: "Key can't be blank." };
  const parts = raw.split('.');
  if (parts.length > 2) return { code: 'INVALID_VALUE', message: 'Key must be a key or namespace.key (one dot at most).' };
  const [given, key] = parts.length === 2 ? (parts as [string, string]) : [appNamespace, parts[0] as string];
  const namespace = resolveNamespace(given, appNamespace);
  for (const [name, text, min, max] of [
    ['Namespace', namespace, 3, 255],
    ['Key', key, 2, 64],
  ] as const) {
    if (text.length < min) return { code: 'TOO_SHORT', message: `${name} is too short (minimum is ${min} characters).` };
    if (text.length > max) return { code: 'TOO_LONG', message: `${name} is too long (maximum is ${max} characters).` };
    if (!/^[A-Za-z0-9_-]+$/.test(text)) return { code: 'INVALID_VALUE', message: `${name} can contain only letters, digits, hyphens and underscores.` };
  }
  return { namespace, key };
}
