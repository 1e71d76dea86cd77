/**
 * POST {graphql_api}: the Customer Account API. The access token comes as `Authorization: <token>`
 * (no "Bearer", as Shopify documents); without a live token the answer is 401.
 */
import type { FastifyInstance } from 'fastify';
import type { GraphQLRequestBody } from '../graphql/execute';
import { PATHS } from './config';
import type { CustomerAccountContext } from './context';
import { CustomerApiLimits } from './graphql/customerApiLimits';
import { runAccountGraphQL } from './graphql/execute';

const VERSION = /^(\d{4}-(01|04|07|10)|unstable)$/;

export function graphqlRoutes(app: FastifyInstance, ctx: CustomerAccountContext): void {
  const limits = new CustomerApiLimits(ctx.clock, ctx.apiLimits);
  app.post<{ Params: { version: string }; Body: unknown }>(PATHS.graphql, async (request, reply) => {
    if (!VERSION.test(request.params.version)) {
      return reply.status(404).send({ errors: [{ message: `API version ${request.params.version} not found` }] });
    }
    const header = request.headers.authorization;
    const customerId = await ctx.sessions.customerIdForAccessToken(typeof header === 'string' ? header.trim() : null);
    if (customerId === null) {
      return reply
        .status(401)
        .header('cache-control', 'no-store')
        .send({ errors: [{ message: 'Invalid token, access token is missing, expired or revoked', extensions: { code: 'UNAUTHORIZED' } }] });
    }
    const admission = limits.admitRequest(customerId);
    if (!admission.ok) {
      return reply
        .status(429)
        .header('retry-after', String(admission.retryAfterS))
        .header('cache-control', 'no-store')
        .send({ errors: [{ message: 'Throttled: too many requests for this customer; retry after the time in Retry-After', extensions: { code: 'THROTTLED' } }] });
    }
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return reply.status(400).send({ errors: [{ message: 'Parameter Missing or Invalid: the body must be a JSON object with a query' }] });
    }
    const { status, body: result } = await runAccountGraphQL(body as GraphQLRequestBody, { services: ctx.services, customerId }, limits, {
      requestId: request.id,
      ...(ctx.executionLimit ? { limit: ctx.executionLimit } : {}),
    });
    return reply.status(status).header('cache-control', 'no-store').send(result);
  });
}
