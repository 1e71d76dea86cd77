/**
 * The site server's door to the shop service running in its own process (scripts/lib/stack.ts): the
 * service's paths are streamed to it, bodies untouched (the service applies its own limits), and the
 * answer streamed back through the site's hooks (so HTML would still get the site's headers).
 *
 * X-Forwarded-For is replaced, never appended: it holds the client address as this server sees it
 * (its own trustProxy decides), so a client cannot pick the key of its rate limits by sending the
 * header; the service trusts only its loopback proxy.
 */
import http from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SHOP_SERVICE_PREFIXES } from './shopServiceProxy';

export interface ServiceProxyOptions {
  /** The service's origin, e.g. http://127.0.0.1:41234. */
  target: string;
  /** An answer not started by then is a 504 (the service is stuck), so a shopper is not left waiting. */
  timeoutMs?: number;
}

/** Hop-by-hop headers (RFC 9110 §7.6.1) are the connection's, not the message's. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

const gatewayError = (status: 502 | 504, message: string) => ({
  statusCode: status,
  error: status === 502 ? 'Bad Gateway' : 'Gateway Timeout',
  message,
});

export const serviceProxy: FastifyPluginAsync<ServiceProxyOptions> = async (scope, options) => {
  const target = new URL(options.target);
  // Bodies pass through as streams: no parsing (or limits) twice.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const forward = (request: FastifyRequest, reply: FastifyReply) =>
    new Promise<FastifyReply>((resolve) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
      }
      headers['x-forwarded-for'] = request.ip;
      headers['x-forwarded-proto'] = request.protocol;
      headers['x-forwarded-host'] = request.headers.host ?? '';

      const upstream = http.request(
        { hostname: target.hostname, port: target.port, method: request.method, path: request.url, headers },
        (answer) => {
          reply.code(answer.statusCode ?? 502);
          for (const [name, value] of Object.entries(answer.headers)) {
            if (!HOP_BY_HOP.has(name) && value !== undefined) reply.header(name, value);
          }
          resolve(reply.send(answer));
        },
      );
      upstream.setTimeout(options.timeoutMs ?? 30_000, () => {
        upstream.destroy();
        if (!reply.sent) resolve(reply.code(504).send(gatewayError(504, 'The shop service did not answer in time; please try again')));
      });
      upstream.on('error', (error) => {
        if (!reply.sent) resolve(reply.code(502).send(gatewayError(502, `The shop service did not answer: ${error.message}`)));
      });
      // A shopper who leaves stops the work upstream too.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) upstream.destroy();
      });
      const body = request.body as NodeJS.ReadableStream | undefined;
      if (body && typeof body.pipe === 'function') body.pipe(upstream);
      else upstream.end();
    });

  for (const prefix of SHOP_SERVICE_PREFIXES) {
    scope.all(prefix, forward);
    scope.all(`${prefix}/*`, forward);
  }
};
