/**
 * Request limits per client IP and per signed-in customer. Counters live in each instance's memory:
 * with N instances the effective limit is up to N times these numbers (see docs/DEPLOYMENT.md).
 *
 * Built on @fastify/rate-limit's `createRateLimit` rather than its route hooks because a route here
 * needs two independent limits (IP before auth, customer after it), and the plugin's hooks skip any
 * second limiter on the same request.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export interface RateLimitSettings {
  /** Window of every counter, in ms. */
  timeWindowMs: number;
  /** Wishlist requests per client IP per window (checked before the token, so floods cost nothing). */
  perIp: number;
  /** Wishlist requests per verified customer per window, whatever IPs they come from. */
  perUser: number;
  /** Form submissions per client IP per window. */
  formsPerIp: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  timeWindowMs: 60_000,
  perIp: 300,
  perUser: 120,
  formsPerIp: 20,
};

export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function createLimiter(
  instance: FastifyInstance,
  options: { max: number; timeWindowMs: number; key: (request: FastifyRequest) => string },
): Limiter {
  const check = instance.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: options.key,
  });
  return async (request, reply) => {
    const verdict = await check(request);
    if (verdict.isAllowed) return;
    reply.header('x-ratelimit-limit', verdict.max);
    reply.header('x-ratelimit-remaining', verdict.remaining);
    reply.header('x-ratelimit-reset', verdict.ttlInSeconds);
    if (verdict.isExceeded) {
      throw new HttpError(
        429,
        `Too many requests; try again in ${verdict.ttlInSeconds} s`,
        {},
        { 'retry-after': String(verdict.ttlInSeconds) },
      );
    }
  };
}
