/** What the Customer Account routes share. */
import type { Services } from '../services';
import type { Clock } from './config';
import type { CustomerAccountSessions } from './sessions';
import type { SigningKey } from './signingKey';

export interface CustomerAccountContext {
  services: Services;
  sessions: CustomerAccountSessions;
  key: SigningKey;
  clock: Clock;
}
