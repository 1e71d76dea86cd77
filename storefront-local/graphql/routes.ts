/**
 * POST /api/{version}/graphql.json (and GET with ?query=), as Shopify serves it: the storefront
 * access token is required (401 otherwise); bodies are application/json or application/graphql.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STOREFRONT_TOKEN, TOKEN_HEADER } from '../config';
import type { Services } from '../services';
import { runGraphQL, type GraphQLRequestBody } from './execute';

const VERSION = /^(\d{4}-(01|04|07|10)|unstable)$/;

export function graphqlRoutes(app: FastifyInstance, services: Services): void {
  const guard = (request: FastifyRequest<{ Params: { version: string } }>, reply: FastifyReply): boolean => {
    if (!VERSION.test(request.params.version)) {
      void reply.status(404).send({ errors: [{ message: `API version ${request.params.version} not found` }] });
      return false;
    }
    if (request.headers[TOKEN_HEADER] !== STOREFRONT_TOKEN) {
      void reply.status(401).send({
        errors: [{ message: '[API] Invalid API key or access token (unrecognized login or wrong password)', extensions: { code: 'UNAUTHORIZED' } }],
      });
      return false;
    }
    return true;
  };

  const answer = async (reply: FastifyReply, body: GraphQLRequestBody) => {
    const { status, body: result } = await runGraphQL(body, services);
    return reply.status(status).header('cache-control', 'no-store').send(result);
  };

  app.post<{ Params: { version: string }; Body: unknown }>('/api/:version/graphql.json', async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const body = request.body;
    if (typeof body === 'string') return answer(reply, { query: body });
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return reply.status(400).send({ errors: [{ message: 'Parameter Missing or Invalid: the body must be a JSON object with a query' }] });
    }
    return answer(reply, body as GraphQLRequestBody);
  });

  app.get<{ Params: { version: string }; Querystring: { query?: string; variables?: string; operationName?: string } }>(
    '/api/:version/graphql.json',
    async (request, reply) => {
      if (!guard(request, reply)) return reply;
      let variables: unknown;
      try {
        variables = request.query.variables ? JSON.parse(request.query.variables) : undefined;
      } catch {
        return reply.status(400).send({ errors: [{ message: 'variables is not valid JSON' }] });
      }
      return answer(reply, { query: request.query.query, variables, operationName: request.query.operationName });
    },
  );
}
