/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read loosely in these tests */
/**
 * Per-customer limits of the Customer Account API. Shopify limits it by calculated query cost
 * (https://shopify.dev/docs/api/usage/limits#rate-limits, cost calculation:
 * https://shopify.dev/docs/api/usage/limits#cost-calculation; MAX_COST_EXCEEDED and THROTTLED with
 * extensions.cost.throttleStatus) and by requests per customer, 3,000 a minute, over which it answers
 * 429 THROTTLED with Retry-After (https://shopify.dev/changelog/per-customer-request-limit-for-the-customer-account-api).
 */
import type { FastifyInstance } from 'fastify';
import { getOperationAST, parse } from 'graphql';
import * as siteDocuments from '../../../src/accounts/documents/customerAccount';
import { ORDERS_FETCHED } from '../../../src/config/accounts';
import { customerAccountSchema } from '../../../storefront-local/customer-account/graphql/schema';
import { operationCost } from '../../../storefront-local/graphql/queryCost';
import { CUSTOMER_API_LIMITS, CustomerApiLimits } from '../../../storefront-local/customer-account/graphql/customerApiLimits';
import { accountApp, accountQuery, signIn, testClock } from './helpers';

const clock = testClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await accountApp({ now: clock.now, customerApiLimits: { ...CUSTOMER_API_LIMITS, requestsPerMinute: 40 } });
});
afterAll(() => app.close());

const aliased = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const ADDRESS = '{ address1: "1 Sea Road", city: "Brighton", territoryCode: "GB", zip: "BN1 1AA" }';

async function addressCount(email: string): Promise<number> {
  const customer = await app.storefront.customers.byEmail(email);
  const rows = await app.storefront.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_addresses WHERE customer_id = $1', [customer?.id]);
  return rows[0]?.n ?? 0;
}

describe('Customer Account API cost limits', () => {
  it('refuses 300 aliased 250-address pages before running them, with MAX_COST_EXCEEDED and the cost', async () => {
    const { access_token: token } = await signIn(app, 'aliases@example.com');
    const response = await accountQuery(app, token, aliased(300, 'customer { addresses(first: 250) { nodes { id address1 city } } }'));
    expect(response.status).toBe(200);
    expect(response.body.data).toBeUndefined();
    const error = response.body.errors?.[0] as any;
    expect(error.extensions).toMatchObject({ code: 'MAX_COST_EXCEEDED', maxCost: CUSTOMER_API_LIMITS.maxQueryCost });
    expect(error.extensions.cost).toBeGreaterThan(CUSTOMER_API_LIMITS.maxQueryCost);
    expect(error.message).toMatch(/exceeds the single query max cost limit/);
    // The customer can go on: a refused document took nothing from their bucket.
    const after = await accountQuery(app, token, '{ customer { id } }');
    expect(after.body.data.customer.id).toMatch(/Customer/);
    expect(after.body.extensions?.cost.throttleStatus.currentlyAvailable).toBe(CUSTOMER_API_LIMITS.bucketSize - 1);
  });

  it('refuses 400 aliased customerAddressCreate in one request and creates no address', async () => {
    const { access_token: token } = await signIn(app, 'many-addresses@example.com');
    const response = await accountQuery(app, token, `mutation ${aliased(400, `customerAddressCreate(address: ${ADDRESS}) { customerAddress { id } }`)}`);
    expect((response.body.errors?.[0] as any).extensions).toMatchObject({ code: 'MAX_COST_EXCEEDED', maxCost: CUSTOMER_API_LIMITS.maxMutationCost });
    expect(await addressCount('many-addresses@example.com')).toBe(0);
    // One address at a time still works.
    const one = await accountQuery(app, token, `mutation { customerAddressCreate(address: ${ADDRESS}) { customerAddress { id } userErrors { message } } }`);
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data.customerAddressCreate.customerAddress.id).toBeTruthy();
    expect(await addressCount('many-addresses@example.com')).toBe(1);
  });

  it('throttles a customer who empties their cost bucket, reports its state, and lets them on as it refills; others are unaffected', async () => {
    const { access_token: heavy } = await signIn(app, 'heavy@example.com');
    const { access_token: other } = await signIn(app, 'other@example.com');
    // Just under the single-request maximum: aliased 250-order pages at 253 points each (252 and the alias).
    const pages = Math.floor(CUSTOMER_API_LIMITS.maxQueryCost / 253);
    const pageCost = pages * 252 + pages;
    const expensive = aliased(pages, 'customer { orders(first: 250) { nodes { id } } }');
    const costs: string[] = [];
    // The bucket holds this many such requests; the next one is throttled.
    const fit = Math.floor(CUSTOMER_API_LIMITS.bucketSize / pageCost);
    for (let i = 0; i <= fit; i += 1) {
      const response = await accountQuery(app, heavy, expensive);
      costs.push(response.body.errors ? (response.body.errors[0] as any).extensions.code : 'ran');
      if (i === fit) {
        expect(response.body.extensions?.cost).toMatchObject({
          requestedQueryCost: pageCost,
          throttleStatus: { maximumAvailable: CUSTOMER_API_LIMITS.bucketSize, restoreRate: CUSTOMER_API_LIMITS.restoreRate },
        });
        expect(response.body.extensions?.cost.throttleStatus.currentlyAvailable).toBeLessThan(pageCost);
      }
    }
    expect(costs).toEqual([...Array.from({ length: fit }, () => 'ran'), 'THROTTLED']);
    expect((await accountQuery(app, other, expensive)).body.errors).toBeUndefined();
    // The bucket refills at restoreRate points a second (the test moves the clock, it does not wait).
    clock.advance((pageCost / CUSTOMER_API_LIMITS.restoreRate) * 1000);
    expect((await accountQuery(app, heavy, expensive)).body.errors).toBeUndefined();
  });
});

