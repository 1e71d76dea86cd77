/**
 * Shopify's Customer Privacy API in the browser: where its script lives, loading it, and the
 * part of `window.Shopify.customerPrivacy` the site uses. The consent store (consent.ts) drives it.
 * https://shopify.dev/docs/api/customer-privacy
 */
import { yieldToMain } from '../browser/idle';
import { env } from '../config/env';
import type { VisitorConsentAnswers } from '../lib/consent';

/** The documented methods of `window.Shopify.customerPrivacy` the site calls. */
export interface CustomerPrivacyApi {
  setTrackingConsent: (consent: Record<string, unknown>, callback?: (result?: { error: string }) => void) => void;
  currentVisitorConsent: () => VisitorConsentAnswers;
  analyticsProcessingAllowed: () => boolean;
  marketingAllowed: () => boolean;
  preferencesProcessingAllowed: () => boolean;
  saleOfDataAllowed: () => boolean;
  shouldShowBanner: () => boolean;
  getRegion?: () => string;
}

declare global {
  interface Window {
    Shopify?: { customerPrivacy?: CustomerPrivacyApi };
  }
}

/** The privacy script: the local storefront's on a local stack, Shopify's otherwise (config/env.ts). */
export const customerPrivacyApiUrl = (): string => env.customerPrivacyApiUrl;

/** Where analytics go: the site's own origin, which hands them to the shop's monorail endpoint. */
export const monorailEndpoint = (): string => env.monorailEndpoint;

const SCRIPT_ID = 'customer-privacy-api';
/** The script may define the API a little after its load event (it loads parts of itself). */
const DEFINE_WAIT_MS = 3000;

const current = (): CustomerPrivacyApi | null => (typeof window !== 'undefined' ? (window.Shopify?.customerPrivacy ?? null) : null);

function waitForDefinition(): Promise<CustomerPrivacyApi | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      const api = current();
      if (api || Date.now() - started > DEFINE_WAIT_MS) resolve(api);
      else setTimeout(check, 50);
    };
    check();
  });
}

/**
 * Loads the script and resolves with the API, or null when it could not load (offline, blocked by an
 * extension): the site then treats the visitor as not having consented. The consent store asks once
 * and asks again after a failure; a failed script leaves the page, so the next try starts clean.
 */
export function loadCustomerPrivacyApi(url = customerPrivacyApiUrl()): Promise<CustomerPrivacyApi | null> {
  const ready = current();
  if (ready) return Promise.resolve(ready);
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = url;
  script.async = true;
  return new Promise<CustomerPrivacyApi | null>((resolve) => {
    // The consent flows go on in a task of their own, not in the one that ran Shopify's script.
    script.addEventListener('load', () => void yieldToMain().then(waitForDefinition).then(resolve));
    script.addEventListener('error', () => {
      console.warn('The Customer Privacy API did not load; no analytics will be sent');
      resolve(null);
    });
    document.head.appendChild(script);
  }).then((api) => {
    if (!api) script.remove();
    return api;
  });
}
