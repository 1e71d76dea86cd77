/**
 * The wishlist item, one schema for the site and the shop service: identified by `handle`, with a
 * `variants` list whose first variant has an `id`; `title` and `image` ride along so the wishlist page
 * renders without a catalogue call. An item saved with a size names it in `selectedVariantId` (that
 * variant is first in `variants`, with its title, price and availability as seen when saved); items
 * saved without one (from a product card, or by older versions) have none and the shopper is asked. Other keys are kept as sent (loose objects), so fields a newer
 * site version adds survive an older reader.
 *
 * Two readers: the browser's `parseWishlistItems` keeps what it can and never throws; the service's
 * `validateWishlist` refuses the whole body with a message naming the first problems by path.
 * Imported by browser code: valibot only, no server imports.
 */
import * as v from 'valibot';

export const WISHLIST_LIMITS = {
  items: 500,
  handle: 255,
  title: 500,
  imageUrl: 2048,
  variantId: 255,
  variants: 250,
} as const;

// Messages without the field's name: the validation message puts the path in front ([2].handle: …).
const text = (max: number) => v.pipe(v.string('must be text'), v.maxLength(max, `must be at most ${max} characters`));
const nonEmptyText = (max: number) => v.pipe(text(max), v.minLength(1, 'must not be empty'));

const variantSchema = v.looseObject(
  { id: nonEmptyText(WISHLIST_LIMITS.variantId) },
  'must be an object with an id',
);

/**
 * The site stores the image URL as a string; older lists (and other clients) sent `{ url, … }`. Both are
 * read, and the object is reduced to its URL so every reader sees one shape.
 */
const imageSchema = v.union(
  [
    text(WISHLIST_LIMITS.imageUrl),
    v.pipe(
      v.looseObject({ url: text(WISHLIST_LIMITS.imageUrl) }),
      v.transform((image) => image.url),
    ),
  ],
  'must be a URL or { url }',
);

export const wishlistItemSchema = v.looseObject(
  {
    handle: nonEmptyText(WISHLIST_LIMITS.handle),
    title: v.nullish(text(WISHLIST_LIMITS.title)),
    image: v.nullish(imageSchema),
    selectedVariantId: v.optional(nonEmptyText(WISHLIST_LIMITS.variantId)),
    variants: v.pipe(
      v.array(variantSchema, 'variants must be a list'),
      v.minLength(1, 'needs at least one variant (the first one, with its id, is what the cart adds)'),
      v.maxLength(WISHLIST_LIMITS.variants, `at most ${WISHLIST_LIMITS.variants} variants`),
    ),
  },
  'must be an object with a handle and variants',
);

export type WishlistItem = v.InferOutput<typeof wishlistItemSchema>;

/** Valid items of any value, first occurrence of each handle; never throws (browser storage, server answers). */
export function parseWishlistItems(list: unknown): WishlistItem[] {
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const items: WishlistItem[] = [];
  for (const entry of list) {
    const parsed = v.safeParse(wishlistItemSchema, entry);
    if (!parsed.success || seen.has(parsed.output.handle)) continue;
    seen.add(parsed.output.handle);
    items.push(parsed.output);
  }
  return items;
}

/**
 * Reads the service's GET answer: a list whose first record holds the items as a JSON string in
 * `products`. Anything else is an empty list.
 */
export function parseServerWishlist(body: unknown): WishlistItem[] {
  if (!Array.isArray(body) || body.length === 0) return [];
  const products = (body[0] as { products?: unknown } | null)?.products;
  if (typeof products !== 'string') return [];
  try {
    return parseWishlistItems(JSON.parse(products));
  } catch {
    return [];
  }
}

export type WishlistValidation = { ok: true; items: WishlistItem[] } | { ok: false; message: string };

const MAX_REPORTED = 5;

function issuePath(issue: v.BaseIssue<unknown>): string {
  const keys = issue.path?.map((step) => step.key) ?? [];
  return keys.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').replace(/^\./, '');
}

/** A whole POSTed list, as the service accepts it: every item valid, each handle once, at most 500. */
export function validateWishlist(body: unknown): WishlistValidation {
  if (!Array.isArray(body)) {
    return { ok: false, message: 'The wishlist must be a JSON array of items ({ handle, variants: [{ id }] })' };
  }
  // Checked before the items so a huge list fails fast with the message that matters.
  if (body.length > WISHLIST_LIMITS.items) {
    return { ok: false, message: `A wishlist holds at most ${WISHLIST_LIMITS.items} items; got ${body.length}` };
  }
  const problems: string[] = [];
  const items: WishlistItem[] = [];
  const firstIndex = new Map<string, number>();
  body.forEach((entry: unknown, index) => {
    const parsed = v.safeParse(wishlistItemSchema, entry);
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const where = issuePath(issue);
        // A missing key reaches its schema as undefined; "is required" says more than "must be text".
        const message = where && issue.input === undefined ? 'is required' : issue.message;
        problems.push(`[${index}]${where ? `.${where}` : ''}: ${message}`);
      }
      return;
    }
    const first = firstIndex.get(parsed.output.handle);
    if (first !== undefined) {
      problems.push(`[${index}].handle: duplicates item ${first} ("${parsed.output.handle}"); a wishlist holds each product once`);
      return;
    }
    firstIndex.set(parsed.output.handle, index);
    items.push(parsed.output);
  });
  if (problems.length === 0) return { ok: true, items };
  const more = problems.length - MAX_REPORTED;
  return {
    ok: false,
    message: `Invalid wishlist: ${problems.slice(0, MAX_REPORTED).join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`,
  };
}
