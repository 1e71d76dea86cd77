/**
 * GET/POST /bb-wishlist: the signed-in customer's list, answered as
 * `[{ "products": "<JSON string of items>" }]`; a customer without a list gets `[{ "products": "[]" }]`
 * so the site's reader never special-cases "none".
 *
 * Versioned, beyond what older clients know, so two tabs or devices cannot overwrite each other's
 * items: every answer carries `ETag: "<version>"` (a list never saved is "0"); a POST with
 * `If-Match: "<version>"` is stored only while that is still the stored version, otherwise it answers
 * 412 with the current list and its ETag (in the GET shape) so the writer can merge and retry. A POST
 * without If-Match (or with `*`) replaces the list as older clients expect.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { validateWishlist, type WishlistItem } from '../../src/lib/wishlistItem';
import { customerAuth } from '../auth';
import type { Db } from '../db';
import { HttpError } from '../errors';
import { etagOf, parseIfMatch } from '../etag';
import type { Limiter, StrikeCounter } from '../rateLimits';
import { readWishlistVersioned, wishlistResponse, writeWishlistVersioned, type StoredWishlist } from '../store/wishlists';
import type { VerifyToken } from '../verifyToken';

export interface WishlistRoutesOptions {
  db: Db;
  verifyToken: VerifyToken;
  /** Requests without a token, per IP. */
  anonymousLimit: Limiter;
  /** Refused tokens, per IP. */
  failedAuth: StrikeCounter;
  /** Per verified customer. */
  userLimit: Limiter;
}

/** 500 items of a few hundred bytes each fit easily; anything bigger is not a wishlist. */
export const WISHLIST_MAX_BODY_BYTES = 256 * 1024;

const answer = (reply: FastifyReply, list: StoredWishlist) =>
  reply.header('etag', etagOf(list.version)).send(wishlistResponse(list.products));

export const wishlistRoutes: FastifyPluginAsync<WishlistRoutesOptions> = async (instance, options) => {
  const { db } = options;
  const authenticate = customerAuth(options.verifyToken, options.failedAuth);
  // Anonymous requests count per IP before anything else; token holders count per customer once the
  // token is verified (its refusals per IP, inside authenticate).
  const guards = { onRequest: [options.anonymousLimit], preHandler: [authenticate, options.userLimit] };

  instance.get('/', guards, async (request, reply) => {
    return answer(reply, await readWishlistVersioned(db, request.customerId as string));
  });

  instance.post('/', { ...guards, bodyLimit: WISHLIST_MAX_BODY_BYTES }, async (request, reply) => {
    const condition = parseIfMatch(request.headers['if-match']);
    if (condition.kind === 'invalid') throw new HttpError(400, condition.message);
    const parsed = validateWishlist(request.body);
    if (!parsed.ok) throw new HttpError(400, parsed.message);
    const customerId = request.customerId as string;
    if (condition.kind === 'never') {
      return answer(reply.code(412), await readWishlistVersioned(db, customerId));
    }
    const items: WishlistItem[] = parsed.items;
    const result = await writeWishlistVersioned(
      db,
      customerId,
      items,
      condition.kind === 'version' ? condition.version : undefined,
    );
    if (!result.ok) return answer(reply.code(412), result.current);
    return answer(reply, result.stored);
  });
};
