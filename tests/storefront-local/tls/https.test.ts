/**
 * The local storefront over TLS, for clients that insist on https: Shopify's own
 * `@shopify/storefront-api-client` turns any store domain into `https://{domain}`
 * (https://shopify.dev/docs/api/storefront#development-frameworks-and-sdks names it; its README:
 * "storeDomain … The `https://` prefix is added if missing"), as Next.js Commerce does. The certificate
 * is self-signed for localhost, and a client that trusts it gets the same answers as over http.
 */
import { X509Certificate } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { startStorefront, type RunningStorefront } from '../../../storefront-local/server';
import { localCertificate } from '../../../storefront-local/tls/httpsListener';
import { selfSignedCertificate } from '../../../storefront-local/tls/selfSignedCertificate';
import { trustingFetch } from './trustingFetch';

describe('the storefront over https', () => {
  let storefront: RunningStorefront;
  beforeAll(async () => {
    storefront = await startStorefront({ port: 0, httpsPort: 0, dataDir: null, seed: false });
  });
  afterAll(() => storefront.close());

  it("answers Shopify's storefront API client, which forces https, when it trusts the local certificate", async () => {
    const tls = storefront.https!;
    const client = createStorefrontApiClient({
      // Given without a scheme, as a shop domain is; the client makes it https://.
      storeDomain: `localhost:${tls.port}`,
      apiVersion: '2026-04',
      publicAccessToken: 'local-storefront-token',
      customFetchApi: trustingFetch(tls.cert),
    });
    expect(client.getApiUrl()).toBe(`https://localhost:${tls.port}/api/2026-04/graphql.json`);
    const { data, errors } = await client.request<{ shop: { name: string }; products: { nodes: Array<{ handle: string }> } }>(
      'query Shop { shop { name } products(first: 2) { nodes { handle } } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.shop.name).toBe('Blue Bay Swim');
    expect(data?.products.nodes).toHaveLength(2);
  });

  it('is refused by a client that does not trust the certificate (it is not a public one)', async () => {
    const untrusting = trustingFetch(selfSignedCertificate().cert);
    await expect(untrusting(`${storefront.https!.url}/api/2025-07/graphql.json`)).rejects.toThrow(/self[- ]signed|certificate/i);
  });
});

describe('the local certificate', () => {
  it('names localhost and the checkout host, is no CA, and is signed by its own key', () => {
    const x509 = new X509Certificate(selfSignedCertificate().cert);
    expect(x509.checkHost('localhost')).toBe('localhost');
    expect(x509.checkHost('checkout.localhost')).toBe('checkout.localhost');
    expect(x509.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(x509.ca).toBe(false);
    expect(x509.verify(x509.publicKey)).toBe(true);
  });

  it('is valid from its start for a year, whatever day it is made', () => {
    const now = new Date(Date.UTC(2049, 11, 31, 23, 30));
    const x509 = new X509Certificate(selfSignedCertificate({ now, days: 365 }).cert);
    expect(Date.parse(x509.validFrom)).toBeLessThanOrEqual(now.getTime());
    expect(Date.parse(x509.validTo)).toBe(now.getTime() + 365 * 86_400_000 - (now.getTime() % 1000));
  });

  it('is kept in the data directory and made again only near its end', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bb-tls-'));
    try {
      const now = Date.now();
      const first = localCertificate(dir, now);
      expect(first.certFile).toBe(path.join(dir, 'localhost-cert.pem'));
      expect(localCertificate(dir, now + 86_400_000).cert).toBe(first.cert);
      expect(localCertificate(dir, now + 340 * 86_400_000).cert).not.toBe(first.cert);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
