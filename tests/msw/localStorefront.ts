/**
 * The local storefront (storefront-local/) in-process for jsdom tests: msw forwards every request to the
 * Storefront API endpoint (any version) to its Fastify app through `inject()` — no port, data in memory —
 * so components and stores get the same answers the running site gets, from the one imitation of
 * Shopify that is itself tested against shopify.dev.
 *
 * Use it in a test file (it starts once per file, when the file's first test runs, and is reset before each test):
 *
 *   const shop = setupLocalStorefront();
 *   it('…', async () => {
 *     const top = shop().variant('marina-top-coral-reef', 'S');
 *     localStorage.setItem(STORAGE_KEYS.cartId, await shop().createCart([[top.id, 2]]));
 *     …
 *     expect(shop().ops('CartLinesUpdate')).toHaveLength(1);
 *   });
 *
 * Wait with Testing Library's findBy…/waitFor (given a longer ceiling here), not vi.waitFor's one second.
 * Faults stay msw handlers named by operation (faults.ts), put in front of the forwarding with
 * `server.use(…)`; `loseAnswer` and `alterAnswer` let the storefront act and then spoil its answer.
 */
import { configure, getConfig } from '@testing-library/react';
import type { FastifyInstance } from 'fastify';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { http, HttpResponse } from 'msw';
import { env } from '../../src/config/env';
import { CART_QUERY } from '../../src/storefront/documents/cart';
import type { CartFragment } from '../../src/storefront/generated/storefront.generated';
import type { CatalogueProduct, CatalogueVariant } from '../../storefront-local/catalogue/types';
import { placeOrder } from '../../storefront-local/checkout/placeOrder';
import { buildStorefrontApp, type StorefrontOptions } from '../../storefront-local/server';
import type { Services } from '../../storefront-local/services';
import { STOREFRONT_ENDPOINT } from './faults';
import { server } from './node';

/** The public token the site is built with by default, which the local storefront accepts. */
const TOKEN = 'local-storefront-token';

/**
 * A hang guard, not a speed expectation: starting PGlite (Postgres compiled to WebAssembly) takes a few
 * seconds, and many times that on a loaded 2-core machine.
 */
const START_TIMEOUT_MS = 180_000;

/**
 * How long Testing Library's findBy…/waitFor wait for what the user would see, in files that use the
 * local storefront: each answer is a real GraphQL execution and database round trip, which a loaded
 * machine makes many times slower than a canned answer. A ceiling, not a measurement.
 */
const ASYNC_UTIL_TIMEOUT_MS = 15_000;

/** Headers of the inject answer that belong to a connection, not to the answer. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

export interface RecordedCall {
  /** The GraphQL operation's name, e.g. CartLinesAdd. */
  operation: string;
  variables: Record<string, unknown>;
  /** The request's headers, lower-case names. */
  headers: Record<string, string>;
}

export interface GraphQLAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** A variant of the local storefront's catalogue with its product: the facts a test's expectations come from. */
export type ShopVariant = CatalogueVariant & { product: CatalogueProduct };

/** `[variant or its id, quantity]` */
export type SeedLine = readonly [string | { id: string }, number];

