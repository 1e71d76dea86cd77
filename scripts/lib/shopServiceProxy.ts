/**
 * `npm run develop`: Gatsby's development server forwards the shop service's paths (the wishlist and
 * /api/) to the service started beside it, so the pages call it on their own origin, as they do
 * under `npm start` and in production behind one proxy.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { WISHLIST_PATH } from '../../src/config/wishlist';

/** The environment variable through which scripts/develop.ts tells gatsby-config.ts where the service listens. */
export const SHOP_SERVICE_PROXY_ENV = 'SHOP_SERVICE_DEV_ORIGIN';

/** Path prefixes the shop service answers (server/app.ts registers its routes under these). */
export const SHOP_SERVICE_PREFIXES: readonly string[] = [WISHLIST_PATH, '/api'];

/** True for `/api`, `/api/forms/x?y` and `/bb-wishlist`, false for `/apiary/` or `/bb-wishlists/`. */
export function isShopServicePath(url: string, prefixes: readonly string[] = SHOP_SERVICE_PREFIXES): boolean {
  return prefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** Connect/Express middleware that streams shop-service requests to `origin` and passes the rest on. */
export function shopServiceProxy(origin: string, prefixes: readonly string[] = SHOP_SERVICE_PREFIXES): Middleware {
  const target = new URL(origin);
  return (req, res, next) => {
    const url = req.url ?? '/';
    if (!isShopServicePath(url, prefixes)) {
      next();
      return;
    }
    const upstream = http.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: url,
        // X-Forwarded-For is replaced, not appended: the service keys its rate limits on it.
        headers: {
          ...req.headers,
          host: target.host,
          'x-forwarded-host': req.headers.host ?? '',
          'x-forwarded-for': req.socket.remoteAddress ?? '',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      // The service is down (or restarting): say so, in the service's own error shape.
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify({
          statusCode: 502,
          error: 'Bad Gateway',
          message: `The shop service at ${target.origin} did not answer: ${error.message}`,
        }),
      );
    });
    req.pipe(upstream);
  };
}
