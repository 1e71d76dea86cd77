/** What the Customer Account routes share. */
import type { ExecutionLimit } from '../graphql/executionLimit';
import type { Services } from '../services';
import type { Clock } from './config';
import type { CustomerApiLimitSettings } from './graphql/customerApiLimits';
import type { CustomerAccountSessions } from './sessions';
import type { SigningKey } from './signingKey';

export interface CustomerAccountContext {
  services: Services;
  sessions: CustomerAccountSessions;
  key: SigningKey;
  clock: Clock;
  /** The Customer Account API's per-customer limits (default CUSTOMER_API_LIMITS; tests lower them). */
  apiLimits?: CustomerApiLimitSettings;
  /** The time one GraphQL document may take (default Shopify's 10 seconds; tests pass a clock). */
  executionLimit?: ExecutionLimit;
}