export interface LocalStorefront {
  app: FastifyInstance;
  services: Services;
  /** Every request the site sent to the Storefront API since this test began, in order. */
  readonly calls: readonly RecordedCall[];
  /** The calls of one operation. */
  ops(operation: string): RecordedCall[];
  /** Answers a request as the local storefront does (for fault handlers that act first). */
  forward(request: Request): Promise<Response>;
  /**
   * Sends a document from the test itself (not recorded), with the site's token, on the site's API
   * version: the test's own look at the shop (its expectations, its seeding), typed by the test as
   * tests/storefront-local's helpers do; the site's requests go through its typed client.
   */
  graphql<T = Record<string, unknown>>(document: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<T>>;
  product(handle: string): CatalogueProduct;
  /** The product's variant with this option value (e.g. a size), or its first. */
  variant(handle: string, optionValue?: string): ShopVariant;
  /** Makes a cart as a shopper's earlier visit did (cartCreate, not recorded); answers its id. */
  createCart(lines: readonly SeedLine[], input?: { countryCode?: string; discountCodes?: string[]; giftCardCodes?: string[] }): Promise<string>;
  /** The cart as the site's own Cart query reads it (not recorded), or null. */
  cart(cartId: string): Promise<CartFragment | null>;
  /** Sets line quantities as cartLinesUpdate does (0 removes), from the test itself (not recorded). */
  updateLines(cartId: string, lines: ReadonlyArray<{ id: string; quantity: number }>): Promise<void>;
  /** Checks the cart out on the hosted checkout (in any tab): from then on `cart(id)` answers null. */
  complete(cartId: string): Promise<void>;
  /** The next `times` calls of `operation` reach the storefront and then lose their answer, as a flaky connection does. */
  loseAnswer(operation: string, times?: number): void;
  /** The next call of `operation` reaches the storefront, and `change` edits its JSON answer (what the imitation cannot do). */
  alterAnswer(operation: string, change: (body: GraphQLAnswer<Record<string, unknown>>) => void): void;
}

interface ParsedRequest {
  operation: string;
  variables: Record<string, unknown>;
}

function operationOf(body: string | undefined): ParsedRequest {
  try {
    const json = JSON.parse(body ?? '') as { query?: string; operationName?: string; variables?: Record<string, unknown> };
    const named = parse(json.query ?? '').definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    return { operation: json.operationName ?? named?.name?.value ?? '', variables: json.variables ?? {} };
  } catch {
    return { operation: '', variables: {} };
  }
}

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** US cents as the site shows dollars: 6495 → "$64.95". */
export const usd = (cents: number): string => usdFormat.format(cents / 100);

/** What the shop's data holds at start (gift cards), put back before each test; everything else is emptied. */
async function baseline(services: Services): Promise<() => Promise<void>> {
  const { db } = services;
  const tables = (await db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'")).map(
    (row) => row.tablename,
  );
  await db.query('CREATE SCHEMA test_baseline');
  const kept: string[] = [];
  for (const table of tables) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.${table}`);
    if (!row?.n) continue;
    await db.query(`CREATE TABLE test_baseline.${table} AS TABLE public.${table}`);
    kept.push(table);
  }
  return () =>
    db.transaction(async (tx) => {
      await tx.query(`TRUNCATE ${tables.map((t) => `public.${t}`).join(', ')} CASCADE`);
      for (const table of kept) await tx.query(`INSERT INTO public.${table} SELECT * FROM test_baseline.${table}`);
    });
}

/** Starts one local storefront in memory (no port). Most files want `setupLocalStorefront()` instead. */
export async function startLocalStorefront(options: StorefrontOptions = {}) {
  const publicUrl = new URL(env.storefrontEndpoint).origin;
  const app = await buildStorefrontApp({ dataDir: null, seed: false, publicUrl, ...options });
  const services = app.storefront;
  const reset = await baseline(services);
  let calls: RecordedCall[] = [];

  const inject = async (request: Request, record: boolean): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const headers = Object.fromEntries(request.headers);
    if (record) calls.push({ ...operationOf(body), headers });
    const reply = await app.inject({ method: request.method as 'POST', url: url.pathname + url.search, headers, ...(body === undefined ? {} : { payload: body }) });
    const answer = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined || CONNECTION_HEADERS.has(name)) continue;
      for (const one of [value].flat()) answer.append(name, String(one));
    }
    return new HttpResponse(reply.body, { status: reply.statusCode, headers: answer });
  };
  const forward = (request: Request) => inject(request, true);
  const endpointPath = new URL(env.storefrontEndpoint).pathname.replace(/\/api\/[^/]+\//, `/api/${env.apiVersion}/`);

  /** A handler in front of the forwarding that takes the next `times` calls of `operation`. */
  const intercept = (operation: string, times: number, answer: (request: Request) => Promise<Response>) => {
    let left = times;
    server.use(
      http.all(STOREFRONT_ENDPOINT, async ({ request }) => {
        if (left <= 0 || operationOf(await request.clone().text()).operation !== operation) return undefined;
        left -= 1;
        return answer(request);
      }),
    );
  };

  const product = (handle: string): CatalogueProduct => {
    const found = services.catalogue.productByHandle.get(handle);
    if (!found) throw new Error(`The local storefront has no product ${handle}`);
    return found;
  };

  const shop: LocalStorefront & { handler: ReturnType<typeof http.all>; reset(): Promise<void>; close(): Promise<void> } = {
    app,
    services,
    get calls() {
      return calls;
    },
    ops: (operation) => calls.filter((call) => call.operation === operation),
    forward,
    graphql: async <T,>(document: string, variables: Record<string, unknown> = {}) => {
      const reply = await app.inject({
        method: 'POST',
        url: endpointPath,
        headers: { 'x-shopify-storefront-access-token': TOKEN, 'content-type': 'application/json' },
        payload: { query: document, variables },
      });
      return reply.json<GraphQLAnswer<T>>();
    },
    product,
    variant: (handle, optionValue) => {
      const owner = product(handle);
      const found = optionValue === undefined ? owner.variants[0] : owner.variants.find((v) => v.optionValue === optionValue || v.title === optionValue);
      if (!found) throw new Error(`${handle} has no variant ${optionValue ?? ''}`);
      return { ...found, product: owner };
    },
    createCart: async (lines, input = {}) => {
      const { data, errors } = await shop.graphql<{ cartCreate: { cart: { id: string } | null; userErrors: Array<{ message: string }> } }>(
        'mutation SeedCart($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { message } } }',
        {
          input: {
            lines: lines.map(([merchandise, quantity]) => ({ merchandiseId: typeof merchandise === 'string' ? merchandise : merchandise.id, quantity })),
            buyerIdentity: { countryCode: input.countryCode ?? 'US' },
            ...(input.discountCodes ? { discountCodes: input.discountCodes } : {}),
            ...(input.giftCardCodes ? { giftCardCodes: input.giftCardCodes } : {}),
          },
        },
      );
      const cart = data?.cartCreate.cart;
      if (!cart) throw new Error(`cartCreate failed: ${JSON.stringify(errors ?? data?.cartCreate.userErrors)}`);
      return cart.id;
    },
    cart: async (cartId) => {
      // The site's own document: its answer is read as the site reads it (no type argument with a document).
      const { data, errors } = await shop.graphql(CART_QUERY, { id: cartId });
      if (errors?.length) throw new Error(`Cart query failed: ${JSON.stringify(errors)}`);
      return (data?.cart as CartFragment | null | undefined) ?? null;
    },
    updateLines: async (cartId, lines) => {
      const { data, errors } = await shop.graphql<{ cartLinesUpdate: { userErrors: Array<{ message: string }> } }>(
        'mutation ($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { userErrors { message } } }',
        { cartId, lines },
      );
      if (errors?.length || data?.cartLinesUpdate.userErrors.length) throw new Error(`cartLinesUpdate failed: ${JSON.stringify(errors ?? data)}`);
    },
    complete: async (cartId) => {
      const token = /^gid:\/\/shopify\/Cart\/([^?]+)/.exec(cartId)?.[1];
      const result = await placeOrder(services, token ?? cartId, {
        email: 'shopper@example.com',
        phone: null,
        shippingAddress: {
          firstName: 'Sam',
          lastName: 'Shore',
          company: null,
          address1: '1 Beach Road',
          address2: null,
          city: 'Santa Monica',
          province: 'California',
          provinceCode: 'CA',
          country: 'United States',
          countryCode: 'US',
          zip: '90401',
          phone: null,
        },
      });
      if (!result.ok) throw new Error(`The checkout refused the cart: ${JSON.stringify(result)}`);
    },
    loseAnswer: (operation, times = 1) =>
      intercept(operation, times, async (request) => {
        await forward(request);
        return HttpResponse.error();
      }),
    alterAnswer: (operation, change) =>
      intercept(operation, 1, async (request) => {
        const answer = await forward(request);
        const body = (await answer.json()) as GraphQLAnswer<Record<string, unknown>>;
        change(body);
        return HttpResponse.json(body, { status: answer.status });
      }),
    handler: http.all(STOREFRONT_ENDPOINT, ({ request }) => forward(request)),
    reset: async () => {
      calls = [];
      await reset();
    },
    close: () => app.close(),
  };
  return shop;
}

/**
 * One local storefront for the calling test file: started before its first test, emptied (carts,
 * customers, orders; the seeded gift cards put back) and forwarded to before each test, closed after the last.
 */
export function setupLocalStorefront(options: StorefrontOptions = {}): () => LocalStorefront {
  let shop: Awaited<ReturnType<typeof startLocalStorefront>> | undefined;
  const { asyncUtilTimeout } = getConfig();
  beforeAll(async () => {
    configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
    shop = await startLocalStorefront(options);
  }, START_TIMEOUT_MS);
  beforeEach(async () => {
    await shop!.reset();
    server.use(shop!.handler);
  });
  afterAll(async () => {
    configure({ asyncUtilTimeout });
    await shop?.close();
  });
  return () => {
    if (!shop) throw new Error('The local storefront starts in beforeAll: call shop() inside a test or hook.');
    return shop;
  };
}
