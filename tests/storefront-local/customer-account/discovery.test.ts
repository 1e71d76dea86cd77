/**
 * Discovery documents at the shop's origin, as a real store publishes them:
 * https://shopify.dev/docs/api/customer/latest#discovery-endpoints
 */
import type { FastifyInstance } from 'fastify';
import { PUBLIC_URL } from '../helpers';
import { accountApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await accountApp();
});
afterAll(() => app.close());

describe('discovery', () => {
  it('publishes the OpenID configuration with every endpoint on the storefront origin, readable from any origin', async () => {
    const response = await app.inject({ method: 'GET', url: '/.well-known/openid-configuration', headers: { origin: 'https://anywhere.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toMatchObject({
      issuer: `${PUBLIC_URL}/authentication`,
      authorization_endpoint: `${PUBLIC_URL}/authentication/oauth/authorize`,
      token_endpoint: `${PUBLIC_URL}/authentication/oauth/token`,
      end_session_endpoint: `${PUBLIC_URL}/authentication/logout`,
      jwks_uri: `${PUBLIC_URL}/authentication/.well-known/jwks.json`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'email', 'customer-account-api:full'],
      id_token_signing_alg_values_supported: ['ES256'],
      token_endpoint_auth_methods_supported: ['none'],
    });
  });

  it('names the Customer Account GraphQL endpoint', async () => {
    const response = await app.inject({ method: 'GET', url: '/.well-known/customer-account-api' });
    expect(response.json()).toEqual({ graphql_api: `${PUBLIC_URL}/account/customer/api/2025-07/graphql` });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('publishes only the public half of the signing key', async () => {
    const { keys } = (await app.inject({ method: 'GET', url: '/authentication/.well-known/jwks.json' })).json() as { keys: Array<Record<string, unknown>> };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });
});
