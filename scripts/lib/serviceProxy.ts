/**
 * The site server's door to the shop service running in its own process (scripts/lib/stack.ts): the
 * service's paths are forwarded to it and the answer streamed back through the site's hooks (so HTML
 * would still get the site's headers).
 *
 * Bodies are read here first, up to the service's own limits (forms 64 KB, the rest 256 KB), and sent
 * whole: an oversized body is refused here with the service's 413, instead of the service closing the
 * connection mid-upload (which would leave the forwarded request with a broken pipe, not an answer).
 *
 * X-Forwarded-For is replaced, never appended: it holds the client address as this server sees it
 * (its own trustProxy decides), so a client cannot pick the key of its rate limits by sending the
 * header; the service trusts only its loopback proxy.
 */
import http from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { handleError } from '../../server/errors';
import { FORM_MAX_BODY_BYTES } from '../../server/routes/forms';
import { WISHLIST_MAX_BODY_BYTES } from '../../server/routes/wishlist';
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
  // Bodies are read as bytes, unparsed (the service parses and checks them), within the route's limit.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // The service's error shape and messages (413 names the limit that applied).
  scope.setErrorHandler(handleError);
  // Answers made here (413, 502, 504) are as uncacheable as the service's own.
  scope.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  const forward = (request: FastifyRequest, reply: FastifyReply) =>
    new Promise<FastifyReply>((resolve) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (!HOP_BY_HOP.has(name) && name !== 'content-length' && value !== undefined) headers[name] = value;
      }
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      if (body) headers['content-length'] = body.length;
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
      upstream.end(body);
    });

  const largest = { bodyLimit: WISHLIST_MAX_BODY_BYTES };
  for (const prefix of SHOP_SERVICE_PREFIXES) {
    scope.all(prefix, largest, forward);
    scope.all(`${prefix}/*`, largest, forward);
  }
  scope.all('/api/forms/*', { bodyLimit: FORM_MAX_BODY_BYTES }, forward);
};
