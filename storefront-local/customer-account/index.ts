/**
 * The local imitation of Shopify's new customer accounts: discovery documents at the shop's origin,
 * hosted login by e-mailed code, token and end-session endpoints, JWKS, and the Customer Account
 * GraphQL API, over the same customers, addresses and orders as the Storefront API.
 */
import type { FastifyInstance } from 'fastify';
import type { ExecutionLimit } from '../graphql/executionLimit';
import type { Services } from '../services';
import type { Clock } from './config';
import type { CustomerAccountContext } from './context';
import { discoveryRoutes } from './discoveryRoutes';
import { endSessionRoutes } from './endSessionRoutes';
import type { CustomerApiLimitSettings } from './graphql/customerApiLimits';
import { graphqlRoutes } from './graphqlRoutes';
import { loginRoutes } from './loginRoutes';
import { CustomerAccountSessions } from './sessions';
import { loadOrCreateSigningKey } from './signingKey';
import { tokenRoutes } from './tokenRoutes';

export async function customerAccountRoutes(
  app: FastifyInstance,
  services: Services,
  sessions: CustomerAccountSessions,
  clock: Clock,
  apiLimits?: CustomerApiLimitSettings,
  executionLimit?: ExecutionLimit,
): Promise<void> {
  const ctx: CustomerAccountContext = {
    services,
    sessions,
    clock,
    key: await loadOrCreateSigningKey(services.db),
    ...(apiLimits ? { apiLimits } : {}),
    ...(executionLimit ? { executionLimit } : {}),
  };
  discoveryRoutes(app, ctx);
  loginRoutes(app, ctx);
  tokenRoutes(app, ctx);
  endSessionRoutes(app, ctx);
  graphqlRoutes(app, ctx);
}

export { CustomerAccountSessions };
export { BuyerCustomers } from './buyerIdentity';
