/**
 * Request limits, each keyed by who is really asking so one noisy party cannot lock out another:
 *
 * - wishlist, signed in: per verified customer (the token's customer, never the raw x-user-id header);
 * - wishlist, no token: per client IP ("anonymous"), a budget of its own;
 * - failed token verifications: per client IP, counted apart; an IP over it gets 429 for each further
 *   token that fails, while a valid token from the same IP still works (tokens are verified first);
 * - forms: per e-mail for posts that carry one, plus a per-IP ceiling for all known forms together;
 * - unknown form names and unknown routes: per IP, counted apart, so probing cannot block sign-ups.
 *
 * The client IP is the proxy's X-Forwarded-For only when `trustProxy` says so (TRUST_PROXY).
 * Counters live in each instance's memory unless a shared store (Redis) is given: see docs/DEPLOYMENT.md.
 *
 * Built on @fastify/rate-limit's `createRateLimit` rather than its route hooks because a route here
 * needs several independent limits (before and after auth, after the body is read), and the plugin's
 * hooks skip any second limiter on the same request.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export interface RateLimitSettings {
  /** Window of every counter, in ms. */
  timeWindowMs: number;
  /** Wishlist requests without a customer token per client IP per window. */
  perIp: number;
  /** Wishlist requests per verified customer per window, whatever IPs they come from. */
  perUser: number;
  /** Failed token verifications per client IP per window (401s); over it, further refused tokens answer 429. */
  failedAuthPerIp: number;
  /** Known-form submissions per client IP per window, all e-mails together (a shared office's ceiling). */
  formsPerIp: number;
  /** Form submissions per e-mail address per window. */
  formsPerEmail: number;
  /** Posts to unknown form names and requests to unknown service routes per client IP per window. */
  unknownPerIp: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  timeWindowMs: 60_000,
  perIp: 300,
  perUser: 120,
  failedAuthPerIp: 30,
  formsPerIp: 60,
  formsPerEmail: 10,
  unknownPerIp: 20,
};

export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

interface LimiterOptions {
  max: number;
  timeWindowMs: number;
  /** The counter's key; null = this request is not counted by this limiter. */
  key: (request: FastifyRequest) => string | null;
}

const tooMany = (ttlInSeconds: number) =>
  new HttpError(429, `Too many requests; try again in ${ttlInSeconds} s`, {}, { 'retry-after': String(ttlInSeconds) });

export function createLimiter(instance: FastifyInstance, options: LimiterOptions): Limiter {
  const check = instance.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => options.key(request) ?? '',
  });
  return async (request, reply) => {
    if (options.key(request) === null) return;
    const verdict = await check(request);
    if (verdict.isAllowed) return;
    reply.header('x-ratelimit-limit', verdict.max);
    reply.header('x-ratelimit-remaining', verdict.remaining);
    reply.header('x-ratelimit-reset', verdict.ttlInSeconds);
    if (verdict.isExceeded) throw tooMany(verdict.ttlInSeconds);
  };
}

/**
 * Counts failures only (a request is not a strike until it failed), and remembers which keys are over
 * the limit so they can be refused before doing the work that fails. The memory is per instance; the
 * count itself is in the shared store.
 */
export interface StrikeCounter {
  /** Throws 429 when the key is over its limit. */
  refuseIfBlocked(request: FastifyRequest): void;
  /** Counts one failure; throws 429 when that puts the key over its limit. */
  strike(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function createStrikeCounter(instance: FastifyInstance, options: LimiterOptions & { now?: () => number }): StrikeCounter {
  const count = createLimiter(instance, options);
  const now = options.now ?? Date.now;
  const blockedUntil = new Map<string, number>();
  return {
    refuseIfBlocked(request) {
      const key = options.key(request);
      const until = key === null ? undefined : blockedUntil.get(key);
      if (until === undefined) return;
      if (until <= now()) {
        blockedUntil.delete(key as string);
        return;
      }
      throw tooMany(Math.ceil((until - now()) / 1000));
    },
    async strike(request, reply) {
      try {
        await count(request, reply);
      } catch (error) {
        const key = options.key(request);
        if (error instanceof HttpError && error.statusCode === 429 && key !== null) {
          blockedUntil.set(key, now() + Number(error.headers['retry-after']) * 1000);
          // Bounded: a flood from many addresses must not grow this map without end.
          if (blockedUntil.size > 10_000) blockedUntil.delete(blockedUntil.keys().next().value as string);
        }
        throw error;
      }
    },
  };
}

/** A form post's e-mail, normalised as sign-ups store it; null when the body carries none. */
export function emailOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const email = (body as Record<string, unknown>).email;
  if (typeof email !== 'string') return null;
  const normalised = email.trim().toLowerCase();
  return normalised === '' || normalised.length > 254 ? null : normalised;
}
