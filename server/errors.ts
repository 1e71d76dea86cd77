/**
 * One error shape for every failure the service answers: `{ statusCode, error, message }` (plus
 * `fieldErrors` for form validation), whatever raised it — our routes, Fastify's body parser, the
 * rate limiter, or a bug (500, details only in the log).
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from './databaseUnavailable';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  [extra: string]: unknown;
}

export const errorBody = (statusCode: number, message: string, extra: Record<string, unknown> = {}): ErrorBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...extra,
});

export const formatBytes = (bytes: number): string =>
  bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;

/** Fastify's own codes, reworded for a shopper's developer. */
const FASTIFY_MESSAGES: Record<
  string,
  { status: number; message: (error: FastifyError, request: FastifyRequest) => string }
> = {
  // Each route has its own limit (forms 64 KB, wishlist 256 KB): name the one that applied.
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    message: (_error, request) => `The request body is larger than ${formatBytes(request.routeOptions.bodyLimit)}`,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: () => 'Send the body as application/json (forms also accept application/x-www-form-urlencoded)',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: () => 'The request body is empty; send a JSON value' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: (error) => `The request body is not valid JSON: ${error.message}` },
};

export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof HttpError) {
    reply.headers(error.headers).code(error.statusCode).send(errorBody(error.statusCode, error.message, error.extra));
    return;
  }
  const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
  if (known) {
    reply.code(known.status).send(errorBody(known.status, known.message(error, request)));
    return;
  }
  // JSON.parse failures surface as SyntaxError with statusCode 400 from Fastify's parser.
  if (error instanceof SyntaxError || (error.statusCode === 400 && !error.code)) {
    reply.code(400).send(errorBody(400, `The request body is not valid JSON: ${error.message}`));
    return;
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'shop service: database unavailable');
    reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_S))
      .send(errorBody(503, 'The shop’s database is unavailable right now; nothing was changed. Please try again shortly'));
    return;
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) {
    request.log.error({ err: error }, 'shop service request failed');
    reply.code(500).send(errorBody(500, 'Something went wrong on our side; please try again'));
    return;
  }
  reply.code(status).send(errorBody(status, error.message));
}
