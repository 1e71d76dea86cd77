/**
 * The Storefront API and Shopify's analytics intake (monorail) on the site's own origin, as Hydrogen's
 * proxy of standard routes does and shopify.dev/docs/storefronts/headless/hydrogen/migrate/cookies-custom-setup
 * asks of a custom headless build: Shopify's tracking cookies (`_shopify_analytics`, `_shopify_marketing`,
 * `_tracking_consent`) are set on the storefront's domain, and the tracking values come back in
 * `Server-Timing` of a same-origin response, where the browser may read them.
 *
 * Only the headers a Storefront request needs go upstream (as Hydrogen forwards them), plus the
 * client's address in X-Forwarded-For; the answer's status, body, Server-Timing, X-Shopify-API-Version
 * and Set-Cookie come back, each cookie without its Domain so that it belongs to the site's host.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/** `/api/2025-07/graphql.json`, `/api/unstable/graphql.json` (the versions Hydrogen's proxy accepts). */
export const STOREFRONT_API_PATH = /^\/api\/(unstable|\d{4}-\d{2})\/graphql\.json$/;
export const MONORAIL_PATH = '/.well-known/shopify/monorail/unstable/produce_batch';

/** GraphQL documents are at most 100,000 characters; variables on top. */
export const STOREFRONT_PROXY_MAX_BODY_BYTES = 256 * 1024;
/** A batch of a few page-view events is a few KB; a flood is refused before it leaves the site. */
export const MONORAIL_PROXY_MAX_BODY_BYTES = 64 * 1024;
export const STOREFRONT_PROXY_TIMEOUT_MS = 20_000;

/** Request headers that travel upstream; the rest (the site's own cookies aside) stay here. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'access-control-request-headers',
  'access-control-request-method',
  'content-type',
  'cookie',
  'origin',
  'referer',
  'user-agent',
  'x-shopify-storefront-access-token',
  'x-shopify-uniquetoken',
  'x-shopify-visittoken',
  'shopify-storefront-consent-management',
  'x-sdk-variant',
  'x-sdk-version',
  'x-sdk-variant-source',
] as const;

/** Answer headers that come back besides Set-Cookie. */
const RETURNED_HEADERS = [
  'content-type',
  'cache-control',
  'server-timing',
  'x-shopify-api-version',
  'x-request-id',
  'retry-after',
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-allow-credentials',
  'access-control-max-age',
  'access-control-expose-headers',
  'vary',
] as const;

export interface ProxiedRequest {
  method: string;
  /** Path and query as requested of the site. */
  url: string;
  headers: IncomingHttpHeaders;
  body?: Buffer;
  /** The client's address as the site sees it. */
  clientIp: string;
}

export interface ProxiedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export class StoreUnreachableError extends Error {
  override name = 'StoreUnreachableError';
  constructor(
    message: string,
    readonly status: 502 | 504,
  ) {
    super(message);
  }
}

/** True for the two paths this proxy answers (the query aside). */
export function isStorefrontProxyPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return STOREFRONT_API_PATH.test(pathname) || pathname === MONORAIL_PATH;
}

/**
 * A Set-Cookie for the site's host: its Domain attribute (the store's) goes, so the browser keeps the
 * cookie for the host that answered, which is the site. Path, expiry, HttpOnly, Secure and SameSite stay.
 */
export function rewriteSetCookie(cookie: string): string {
  return cookie
    .split(';')
    .filter((part, index) => index === 0 || !/^\s*domain\s*=/i.test(part))
    .join(';');
}

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(', ') : value);

/** Sends one request to the store and reads its whole answer; throws StoreUnreachableError. */
export async function forwardToStore(storeOrigin: string, request: ProxiedRequest, timeoutMs = STOREFRONT_PROXY_TIMEOUT_MS): Promise<ProxiedAnswer> {
  const target = new URL(request.url, storeOrigin);
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = single(request.headers[name]);
    if (value !== undefined) headers.set(name, value);
  }
  // The store geolocates and rate-limits by the buyer, not by this server (Hydrogen sends the same).
  if (request.clientIp) headers.set('x-forwarded-for', request.clientIp);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? new Uint8Array(request.body ?? Buffer.alloc(0)) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = error as Error;
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError') {
      throw new StoreUnreachableError(`The store at ${target.origin} did not answer within ${Math.round(timeoutMs / 1000)} s; please try again`, 504);
    }
    const reason = (cause.cause as Error | undefined)?.message ?? cause.message;
    throw new StoreUnreachableError(`The store at ${target.origin} did not answer: ${reason}`, 502);
  }
  let body: Buffer;
  try {
    body = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    throw new StoreUnreachableError(`The store at ${target.origin} broke off its answer: ${(error as Error).message}`, 502);
  }
  const answerHeaders: Record<string, string | string[]> = {};
  for (const name of RETURNED_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) answerHeaders[name] = value;
  }
  const cookies = response.headers.getSetCookie().map(rewriteSetCookie);
  if (cookies.length > 0) answerHeaders['set-cookie'] = cookies;
  return { status: response.status, headers: answerHeaders, body };
}

