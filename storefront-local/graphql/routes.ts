/**
 * POST /api/{version}/graphql.json (and GET with ?query=), as Shopify serves it: a public or private
 * storefront token is required (401 otherwise, see auth.ts); bodies are application/json or application/graphql.
 * Each served version runs on its own schema; every answer names the version actually served in
 * `X-Shopify-API-Version` (see apiVersions.ts), and the visitor's tracking values in `Server-Timing` with
 * their first-party cookies (privacy/visitorPrivacy.ts), readable cross-origin where CORS allows.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { resolveApiVersion, type ServedVersion } from './apiVersions';
import { authenticate, buyerIp, defaultTokens, type StorefrontTokens } from './auth';
import { runGraphQL, type GraphQLRequestBody } from './execute';
import type { ExecutionLimit } from './executionLimit';
import { parseCookies, VisitorPrivacy } from '../privacy/visitorPrivacy';

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** The host the visitor's cookies are for: the page's (the site's, through its proxy), else this server's. */
function cookieHost(request: FastifyRequest): string {
  for (const header of [single(request.headers.origin), single(request.headers.referer)]) {
    try {
      if (header) return new URL(header).hostname;
    } catch {
      // An unreadable Origin/Referer: try the next.
    }
  }
  return (request.headers.host ?? 'localhost').replace(/:\d+$/, '');
}

export function graphqlRoutes(app: FastifyInstance, services: Services, tokens: StorefrontTokens = defaultTokens(), limit?: ExecutionLimit): void {
  /** The version to serve, or null once the request has been answered (404, 401). */
  const guard = (request: FastifyRequest<{ Params: { version: string } }>, reply: FastifyReply): ServedVersion | null => {
    const version = resolveApiVersion(request.params.version);
    if (!version) {
      void reply.status(404).send({ errors: [{ message: `API version ${request.params.version} not found` }] });
      return null;
    }
    void reply.header('x-shopify-api-version', version);
    const refused = authenticate(request.headers, tokens);
    if (refused) {
      void reply.status(refused.status).send(refused.body);
      return null;
    }
    return version;
  };

  const answer = async (reply: FastifyReply, body: GraphQLRequestBody, version: ServedVersion) => {
    const request = reply.request;
    const privacy = new VisitorPrivacy({
      cookies: parseCookies(request.headers.cookie),
      uniqueTokenHeader: single(request.headers['x-shopify-uniquetoken']),
      visitTokenHeader: single(request.headers['x-shopify-visittoken']),
      host: cookieHost(request),
      now: Date.now(),
    });
    const { status, body: result } = await runGraphQL(body, services, version, buyerIp(request.headers, tokens) ?? request.ip ?? null, privacy, {
      requestId: request.id,
      ...(limit ? { limit } : {}),
    });
    const allowedOrigin = reply.getHeader('access-control-allow-origin');
    if (typeof allowedOrigin === 'string') void reply.header('timing-allow-origin', allowedOrigin);
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('server-timing', privacy.serverTiming())
      .header('set-cookie', privacy.setCookies())
      .send(result);
  };

  app.post<{ Params: { version: string }; Body: unknown }>('/api/:version/graphql.json', async (request, reply) => {
    const version = guard(request, reply);
    if (!version) return reply;
    const body = request.body;
    if (typeof body === 'string') return answer(reply, { query: body }, version);
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return reply.status(400).send({ errors: [{ message: 'Parameter Missing or Invalid: the body must be a JSON object with a query' }] });
    }
    return answer(reply, body as GraphQLRequestBody, version);
  });

  app.get<{ Params: { version: string }; Querystring: { query?: string; variables?: string; operationName?: string } }>(
    '/api/:version/graphql.json',
    async (request, reply) => {
      const version = guard(request, reply);
      if (!version) return reply;
      let variables: unknown;
      try {
        variables = request.query.variables ? JSON.parse(request.query.variables) : undefined;
      } catch {
        return reply.status(400).send({ errors: [{ message: 'variables is not valid JSON' }] });
      }
      return answer(reply, { query: request.query.query, variables, operationName: request.query.operationName }, version);
    },
  );
}
