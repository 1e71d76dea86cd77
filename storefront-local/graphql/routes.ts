/**
 * POST /api/{version}/graphql.json (and GET with ?query=), as Shopify serves it: a public or private
 * storefront token is required (401 otherwise, see auth.ts); bodies are application/json or application/graphql.
 * Each served version runs on its own schema; every answer names the version actually served in
 * `X-Shopify-API-Version` (see apiVersions.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { resolveApiVersion, type ServedVersion } from './apiVersions';
import { authenticate, buyerIp, defaultTokens, type StorefrontTokens } from './auth';
import { runGraphQL, type GraphQLRequestBody } from './execute';

export function graphqlRoutes(app: FastifyInstance, services: Services, tokens: StorefrontTokens = defaultTokens()): void {
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
    const { status, body: result } = await runGraphQL(body, services, version, buyerIp(reply.request.headers, tokens) ?? reply.request.ip ?? null);
    return reply.status(status).header('cache-control', 'no-store').send(result);
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
