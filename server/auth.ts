/**
 * Who is asking: the `Authorization: Bearer <customer access token>` is verified against the Storefront
 * API, and `x-user-id` must name that same customer. Checked in this order so an
 * unauthenticated caller always gets 401 and learns nothing about the other headers.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { storeId } from '../src/lib/ids';
import { HttpError } from './errors';
import type { StrikeCounter } from './rateLimits';
import { TokenVerificationUnavailable, type VerifyToken } from './verifyToken';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified customer's numeric id (the gid without its prefix), set by the customer auth hook. */
    customerId: string | null;
  }
}

const BEARER = /^Bearer[ \t]+([^\s]{1,2048})[ \t]*$/i;
/** A numeric Shopify id or the gid it comes from; anything else cannot match a customer. */
const USER_ID = /^[A-Za-z0-9:/_.-]{1,255}$/;

const unauthorized = (message: string) =>
  new HttpError(401, message, {}, { 'www-authenticate': 'Bearer realm="bb-wishlist"' });

/**
 * `failedAuth` counts refused tokens per client IP: an IP over its limit gets 429 for every further
 * token that fails. A token is always verified first (refusals are cached by the verifier, so a
 * guessing IP costs little): a block keyed by address alone would lock out every honest customer
 * behind that address (a shared office, a mobile carrier's NAT) because someone there sent junk.
 */
export function customerAuth(verifyToken: VerifyToken, failedAuth?: StrikeCounter) {
  return async function authenticateCustomer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    if (!header) throw unauthorized('Sign in first: send Authorization: Bearer <customer access token>');
    const refuse = async (message: string) => {
      failedAuth?.refuseIfBlocked(request);
      await failedAuth?.strike(request, reply);
      return unauthorized(message);
    };
    const match = BEARER.exec(header);
    if (!match?.[1]) throw await refuse('The Authorization header must be "Bearer <customer access token>"');

    let customerGid: string | null;
    try {
      // Writes never trust a cached verdict: a token signed out a moment ago must not change data.
      const write = request.method !== 'GET' && request.method !== 'HEAD';
      customerGid = await verifyToken(match[1], { fresh: write });
    } catch (error) {
      if (error instanceof TokenVerificationUnavailable) {
        request.log.warn({ err: error }, 'customer token verification unavailable');
        throw new HttpError(503, 'Cannot verify the access token right now; please try again shortly', {}, {
          'retry-after': '5',
        });
      }
      throw error;
    }
    if (!customerGid) throw await refuse('The access token is invalid or has expired; sign in again');

    const userIdHeader = request.headers['x-user-id'];
    const userId = Array.isArray(userIdHeader) ? undefined : userIdHeader?.trim();
    if (!userId) throw new HttpError(400, 'Missing x-user-id header (the signed-in customer id)');
    if (!USER_ID.test(userId)) throw new HttpError(400, 'x-user-id must be a customer id or gid');
    const customerId = storeId(customerGid);
    if (storeId(userId) !== customerId) {
      throw new HttpError(403, 'x-user-id does not match the signed-in customer');
    }
    request.customerId = customerId;
  };
}
