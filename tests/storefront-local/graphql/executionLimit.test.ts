/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read loosely */
/**
 * One GraphQL document executes within a time limit, Shopify's 10 seconds
 * (https://shopify.dev/docs/api/usage/response-codes, 504: "Shopify waits up to 10 seconds for a response");
 * past it the answer is the Storefront API's `Timeout` error (as clients meet it:
 * https://github.com/travis-r6s/gridsome-source-shopify/issues/49) with the documented
 * `INTERNAL_SERVER_ERROR` code and the request id (https://shopify.dev/docs/api/storefront#status_and_error_codes).
 * Time is a clock the test moves one tick per field checked, so nothing depends on the machine's speed.
 */
import type { FastifyInstance } from 'fastify';
import { Deadline, GRAPHQL_TIME_LIMIT_MS, type ExecutionLimit } from '../../../storefront-local/graphql/executionLimit';
import { buildStorefrontApp } from '../../../storefront-local/server';
import { accountQuery, signIn } from '../customer-account/helpers';
import { ENDPOINT, PUBLIC_URL, SITE_URL, TOKEN } from '../helpers';

/** A clock that moves one tick per reading, and jumps past any limit at the reading given. */
function tickingClock() {
  let readings = 0;
  let jumpAt = Infinity;
  return {
    now: () => {
      readings += 1;
      return readings >= jumpAt ? readings + 1_000_000 : readings;
    },
    reset: (jump = Infinity) => {
      readings = 0;
      jumpAt = jump;
    },
    get readings() {
      return readings;
    },
  };
}

const clock = tickingClock();
const limit: ExecutionLimit = { ms: 200, now: clock.now };
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildStorefrontApp({ dataDir: null, seed: false, publicUrl: PUBLIC_URL, siteUrl: SITE_URL, customerAccounts: 'new', graphqlTimeLimit: limit });
});
afterAll(() => app.close());

async function storefront(query: string) {
  const response = await app.inject({
    method: 'POST',
    url: ENDPOINT,
    headers: { 'x-shopify-storefront-access-token': TOKEN, 'content-type': 'application/json' },
    payload: { query },
  });
  return { status: response.statusCode, id: response.headers['x-request-id'], body: response.json() as { data?: any; errors?: any[] } };
}

const LISTING = '{ products(first: 100) { nodes { id title handle variants(first: 10) { nodes { id title availableForSale } } } } }';

describe('Storefront API time limit', () => {
  it('answers a document that finishes in time', async () => {
    clock.reset();
    const answer = await storefront('{ shop { name } products(first: 2) { nodes { title } } }');
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.products.nodes).toHaveLength(2);
  });

  it('stops a document past its time at the next field and answers Timeout with the request id, no data', async () => {
    clock.reset();
    const answer = await storefront(LISTING);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toEqual([
      {
        message: 'Timeout',
        extensions: { code: 'INTERNAL_SERVER_ERROR', reason: expect.stringMatching(/did not complete within 0\.2 seconds/), requestId: answer.id },
      },
    ]);
    // It stopped soon after the limit: no field ran once the time was up.
    expect(clock.readings).toBeLessThan(limit.ms + 5);
  });

  it('lets a started mutation finish but runs no later field of the document', async () => {
    const cartCount = async () => Number((await app.storefront.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts'))[0]?.n);
    const one = 'a: cartCreate(input: { note: "first" }) { cart { id note } }';
    clock.reset();
    expect((await storefront(`mutation { ${one} }`)).body.data.a.cart.note).toBe('first');
    const readingsForOne = clock.readings;

    const before = await cartCount();
    // The time is up exactly when the second mutation would start.
    clock.reset(readingsForOne + 1);
    const answer = await storefront(`mutation { ${one} b: cartCreate(input: { note: "second" }) { cart { id } } }`);
    expect(answer.body.errors?.[0]).toMatchObject({ message: 'Timeout' });
    expect(await cartCount()).toBe(before + 1);
  });
});

describe('Customer Account API time limit', () => {
  it('answers Timeout the same way', async () => {
    const { access_token: token } = await signIn(app, 'slow@example.com');
    clock.reset();
    expect((await accountQuery(app, token, '{ customer { id } }')).body.data.customer.id).toMatch(/^gid:\/\/shopify\/Customer\//);
    clock.reset(3);
    const answer = await accountQuery(app, token, '{ customer { id firstName lastName } }');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toEqual([{ message: 'Timeout', extensions: expect.objectContaining({ code: 'INTERNAL_SERVER_ERROR', requestId: answer.headers['x-request-id'] }) }]);
  });
});

describe('Deadline', () => {
  it('waits for work that settles, and no longer than the limit for work that never does', async () => {
    expect(GRAPHQL_TIME_LIMIT_MS).toBe(10_000);
    expect(await new Deadline({ ms: 60_000, now: () => 0 }).race(Promise.resolve('done'))).toBe('done');
    const never = new Promise<string>(() => {});
    const deadline = new Deadline({ ms: 20, now: () => 0 });
    expect(await deadline.race(never)).toBeNull();
    expect(deadline.expired).toBe(true);
  });
});
