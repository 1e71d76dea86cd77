/**
 * GET/POST /bb-wishlist (spec §7): the signed-in customer's list, answered as
 * `[{ "products": "<JSON string of items>" }]`; a customer without a list gets `[{ "products": "[]" }]`
 * so the site's reader never special-cases "none".
 */
import type { FastifyPluginAsync } from 'fastify';
import { customerAuth } from '../auth';
import { HttpError } from '../errors';
import type { Limiter } from '../rateLimits';
import { readWishlist, wishlistResponse, writeWishlist } from '../store/wishlists';
import { WISHLIST_MAX_BODY_BYTES, parseWishlist } from '../wishlistItems';
import type { Db } from '../db';
import type { VerifyToken } from '../verifyToken';

export interface WishlistRoutesOptions {
  db: Db;
  verifyToken: VerifyToken;
  ipLimit: Limiter;
  userLimit: Limiter;
}

export const wishlistRoutes: FastifyPluginAsync<WishlistRoutesOptions> = async (instance, options) => {
  const { db } = options;
  const authenticate = customerAuth(options.verifyToken);
  // IP limit before auth (a flood of bad tokens never reaches the Storefront API), customer limit after.
  const guards = { onRequest: [options.ipLimit], preHandler: [authenticate, options.userLimit] };

  instance.get('/', guards, async (request) => {
    return wishlistResponse(await readWishlist(db, request.customerId as string));
  });

  instance.post('/', { ...guards, bodyLimit: WISHLIST_MAX_BODY_BYTES }, async (request) => {
    const parsed = parseWishlist(request.body);
    if (!parsed.ok) throw new HttpError(400, parsed.message);
    return wishlistResponse(await writeWishlist(db, request.customerId as string, parsed.items));
  });
};