describe('Customer Account API requests per customer', () => {
  it('answers 429 THROTTLED with Retry-After past the per-minute limit, for that customer only', async () => {
    const { access_token: busy } = await signIn(app, 'busy@example.com');
    const { access_token: calm } = await signIn(app, 'calm@example.com');
    for (let i = 0; i < 40; i += 1) expect((await accountQuery(app, busy, '{ customer { id } }')).status).toBe(200);
    const refused = await accountQuery(app, busy, '{ customer { id } }');
    expect(refused.status).toBe(429);
    expect((refused.body.errors?.[0] as any).extensions.code).toBe('THROTTLED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await accountQuery(app, calm, '{ customer { id } }')).status).toBe(200);
    clock.advance(60_000);
    expect((await accountQuery(app, busy, '{ customer { id } }')).status).toBe(200);
  });
});

describe('CustomerApiLimits', () => {
  it('lets every document the site sends through, the order history included', () => {
    const documents = Object.entries(siteDocuments as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    expect(documents.length).toBeGreaterThan(5);
    for (const [name, text] of documents) {
      const document = parse(text);
      const operation = getOperationAST(document);
      if (!operation) throw new Error(`${name} has no operation`);
      const mutation = operation.operation === 'mutation';
      const cost = operationCost(customerAccountSchema(), document, operation, { first: ORDERS_FETCHED });
      expect(cost, name).toBeLessThanOrEqual(mutation ? CUSTOMER_API_LIMITS.maxMutationCost : CUSTOMER_API_LIMITS.maxQueryCost);
      expect(cost, name).toBeLessThanOrEqual(CUSTOMER_API_LIMITS.bucketSize / 2);
    }
  });

  it('defaults to Shopify’s 3,000 requests a minute per customer', () => {
    expect(CUSTOMER_API_LIMITS.requestsPerMinute).toBe(3_000);
  });

  it('keeps a bounded number of customers in memory', () => {
    let now = 0;
    const limits = new CustomerApiLimits(() => now);
    for (let id = 0; id < 10_050; id += 1) limits.admitRequest(id);
    expect(limits.tracked).toBeLessThanOrEqual(10_000);
    now += 120_000;
    limits.admitRequest(99_999);
    expect(limits.tracked).toBeLessThanOrEqual(10_000);
  });
});
