/**
 * The discovery documents a real shop serves at its own domain, and the JWKS. They are public, so any
 * origin may read them (CORS `*`). As Shopify's, they name the endpoints in the shop-id shapes
 * (`/authentication/{shop id}/…`); clients that read them need no path of their own.
 */
import type { FastifyInstance } from 'fastify';
import { advertisedEndpointsOf, graphqlUrlOf, PATHS, SCOPES, SIGNING_ALG } from './config';
import type { CustomerAccountContext } from './context';

export function discoveryRoutes(app: FastifyInstance, ctx: CustomerAccountContext): void {
  const { services, key } = ctx;
  const publicJson = { 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=300' };

  app.get(PATHS.openidConfiguration, async (_request, reply) => {
    return reply.headers(publicJson).send({
      ...advertisedEndpointsOf(services.urls.publicUrl),
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: [...SCOPES],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: [SIGNING_ALG],
      token_endpoint_auth_methods_supported: ['none'],
    });
  });

  app.get(PATHS.customerAccountApi, async (_request, reply) =>
    reply.headers(publicJson).send({ graphql_api: graphqlUrlOf(services.urls.publicUrl) }),
  );

  app.get(PATHS.jwks, async (_request, reply) => reply.headers(publicJson).send({ keys: [key.publicJwk] }));
}
