/**
 * The Customer Privacy API script at Shopify's paths (cdn.shopify.com/shopifycloud/consent-tracking-api/…):
 * v0.1, the version the online store's loadFeatures names, and v0.2, the one Hydrogen loads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export const CUSTOMER_PRIVACY_API_PATHS = [
  '/shopifycloud/consent-tracking-api/v0.1/consent-tracking-api.js',
  '/shopifycloud/consent-tracking-api/v0.2/consent-tracking-api.js',
] as const;

export const customerPrivacyScript = (): string => readFileSync(path.join(__dirname, 'consent-tracking-api.js'), 'utf8');

export function privacyRoutes(app: FastifyInstance): void {
  const script = customerPrivacyScript();
  for (const url of CUSTOMER_PRIVACY_API_PATHS) {
    app.get(url, async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        // Pages on the site's origin load it with a plain script tag.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(script),
    );
  }
}
