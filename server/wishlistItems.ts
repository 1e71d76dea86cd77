/**
 * The wishlist item of spec §3: identified by `handle`, with a `variants` list whose first variant has an
 * `id`; `title` and `image` ride along so the wishlist page can render without a catalogue call. Other
 * keys are kept as sent (the site may store display data), bounded by the 256 KB body limit.
 */
import { z } from 'zod';

export const WISHLIST_MAX_ITEMS = 500;
export const WISHLIST_MAX_BODY_BYTES = 256 * 1024;

const variantSchema = z.object({ id: z.string().min(1, 'must not be empty').max(255) }).passthrough();

const imageSchema = z.union([
  z.string().max(2048),
  z.object({ url: z.string().max(2048) }).passthrough(),
]);

export const wishlistItemSchema = z
  .object({
    handle: z.string().min(1, 'must not be empty').max(255),
    title: z.string().max(500).nullable().optional(),
    image: imageSchema.nullable().optional(),
    variants: z.array(variantSchema).min(1, 'needs at least one variant (spec §3: the first variant has an id)').max(250),
  })
  .passthrough();

export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistSchema = z.array(wishlistItemSchema).superRefine((items, context) => {
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const first = seen.get(item.handle);
    if (first !== undefined) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: [index, 'handle'],
        message: `duplicates item ${first} ("${item.handle}"); a wishlist holds each product once`,
      });
    } else seen.set(item.handle, index);
  });
});

export type WishlistParse = { ok: true; items: WishlistItem[] } | { ok: false; message: string };

const formatPath = (path: readonly (string | number)[]) =>
  path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('').replace(/^\./, '');

/** Validates a POSTed body; the message names the first few problems by path, e.g. `[2].variants`. */
export function parseWishlist(body: unknown): WishlistParse {
  if (!Array.isArray(body)) {
    return { ok: false, message: 'The wishlist must be a JSON array of items ({ handle, variants: [{ id }] })' };
  }
  // Checked before the schema so a huge list fails fast with the message that matters.
  if (body.length > WISHLIST_MAX_ITEMS) {
    return { ok: false, message: `A wishlist holds at most ${WISHLIST_MAX_ITEMS} items; got ${body.length}` };
  }
  const result = wishlistSchema.safeParse(body);
  if (result.success) return { ok: true, items: result.data };
  const problems = result.error.issues.slice(0, 5).map((issue) => `${formatPath(issue.path) || 'body'}: ${issue.message}`);
  const more = result.error.issues.length - problems.length;
  return {
    ok: false,
    message: `Invalid wishlist: ${problems.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`,
  };
}
