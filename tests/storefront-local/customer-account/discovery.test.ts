/**
 * Discovery documents at the shop's origin, as a real store publishes them
 * (https://shopify.dev/docs/api/customer/latest#discovery-endpoints): the issuer is the shop's
 * authentication tenant, `https://shopify.com/authentication/{shop id}`, its endpoints under it, and the
 * GraphQL API at `https://shopify.com/{shop id}/account/customer/api/{version}/graphql`
 * (https://shopify.dev/docs/storefronts/headless/building-with-the-customer-account-api/getting-started).
 * Here shopify.com is this server's origin and the shop id is 1.
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
      issuer: `${PUBLIC_URL}/authentication/1`,
      authorization_endpoint: `${PUBLIC_URL}/authentication/1/oauth/authorize`,
      token_endpoint: `${PUBLIC_URL}/authentication/1/oauth/token`,
      end_session_endpoint: `${PUBLIC_URL}/authentication/1/logout`,
      jwks_uri: `${PUBLIC_URL}/authentication/1/.well-known/jwks.json`,
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
    expect(response.json()).toEqual({ graphql_api: `${PUBLIC_URL}/1/account/customer/api/2025-07/graphql` });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves every advertised endpoint where it is advertised', async () => {
    const config = (await app.inject({ method: 'GET', url: '/.well-known/openid-configuration' })).json() as Record<string, string>;
    const { graphql_api: graphqlApi } = (await app.inject({ method: 'GET', url: '/.well-known/customer-account-api' })).json() as { graphql_api: string };
    const at = (url: string) => new URL(url).pathname;
    // Each answers as its endpoint does, never the server's 404.
    const authorize = await app.inject({ method: 'GET', url: `${at(config.authorization_endpoint ?? '')}?client_id=unknown` });
    expect(authorize.statusCode).toBe(400);
    expect(authorize.body).toMatch(/client/i);
    const token = await app.inject({ method: 'POST', url: at(config.token_endpoint ?? ''), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=password' });
    expect(token.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const logout = await app.inject({ method: 'GET', url: at(config.end_session_endpoint ?? '') });
    expect(logout.statusCode).toBe(400);
    expect(logout.body).toMatch(/id_token_hint/);
    const jwks = await app.inject({ method: 'GET', url: at(config.jwks_uri ?? '') });
    expect(jwks.json()).toMatchObject({ keys: [{ alg: 'ES256' }] });
    const graphql = await app.inject({ method: 'POST', url: at(graphqlApi), headers: { 'content-type': 'application/json' }, payload: { query: '{ customer { id } }' } });
    expect(graphql.statusCode).toBe(401);
  });

  it('publishes only the public half of the signing key', async () => {
    const { keys } = (await app.inject({ method: 'GET', url: '/authentication/1/.well-known/jwks.json' })).json() as { keys: Array<Record<string, unknown>> };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });
});
