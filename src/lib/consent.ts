/**
 * The visitor's consent, as Shopify's Customer Privacy API states it, and the decisions the site
 * takes from it: whether the banner shows, whether analytics may leave the browser, and what the
 * checkout is told. Pure: the API itself is loaded by src/stores/consent.ts.
 * https://shopify.dev/docs/api/customer-privacy
 */
import * as v from 'valibot';

/** The four purposes the API and the Storefront API's `VisitorConsent` name. */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  saleOfData: boolean;
}

/** `currentVisitorConsent()`: 'yes', 'no', or '' while the visitor has not said. */
export type ConsentAnswer = 'yes' | 'no' | '';
export interface VisitorConsentAnswers {
  analytics?: ConsentAnswer | string;
  marketing?: ConsentAnswer | string;
  preferences?: ConsentAnswer | string;
  sale_of_data?: ConsentAnswer | string;
}

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true, preferences: true, saleOfData: true };
export const DECLINE_ALL: ConsentChoice = { analytics: false, marketing: false, preferences: false, saleOfData: false };

/** The choice the visitor stated through the API, or null while any purpose is still unanswered. */
export function choiceFromAnswers(answers: VisitorConsentAnswers | null | undefined): ConsentChoice | null {
  if (!answers) return null;
  const read = (answer: string | undefined): boolean | null => (answer === 'yes' ? true : answer === 'no' ? false : null);
  const analytics = read(answers.analytics);
  const marketing = read(answers.marketing);
  const preferences = read(answers.preferences);
  if (analytics === null || marketing === null || preferences === null) return null;
  // Sale of data is only asked where a law gives the right to opt out of it; elsewhere it follows marketing.
  return { analytics, marketing, preferences, saleOfData: read(answers.sale_of_data) ?? marketing };
}

/**
 * What `setTrackingConsent` takes: the purposes by the API's names, plus the headless fields so the
 * API can share the choice with the checkout's domain.
 * https://shopify.dev/docs/api/customer-privacy#collect-and-register-consent
 */
export function trackingConsentInput(
  choice: ConsentChoice,
  headless: { checkoutRootDomain: string; storefrontRootDomain: string; storefrontAccessToken: string },
) {
  return {
    analytics: choice.analytics,
    marketing: choice.marketing,
    preferences: choice.preferences,
    sale_of_data: choice.saleOfData,
    headlessStorefront: true,
    ...headless,
  };
}

/** `@inContext(visitorConsent:)` of the Storefront API: true, false, or null when the visitor has not said. */
export interface VisitorConsentInput {
  analytics: boolean | null;
  marketing: boolean | null;
  preferences: boolean | null;
  saleOfData: boolean | null;
}

export const visitorConsentInput = (choice: ConsentChoice | null): VisitorConsentInput =>
  choice
    ? { analytics: choice.analytics, marketing: choice.marketing, preferences: choice.preferences, saleOfData: choice.saleOfData }
    : { analytics: null, marketing: null, preferences: null, saleOfData: null };

/** `visitorConsent` in `@inContext` exists from this Storefront API version on (the 2025-07 schema has no such argument). */
export const VISITOR_CONSENT_SINCE = '2026-04';
export const checkoutTakesConsent = (apiVersion: string): boolean => apiVersion >= VISITOR_CONSENT_SINCE;

/**
 * What the site's small copy of the choice holds: enough to keep the banner away on the next page
 * before the API has loaded, and to give the choice back to the API if its own cookie went missing.
 */
export const storedConsentSchema = v.object({
  country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  choice: v.object({ analytics: v.boolean(), marketing: v.boolean(), preferences: v.boolean(), saleOfData: v.boolean() }),
});
export type StoredConsent = v.InferOutput<typeof storedConsentSchema>;

/** What the privacy API says once loaded, as far as the banner is concerned. */
export interface PrivacyReading {
  /** `shouldShowBanner()`: the visitor's region asks for consent before tracking. */
  bannerRegion: boolean;
  /** The choice the API holds for this visitor, if any. */
  choice: ConsentChoice | null;
}

export type BannerDecision =
  /** Nothing to ask: outside a consent region, or the API already holds a choice. */
  | { kind: 'hidden' }
  /** The API lost its copy (cookie cleared, another domain); the site's copy is given back, without asking again. */
  | { kind: 'restore'; choice: ConsentChoice }
  /** Ask the visitor. */
  | { kind: 'ask' };

/** Whether to show the banner, from the API's answer and the site's own copy of an earlier choice. */
export function bannerDecision(reading: PrivacyReading, stored: StoredConsent | null, country: string): BannerDecision {
  if (!reading.bannerRegion || reading.choice) return { kind: 'hidden' };
  // A choice made under another country was made under other rules: ask again.
  if (stored && stored.country === country) return { kind: 'restore', choice: stored.choice };
  return { kind: 'ask' };
}

/**
 * Whether analytics may leave the browser: only once the API has answered, and then as it says
 * (`analyticsProcessingAllowed()`). Before it answers, or when it failed to load, nothing is sent.
 */
export const analyticsAllowed = (api: { analyticsProcessingAllowed: () => boolean } | null): boolean => {
  if (!api) return false;
  try {
    return api.analyticsProcessingAllowed() === true;
  } catch {
    return false;
  }
};

/**
 * The first-party `localization` cookie holds the shopper's country (ISO 3166-1 alpha-2); Shopify's
 * scripts read the buyer's region from it. A year, the whole site, sent on top-level navigations.
 */
export function localizationCookie(countryCode: string, secure: boolean): string | null {
  if (!/^[A-Z]{2}$/.test(countryCode)) return null;
  return `localization=${countryCode}; path=/; max-age=31536000; samesite=lax${secure ? '; secure' : ''}`;
}
