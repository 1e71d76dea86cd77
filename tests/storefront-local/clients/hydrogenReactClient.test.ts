/**
 * hydrogen-react's `createStorefrontClient` (the URL and headers a Hydrogen React app sends, in the
 * browser with the public token and on a server with the private one and the buyer's IP) against the
 * local storefront, for the spec's version (2025.7) and the newest (2026.4):
 * https://shopify.dev/docs/api/hydrogen-react/2025-07/utilities/createstorefrontclient
 * (getStorefrontApiUrl, getPublicTokenHeaders, getPrivateTokenHeaders with buyerIp; contentType "json" or
 * "graphql"), https://shopify.dev/docs/api/storefront#authentication. A browser on another site sends
 * these headers only after a CORS preflight, which must allow them.
 */
import { createStorefrontClient as createClient2025 } from '@shopify/hydrogen-react';
import { createStorefrontClient as createClient2026 } from '@shopify/hydrogen-react-2026-04';
import type { RunningStorefront } from '../../../storefront-local/server';
import { listeningStorefront, PRIVATE_TOKEN, PUBLIC_TOKEN } from './helpers';

let sf: RunningStorefront;
beforeAll(async () => {
  sf = await listeningStorefront();
});
afterAll(() => sf.close());

const CLIENTS = [
  { version: '2025-07', create: createClient2025 },
  { version: '2026-04', create: createClient2026 },
] as const;

describe.each(CLIENTS)("hydrogen-react's createStorefrontClient at $version", ({ version, create }) => {
  const clientFor = (contentType?: 'json' | 'graphql') =>
    create({ storeDomain: sf.url, storefrontApiVersion: version, publicStorefrontToken: PUBLIC_TOKEN, privateStorefrontToken: PRIVATE_TOKEN, contentType });

  it('builds the API URL on the store domain, and the public-token headers are answered at that version', async () => {
    const client = clientFor();
    expect(client.getStorefrontApiUrl()).toBe(`${sf.url}/api/${version}/graphql.json`);
    const response = await fetch(client.getStorefrontApiUrl(), {
      method: 'POST',
      headers: client.getPublicTokenHeaders(),
      body: JSON.stringify({ query: 'query Shop { shop { name } }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-shopify-api-version')).toBe(version);
    expect(await response.json()).toEqual({ data: { shop: { name: 'Blue Bay Swim' } }, extensions: expect.anything() });
  });

  it('answers a server with the private token and the buyer IP, and a bare GraphQL body (contentType "graphql")', async () => {
    const client = clientFor('graphql');
    const response = await fetch(client.getStorefrontApiUrl(), {
      method: 'POST',
      headers: client.getPrivateTokenHeaders({ buyerIp: '198.51.100.4' }),
      body: 'query Shop { shop { name } }',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { shop: { name: string } } }).data.shop.name).toBe('Blue Bay Swim');

    const wrong = await fetch(client.getStorefrontApiUrl(), {
      method: 'POST',
      headers: client.getPrivateTokenHeaders({ privateStorefrontToken: 'wrong', buyerIp: '198.51.100.4' }),
      body: 'query Shop { shop { name } }',
    });
    expect(wrong.status).toBe(401);
  });

  it("allows a browser on another site to send the client's headers (CORS preflight)", async () => {
    const client = clientFor();
    const names = Object.keys(client.getPublicTokenHeaders()).map((name) => name.toLowerCase());
    const preflight = await fetch(client.getStorefrontApiUrl(), {
      method: 'OPTIONS',
      headers: { origin: 'https://another-site.example', 'access-control-request-method': 'POST', 'access-control-request-headers': names.join(',') },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    for (const name of names) expect(allowed).toContain(name);
  });
});
