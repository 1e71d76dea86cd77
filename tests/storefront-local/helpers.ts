/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL responses are read loosely in these tests */
/** Shared helpers: an in-memory storefront driven through its real HTTP routes with inject(). */
import type { FastifyInstance } from 'fastify';
import { buildStorefrontApp, type StorefrontOptions } from '../../storefront-local/server';

export const TOKEN = 'local-storefront-token';
export const ENDPOINT = '/api/2025-07/graphql.json';
export const PUBLIC_URL = 'http://localhost:8787';
export const SITE_URL = 'http://localhost:8000';

export interface GraphQLResult<T = Record<string, any>> {
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface TestStorefront {
  app: FastifyInstance;
  /** Sends a document; returns the whole GraphQL response. */
  request<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResult<T>>;
  /** Sends a document and fails the test on GraphQL errors. */
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

export async function testStorefront(options: StorefrontOptions = {}): Promise<TestStorefront> {
  const app = await buildStorefrontApp({ dataDir: null, seed: false, publicUrl: PUBLIC_URL, siteUrl: SITE_URL, ...options });
  const request = async <T,>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult<T>> => {
    const response = await app.inject({
      method: 'POST',
      url: ENDPOINT,
      headers: { 'x-shopify-storefront-access-token': TOKEN, 'content-type': 'application/json' },
      payload: { query, variables },
    });
    return response.json() as GraphQLResult<T>;
  };
  return {
    app,
    request,
    gql: async <T,>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const result = await request<T>(query, variables);
      if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
      return result.data as T;
    },
    close: () => app.close(),
  };
}

/** A few variants by stock state, from the default catalogue. */
export function pickVariants(app: FastifyInstance) {
  const { catalogue } = app.storefront;
  const listed = catalogue.products.filter((p) => !p.hidden);
  const inStock = listed.flatMap((p) => p.variants.filter((v) => v.inventory >= 5));
  const onSale = listed.find((p) => p.onSale && p.variants.some((v) => v.inventory >= 5)) as (typeof listed)[number];
  const soldOut = listed.flatMap((p) => p.variants).find((v) => v.inventory === 0);
  const fullPrice = inStock.find((v) => v.compareAtCents === null && Number.isInteger(v.priceCents / 100)) as (typeof inStock)[number];
  return {
    a: fullPrice,
    b: inStock.find((v) => v.compareAtCents === null && v.id !== fullPrice.id && v.productIndex !== fullPrice.productIndex) as (typeof inStock)[number],
    sale: onSale.variants.find((v) => v.inventory >= 5) as (typeof inStock)[number],
    soldOut: soldOut as (typeof inStock)[number],
    low: inStock.find((v) => v.inventory >= 5 && v.inventory <= 10) as (typeof inStock)[number],
  };
}

/** Finds the newest e-mail to an address and returns its first link. */
export async function latestLink(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/__outbox.json?to=${encodeURIComponent(to)}` });
  const { emails } = response.json() as { emails: Array<{ links: Array<{ url: string }> }> };
  const link = emails[0]?.links[0]?.url;
  if (!link) throw new Error(`no e-mail to ${to}`);
  return link;
}
