/**
 * The visitor's consent as Shopify keeps it in the first-party `_tracking_consent` cookie: URI-encoded
 * JSON in the shape Shopify's consent-tracking-api writes (version 2.1: `con.CMP` holds `a` analytics,
 * `m` marketing, `p` preferences and `s` sale of data as "1", "0" or "" for no choice yet, beside the
 * region and regulation that applied). The Storefront API's `VisitorConsent` input says true accepts,
 * false declines and null expresses no preference:
 * https://shopify.dev/docs/api/storefront/latest/input-objects/VisitorConsent
 */
import { randomUUID } from 'node:crypto';

export const TRACKING_CONSENT_COOKIE = '_tracking_consent';

export interface VisitorConsent {
  analytics: boolean | null;
  marketing: boolean | null;
  preferences: boolean | null;
  saleOfData: boolean | null;
}

export interface TrackingConsent {
  consent: VisitorConsent;
  /** ISO country the visitor was in (chose) when the consent was recorded; '' when unknown. */
  region: string;
  /** 'GDPR' where a banner must ask first (EU/EEA, UK, Switzerland); '' elsewhere. */
  regulation: string;
  consentId: string;
}

export const NO_CONSENT: VisitorConsent = { analytics: null, marketing: null, preferences: null, saleOfData: null };

/** EU members, the rest of the EEA (Iceland, Liechtenstein, Norway), the United Kingdom and Switzerland. */
export const CONSENT_BANNER_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL',
  'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'GB', 'CH',
]);

export const regulationFor = (country: string): string => (CONSENT_BANNER_COUNTRIES.has(country.toUpperCase()) ? 'GDPR' : '');

const FLAG = { true: '1', false: '0' } as const;
const flag = (value: boolean | null): string => (value === null ? '' : FLAG[`${value}`]);
const unflag = (value: unknown): boolean | null => (value === '1' ? true : value === '0' ? false : null);

/** The cookie's value (URI-encoded JSON, with no comma or quote, so it may also travel in Server-Timing). */
export function encodeTrackingConsent(state: TrackingConsent): string {
  const { consent } = state;
  return encodeURIComponent(
    JSON.stringify({
      v: '2.1',
      con: { CMP: { a: flag(consent.analytics), m: flag(consent.marketing), p: flag(consent.preferences), s: flag(consent.saleOfData) } },
      region: state.region,
      reg: state.regulation,
      consent_id: state.consentId,
    }),
  );
}

/** Null for a missing or damaged cookie: the visitor then counts as not having chosen. */
export function decodeTrackingConsent(value: string | undefined): TrackingConsent | null {
  if (!value) return null;
  try {
    const json = JSON.parse(decodeURIComponent(value)) as { con?: { CMP?: Record<string, unknown> }; region?: unknown; reg?: unknown; consent_id?: unknown };
    const cmp = json.con?.CMP;
    if (!cmp || typeof cmp !== 'object') return null;
    return {
      consent: { analytics: unflag(cmp.a), marketing: unflag(cmp.m), preferences: unflag(cmp.p), saleOfData: unflag(cmp.s) },
      region: typeof json.region === 'string' ? json.region : '',
      regulation: typeof json.reg === 'string' ? json.reg : '',
      consentId: typeof json.consent_id === 'string' && json.consent_id ? json.consent_id : randomUUID(),
    };
  } catch {
    return null;
  }
}

/** A new choice over an old one: a purpose left out (null) keeps what the visitor chose before. */
export function mergeConsent(previous: VisitorConsent, next: Partial<Record<keyof VisitorConsent, boolean | null | undefined>>): VisitorConsent {
  const pick = (key: keyof VisitorConsent) => (typeof next[key] === 'boolean' ? (next[key] as boolean) : previous[key]);
  return { analytics: pick('analytics'), marketing: pick('marketing'), preferences: pick('preferences'), saleOfData: pick('saleOfData') };
}
