/** What every resolver receives: the app's services and the buyer context of @inContext. */
import type { Services } from '../services';

export interface RequestContext {
  services: Services;
  /** ISO country code of @inContext(country:), US by default. */
  country: string;
  language: string;
  /** Presentment currency for that country. */
  currency: string;
  /** Who is asking (the request's IP), for per-client limits such as failed sign-ins; null when unknown. */
  client: string | null;
}
