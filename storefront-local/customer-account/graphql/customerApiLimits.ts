/**
 * The Customer Account API's limits, per customer (the customer of the access token), as Shopify
 * documents them:
 *
 * - calculated query cost (https://shopify.dev/docs/api/usage/limits#rate-limits: the Customer Account
 *   API is limited by calculated query cost, with the cost computed as for the Storefront API): a
 *   single request over its maximum is refused before it runs with `MAX_COST_EXCEEDED`, and every
 *   request takes its requested cost from the customer's bucket, which refills at a steady rate; an
 *   empty bucket answers `THROTTLED` with the bucket's state in `extensions.cost.throttleStatus`;
 * - requests per customer (https://shopify.dev/changelog/per-customer-request-limit-for-the-customer-account-api):
 *   3,000 a minute, over which the answer is HTTP 429 with a `THROTTLED` error and Retry-After.
 *
 * Mutations cost 10 each and their requests are held to the single-query maximum of Shopify's
 * calculated-cost APIs (1,000): one request cannot create hundreds of addresses. Queries may cost up
 * to 25,000, above the heaviest document the site sends (its order history with returns, about 17,400); Shopify
 * publishes no figure for this API's single-query maximum.
 * Memory is bounded: customers whose bucket is full again and whose minute has passed are forgotten.
 */
import { GraphQLError } from 'graphql';
import type { Clock } from '../config';

export interface CustomerApiLimitSettings {
  maxQueryCost: number;
  maxMutationCost: number;
  /** Points a customer's bucket holds. */
  bucketSize: number;
  /** Points restored per second. */
  restoreRate: number;
  requestsPerMinute: number;
}

export const CUSTOMER_API_LIMITS: CustomerApiLimitSettings = {
  maxQueryCost: 25_000,
  maxMutationCost: 1_000,
  // Two order-history loads back to back, then about one every ten seconds.
  bucketSize: 400_000,
  restoreRate: 10_000,
  requestsPerMinute: 3_000,
};

const MINUTE_MS = 60_000;
/** Forget idle customers once this many are tracked (a bucket at rest is full, so nothing is lost). */
const MAX_TRACKED = 10_000;

export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

export interface CostExtension {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttleStatus: ThrottleStatus;
}

interface CustomerState {
  available: number;
  updatedAt: number;
  windowStart: number;
  requests: number;
}

export type RequestAdmission = { ok: true } | { ok: false; retryAfterS: number };
export type CostAdmission = { ok: true; cost: CostExtension } | { ok: false; error: GraphQLError; cost: CostExtension | null };

export class CustomerApiLimits {
  private readonly customers = new Map<number, CustomerState>();

  constructor(
    private readonly clock: Clock,
    readonly settings: CustomerApiLimitSettings = CUSTOMER_API_LIMITS,
  ) {}

  private state(customerId: number): CustomerState {
    const now = this.clock();
    let state = this.customers.get(customerId);
    if (!state) {
      if (this.customers.size >= MAX_TRACKED) this.forgetIdle(now);
      state = { available: this.settings.bucketSize, updatedAt: now, windowStart: now, requests: 0 };
      this.customers.set(customerId, state);
    }
    const elapsedS = Math.max(0, now - state.updatedAt) / 1000;
    state.available = Math.min(this.settings.bucketSize, state.available + elapsedS * this.settings.restoreRate);
    state.updatedAt = now;
    if (now - state.windowStart >= MINUTE_MS) {
      state.windowStart = now;
      state.requests = 0;
    }
    return state;
  }

  private forgetIdle(now: number): void {
    for (const [id, state] of this.customers) {
      const refilled = state.available + ((now - state.updatedAt) / 1000) * this.settings.restoreRate >= this.settings.bucketSize;
      if (refilled && now - state.windowStart >= MINUTE_MS) this.customers.delete(id);
    }
    // Still full of busy customers: the oldest goes (the map keeps insertion order).
    if (this.customers.size >= MAX_TRACKED) this.customers.delete(this.customers.keys().next().value as number);
  }

  /** Counts one request of the customer; over the per-minute limit it is refused with the wait. */
  admitRequest(customerId: number): RequestAdmission {
    const state = this.state(customerId);
    if (state.requests >= this.settings.requestsPerMinute) {
      return { ok: false, retryAfterS: Math.max(1, Math.ceil((state.windowStart + MINUTE_MS - this.clock()) / 1000)) };
    }
    state.requests += 1;
    return { ok: true };
  }

  /** Takes a request's requested cost from the customer's bucket, or refuses it (over the maximum, or throttled). */
  chargeCost(customerId: number, requested: number, isMutation: boolean): CostAdmission {
    const max = isMutation ? this.settings.maxMutationCost : this.settings.maxQueryCost;
    if (requested > max) {
      return {
        ok: false,
        cost: null,
        error: new GraphQLError(`Query cost is ${requested}, which exceeds the single query max cost limit (${max}).`, {
          extensions: { code: 'MAX_COST_EXCEEDED', cost: requested, maxCost: max, documentation: 'https://shopify.dev/api/usage/limits' },
        }),
      };
    }
    const state = this.state(customerId);
    if (requested > state.available) {
      return {
        ok: false,
        cost: { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: this.status(state) },
        error: new GraphQLError('Throttled', { extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/limits' } }),
      };
    }
    state.available -= requested;
    return { ok: true, cost: { requestedQueryCost: requested, actualQueryCost: requested, throttleStatus: this.status(state) } };
  }

  private status(state: CustomerState): ThrottleStatus {
    return {
      maximumAvailable: this.settings.bucketSize,
      currentlyAvailable: Math.floor(state.available),
      restoreRate: this.settings.restoreRate,
    };
  }

  /** How many customers are tracked (for tests of the memory bound). */
  get tracked(): number {
    return this.customers.size;
  }
}
