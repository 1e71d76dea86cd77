/**
 * The shop service: /bb-wishlist, /api/forms/:form and /api/health.
 *
 * `shopServicePlugin` registers everything on a given Fastify instance, encapsulated — its security
 * headers, CORS, rate limits, body parsers and error handler apply to these routes only — so the start
 * script can mount it next to the static site on one origin. `buildService` wraps it in a Fastify
 * instance of its own for `npm run service` and for tests (`inject()`).
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { parseJsonBody } from './bodyLimits';
import type { Db } from './db';
import { errorBody, handleError } from './errors';
import { DEFAULT_RATE_LIMITS, createLimiter, createStrikeCounter, emailOf, type RateLimitSettings } from './rateLimits';
import { requestTimeoutOptions } from './requestTimeout';
import { formRoutes } from './routes/forms';
import { healthRoutes } from './routes/health';
import { wishlistRoutes } from './routes/wishlist';
import type { OrderCheck } from './orderCheck';
import type { VerifyToken } from './verifyToken';

export interface ShopServiceOptions {
  db: Db;
  /** Customer access token → customer gid, or null when the token is not a customer's. */
  verifyToken: VerifyToken;
  /** Checks a returns form's order number against its e-mail (server/orderCheck.ts); none: not checked. */
  checkOrder?: OrderCheck;
  /** Origin(s) allowed to call cross-origin (the site when a CDN serves it); none = same origin only. */
  siteOrigin?: string | string[];
  rateLimit?: Partial<RateLimitSettings>;
  /** An ioredis client: rate-limit counters shared by every instance (see server/main.ts). */
  rateLimitRedis?: unknown;
  /** buildService only: Fastify's logger. */
  logger?: boolean;
  /** buildService only: trust X-Forwarded-For from the proxy in front (per-IP limits need it). */
  trustProxy?: boolean | number | string;
  /** buildService only: the time a client has to send a whole request (default REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
}

export const shopServicePlugin: FastifyPluginAsync<ShopServiceOptions> = async (instance, options) => {
  const { db } = options;
  const limits: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, ...options.rateLimit };

  instance.decorateRequest('customerId', null);
  instance.setErrorHandler(handleError);
  // Bodies are JSON (forms add urlencoded); text/plain would reach the routes as a bare string.
  instance.removeContentTypeParser('text/plain');
  // Our JSON parser checks depth, string content and keys before any route sees the body; the size
  // limit is each route's bodyLimit, applied while reading.
  instance.removeContentTypeParser('application/json');
  instance.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  await instance.register(helmet);
  // Answers are per customer (or per submission): no CDN or browser cache may keep or share them.
  instance.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // A shared store makes the limits hold across instances (docs/DEPLOYMENT.md); when it is down, requests
  // pass rather than fail.
  await instance.register(rateLimit, {
    global: false,
    ...(options.rateLimitRedis ? { redis: options.rateLimitRedis as never, nameSpace: 'bb-shop-rl:', skipOnError: true } : {}),
  });

  const window = limits.timeWindowMs;
  const anonymousLimit = createLimiter(instance, {
    max: limits.perIp,
    timeWindowMs: window,
    key: (request) => (request.headers.authorization ? null : `anonymous:${request.ip}`),
  });
  const failedAuth = createStrikeCounter(instance, {
    max: limits.failedAuthPerIp,
    timeWindowMs: window,
    key: (request) => `failed-auth:${request.ip}`,
  });
  const userLimit = createLimiter(instance, {
    max: limits.perUser,
    timeWindowMs: window,
    key: (request) => `customer:${request.customerId ?? ''}`,
  });
  const formsIpLimit = createLimiter(instance, {
    max: limits.formsPerIp,
    timeWindowMs: window,
    key: (request) => `forms:${request.ip}`,
  });
  const formsEmailLimit = createLimiter(instance, {
    max: limits.formsPerEmail,
    timeWindowMs: window,
    key: (request) => {
      const email = emailOf(request.body);
      return email === null ? null : `forms-email:${email}`;
    },
  });
  const unknownLimit = createLimiter(instance, {
    max: limits.unknownPerIp,
    timeWindowMs: window,
    key: (request) => `unknown:${request.ip}`,
  });
  // Unknown paths under the service's prefixes: its JSON 404, counted apart from real traffic.
  const notFound = async (request: FastifyRequest, reply: FastifyReply) => {
    await unknownLimit(request, reply);
    return reply.code(404).send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}`));
  };

  const origins = options.siteOrigin === undefined ? [] : [options.siteOrigin].flat();
  const corsOptions = {
    origin: origins.length > 0 ? origins : false,
    methods: ['GET', 'POST'],
    // If-Match/ETag: the wishlist's versioned writes (server/routes/wishlist.ts).
    allowedHeaders: ['Content-Type', 'Authorization', 'X-User-Id', 'If-Match'],
    exposedHeaders: ['ETag'],
    maxAge: 600,
  };

  // Each group under its own prefix, so CORS's catch-all OPTIONS route stays inside that prefix and
  // never collides with routes of the instance we are mounted in.
  await instance.register(
    async (scope) => {
      await scope.register(cors, corsOptions);
      scope.setNotFoundHandler(notFound);
      await scope.register(wishlistRoutes, { db, verifyToken: options.verifyToken, anonymousLimit, failedAuth, userLimit });
    },
    { prefix: '/bb-wishlist' },
  );
  await instance.register(
    async (scope) => {
      await scope.register(cors, corsOptions);
      scope.setNotFoundHandler(notFound);
      await scope.register(formRoutes, { db, formsIpLimit, formsEmailLimit, unknownLimit, ...(options.checkOrder ? { checkOrder: options.checkOrder } : {}) });
      await scope.register(healthRoutes, { db });
    },
    { prefix: '/api' },
  );
};

/** A standalone service instance with the routes registered, not listening. The caller owns `db`. */
export async function buildService(options: ShopServiceOptions): Promise<FastifyInstance> {
  const trustProxy = options.trustProxy ?? false;
  // Fastify's overloads take each trustProxy form separately; the value is one of them.
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxy as boolean,
    ...requestTimeoutOptions(options.requestTimeoutMs),
  });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}`));
  });
  await app.register(shopServicePlugin, options);
  return app;
}
