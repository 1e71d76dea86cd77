/**
 * Every answer carries `X-Request-Id`, a fresh id per request, as Shopify's APIs send it
 * (https://shopify.dev/docs/api/hydrogen/latest/storefront-client/storefront-errors: clients log it for
 * support). The same id is the request's `reqId` in this server's log, one line per answer, so a
 * developer who sees an id in a client's error finds the request with `grep`.
 */
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** The path only: queries carry tokens (`id_token_hint`, `state`, a GET `query=`) that do not belong in a log. */
const loggedPath = (request: FastifyRequest): string => request.url.split('?')[0] ?? request.url;

/** One line per answer (Fastify's default is two, with the whole URL): 4xx at warn, 5xx at error. */
class AnswerLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const entry = { method: request.method, path: loggedPath(request), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime), ...(error ? { err: error } : {}) };
    if (error || reply.statusCode >= 500) reply.log.error(entry, 'answered');
    else if (reply.statusCode >= 400) reply.log.warn(entry, 'answered');
    else reply.log.info(entry, 'answered');
  }
}

/** Fastify's own id for each request: a UUID, never taken from the client (an id names one answer of this server). */
export const requestIdOptions = {
  genReqId: (): string => randomUUID(),
  requestIdHeader: false,
  logController: new AnswerLog(),
} as const;

/** Added before any other hook, so answers made in other hooks (CORS preflights, refusals) carry it too. */
export function requestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