const ERROR_CODES: Record<number, string> = { 404: 'NOT_FOUND', 413: 'PAYLOAD_TOO_LARGE', 502: 'BAD_GATEWAY', 504: 'GATEWAY_TIMEOUT' };

/** The Storefront API's error shape, so the site's client reads these answers as it reads Shopify's. */
const gatewayError = (status: number, message: string) => ({ errors: [{ message, extensions: { code: ERROR_CODES[status] ?? 'BAD_REQUEST' } }] });

export interface StorefrontProxyOptions {
  /** The store's origin: the local storefront (http://localhost:8787) or https://{shop}.myshopify.com. */
  storeOrigin: string;
  timeoutMs?: number;
}

/** The two routes on a Fastify site server (scripts/lib/siteServer.ts). */
export const storefrontProxy: FastifyPluginAsync<StorefrontProxyOptions> = async (scope, options) => {
  // Bodies pass through as bytes; the store parses them (monorail sends text/plain JSON).
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  scope.setErrorHandler(async (error: { statusCode?: number; code?: string; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'storefront proxy failed');
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? `Request body is too large for ${request.url.split('?')[0]}` : status === 500 ? 'Internal error' : error.message;
    return reply.code(status).header('cache-control', 'no-store').send(gatewayError(status, message));
  });

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const answer = await forwardToStore(
        options.storeOrigin,
        {
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: Buffer.isBuffer(request.body) ? request.body : undefined,
          clientIp: request.ip,
        },
        options.timeoutMs,
      );
      reply.code(answer.status);
      for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return reply.send(answer.body);
    } catch (error) {
      if (!(error instanceof StoreUnreachableError)) throw error;
      return reply.code(error.status).header('cache-control', 'no-store').send(gatewayError(error.status, error.message));
    }
  };

  const graphql = '/api/:version/graphql.json';
  const versionGuard = async (request: FastifyRequest<{ Params: { version: string } }>, reply: FastifyReply) => {
    if (!STOREFRONT_API_PATH.test(`/api/${request.params.version}/graphql.json`)) {
      return reply.code(404).header('cache-control', 'no-store').send(gatewayError(404, `API version ${request.params.version} not found`));
    }
  };
  scope.post(graphql, { bodyLimit: STOREFRONT_PROXY_MAX_BODY_BYTES, preHandler: versionGuard }, forward);
  scope.options(graphql, { preHandler: versionGuard }, forward);
  scope.post(MONORAIL_PATH, { bodyLimit: MONORAIL_PROXY_MAX_BODY_BYTES }, forward);
  scope.options(MONORAIL_PATH, forward);
};

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The whole body, or null past `limit` (read to its end, so the 413 still reaches the client). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * The same two routes for `npm run develop` (Gatsby's developMiddleware): Connect middleware that
 * answers them from the store and passes every other request on.
 */
export function storefrontDevProxy(storeOrigin: string, timeoutMs = STOREFRONT_PROXY_TIMEOUT_MS): Middleware {
  return (req, res, next) => {
    const url = req.url ?? '/';
    const method = req.method ?? 'GET';
    if (!isStorefrontProxyPath(url) || (method !== 'POST' && method !== 'OPTIONS')) {
      next();
      return;
    }
    const limit = url.startsWith(MONORAIL_PATH) ? MONORAIL_PROXY_MAX_BODY_BYTES : STOREFRONT_PROXY_MAX_BODY_BYTES;
    void (async () => {
      const body = method === 'POST' ? await readBody(req, limit) : undefined;
      if (body === null) {
        sendJson(res, 413, gatewayError(413, `Request body is too large for ${url.split('?')[0]} (at most ${limit} bytes)`));
        return;
      }
      const answer = await forwardToStore(storeOrigin, { method, url, headers: req.headers, body, clientIp: req.socket.remoteAddress ?? '' }, timeoutMs);
      res.writeHead(answer.status, { 'cache-control': 'no-store', ...answer.headers });
      res.end(answer.body);
    })().catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const status = error instanceof StoreUnreachableError ? error.status : 502;
      sendJson(res, status, gatewayError(status, (error as Error).message));
    });
  };
}
