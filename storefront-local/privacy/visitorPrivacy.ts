/**
 * One Storefront API request's tracking: the visitor's unique token (`_y`, kept for the visitor) and
 * visit token (`_s`, new after 30 minutes without a request), returned in `Server-Timing` as
 * shopify.dev/docs/storefronts/headless/hydrogen/migrate/cookies-custom-setup describes and
 * hydrogen-react's getTrackingValues reads them (`_y;desc="…", _s;desc="…", _cmp;desc="…"`), and kept
 * in http-only first-party cookies set through the site's proxy: `_shopify_analytics` (tokens) and
 * `_shopify_marketing` (with marketing consent). `_cmp` (the consent) is there once the visitor has a
 * `_tracking_consent` cookie, which the `consentManagement` query of the `unstable` version sets.
 */
import { randomUUID } from 'node:crypto';
import {
  decodeTrackingConsent,
  encodeTrackingConsent,
  mergeConsent,
  NO_CONSENT,
  regulationFor,
  TRACKING_CONSENT_COOKIE,
  type TrackingConsent,
  type VisitorConsent,
} from './trackingConsent';

export const ANALYTICS_COOKIE = '_shopify_analytics';
export const MARKETING_COOKIE = '_shopify_marketing';
/** The shopper's chosen country, written by the site. */
export const LOCALIZATION_COOKIE = 'localization';
export const VISIT_TIMEOUT_MS = 30 * 60 * 1000;
const YEAR_S = 365 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseCookies(header: string | string[] | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of [header ?? ''].flat().join(';').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !(name in cookies)) cookies[name] = part.slice(at + 1).trim();
  }
  return cookies;
}

interface Tokens {
  uniqueToken: string;
  visitToken: string;
  lastSeenMs: number;
}

function readTokens(value: string | undefined): Tokens | null {
  const [y, s, seen] = (value ?? '').split('.');
  const lastSeenMs = Number(seen);
  return y && s && UUID.test(y) && UUID.test(s) && Number.isFinite(lastSeenMs) ? { uniqueToken: y, visitToken: s, lastSeenMs } : null;
}

export interface ConsentCookies {
  cookieDomain: string;
  trackingConsentCookie: string;
  shopifyAnalyticsCookie: string | null;
  shopifyEssentialCookie: string | null;
  landingPageCookie: string | null;
  origReferrerCookie: string | null;
  shopifyUnique: string;
  shopifyVisit: string;
}

export interface VisitorRequest {
  cookies: Record<string, string>;
  /** X-Shopify-UniqueToken / X-Shopify-VisitToken a client sends from earlier answers. */
  uniqueTokenHeader?: string;
  visitTokenHeader?: string;
  /** The host the cookies are for (the site's, through its proxy). */
  host: string;
  now: number;
}

export class VisitorPrivacy {
  readonly uniqueToken: string;
  readonly visitToken: string;
  private tracking: TrackingConsent | null;
  private consentChanged = false;

  constructor(private readonly request: VisitorRequest) {
    const kept = readTokens(request.cookies[ANALYTICS_COOKIE]);
    const headerY = request.uniqueTokenHeader && UUID.test(request.uniqueTokenHeader) ? request.uniqueTokenHeader : null;
    const headerS = request.visitTokenHeader && UUID.test(request.visitTokenHeader) ? request.visitTokenHeader : null;
    this.uniqueToken = kept?.uniqueToken ?? headerY ?? randomUUID();
    const visitGoesOn = kept ? request.now - kept.lastSeenMs < VISIT_TIMEOUT_MS : headerS !== null;
    this.visitToken = visitGoesOn ? (kept?.visitToken ?? (headerS as string)) : randomUUID();
    this.tracking = decodeTrackingConsent(request.cookies[TRACKING_CONSENT_COOKIE]);
  }

  /** The country the shopper chose on the site (`localization` cookie), '' when unknown. */
  get country(): string {
    const value = (this.request.cookies[LOCALIZATION_COOKIE] ?? '').toUpperCase();
    return /^[A-Z]{2}$/.test(value) ? value : '';
  }

  get consent(): VisitorConsent {
    return this.tracking?.consent ?? NO_CONSENT;
  }

  /** The `consentManagement.cookies(visitorConsent:)` answer: records the choice and names the cookies. */
  applyConsent(input: Partial<Record<keyof VisitorConsent, boolean | null | undefined>>): ConsentCookies {
    const country = this.country || this.tracking?.region || '';
    this.tracking = {
      consent: mergeConsent(this.consent, input),
      region: country,
      regulation: regulationFor(country),
      consentId: this.tracking?.consentId ?? randomUUID(),
    };
    this.consentChanged = true;
    return {
      cookieDomain: this.request.host,
      trackingConsentCookie: encodeTrackingConsent(this.tracking),
      shopifyAnalyticsCookie: this.analyticsValue(),
      shopifyEssentialCookie: null,
      landingPageCookie: null,
      origReferrerCookie: null,
      shopifyUnique: this.uniqueToken,
      shopifyVisit: this.visitToken,
    };
  }

  private analyticsValue(): string {
    return `${this.uniqueToken}.${this.visitToken}.${this.request.now}`;
  }

  /** `Server-Timing` for the answer. */
  serverTiming(): string {
    const entries = [`_y;desc="${this.uniqueToken}"`, `_s;desc="${this.visitToken}"`];
    if (this.tracking) entries.push(`_cmp;desc="${encodeTrackingConsent(this.tracking)}"`);
    return entries.join(', ');
  }

  /** `Set-Cookie` values for the answer (the proxy drops any Domain, so they are the site's). */
  setCookies(): string[] {
    const base = 'Path=/; SameSite=Lax';
    const consent = this.consent;
    // Declined analytics keeps the tokens for this browser session only.
    const analyticsAge = consent.analytics === false ? '' : `; Max-Age=${YEAR_S}`;
    const cookies = [`${ANALYTICS_COOKIE}=${this.analyticsValue()}; ${base}${analyticsAge}; HttpOnly`];
    if (consent.marketing === true && !this.request.cookies[MARKETING_COOKIE]) cookies.push(`${MARKETING_COOKIE}=${randomUUID()}; ${base}; Max-Age=${YEAR_S}; HttpOnly`);
    if (consent.marketing === false && this.request.cookies[MARKETING_COOKIE]) cookies.push(`${MARKETING_COOKIE}=; ${base}; Max-Age=0; HttpOnly`);
    // The Customer Privacy API reads this one in the page, so it is not http-only.
    if (this.tracking && this.consentChanged) cookies.push(`${TRACKING_CONSENT_COOKIE}=${encodeTrackingConsent(this.tracking)}; ${base}; Max-Age=${YEAR_S}`);
    return cookies;
  }
}
