/** What every resolver receives: the app's services and the buyer context of @inContext. */
import type { VisitorConsent } from '../privacy/trackingConsent';
import type { VisitorPrivacy } from '../privacy/visitorPrivacy';
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
  /** @inContext(visitorConsent:) of the operation: the buyer's choices for the cart's checkout; null when not given. */
  visitorConsent?: VisitorConsent | null;
  /** The visitor's tracking tokens and consent cookies (HTTP requests only). */
  privacy?: VisitorPrivacy;
}
