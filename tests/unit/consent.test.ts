/**
 * Consent decisions, as Shopify's Customer Privacy API (https://shopify.dev/docs/api/customer-privacy)
 * and the Storefront API's VisitorConsent
 * (https://shopify.dev/docs/api/storefront/latest/input-objects/VisitorConsent) state them.
 */
import fc from 'fast-check';
import {
  ACCEPT_ALL,
  DECLINE_ALL,
  analyticsAllowed,
  bannerDecision,
  checkoutTakesConsent,
  choiceFromAnswers,
  localizationCookie,
  trackingConsentInput,
  visitorConsentInput,
} from '../../src/lib/consent';

const choiceArb = fc.record({ analytics: fc.boolean(), marketing: fc.boolean(), preferences: fc.boolean(), saleOfData: fc.boolean() });

describe('choiceFromAnswers', () => {
  it('reads yes/no answers, and is null while any purpose is unanswered', () => {
    expect(choiceFromAnswers({ analytics: 'yes', marketing: 'no', preferences: 'yes', sale_of_data: 'no' })).toEqual({
      analytics: true,
      marketing: false,
      preferences: true,
      saleOfData: false,
    });
    expect(choiceFromAnswers({ analytics: '', marketing: '', preferences: '', sale_of_data: '' })).toBeNull();
    expect(choiceFromAnswers({ analytics: 'yes', marketing: '', preferences: 'yes' })).toBeNull();
    expect(choiceFromAnswers(null)).toBeNull();
  });

  it('lets sale of data follow marketing where it was not asked', () => {
    expect(choiceFromAnswers({ analytics: 'yes', marketing: 'no', preferences: 'no', sale_of_data: '' })?.saleOfData).toBe(false);
    expect(choiceFromAnswers({ analytics: 'yes', marketing: 'yes', preferences: 'no' })?.saleOfData).toBe(true);
  });
});

describe('bannerDecision', () => {
  it('asks a visitor in a consent region who has not chosen', () => {
    expect(bannerDecision({ bannerRegion: true, choice: null }, null, 'DE')).toEqual({ kind: 'ask' });
  });

  it('never shows the banner outside a consent region, nor once the API holds a choice', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(choiceArb, { nil: null }), fc.option(choiceArb, { nil: null }), (region, held, stored) => {
        const decision = bannerDecision({ bannerRegion: region, choice: held }, stored ? { country: 'DE', choice: stored } : null, 'DE');
        if (!region || held) expect(decision).toEqual({ kind: 'hidden' });
        else expect(decision.kind).toBe(stored ? 'restore' : 'ask');
      }),
    );
  });

  it('gives back a remembered choice only for the same country', () => {
    const stored = { country: 'DE', choice: DECLINE_ALL };
    expect(bannerDecision({ bannerRegion: true, choice: null }, stored, 'DE')).toEqual({ kind: 'restore', choice: DECLINE_ALL });
    expect(bannerDecision({ bannerRegion: true, choice: null }, stored, 'FR')).toEqual({ kind: 'ask' });
  });
});

describe('analyticsAllowed', () => {
  it('is false until the API answers, and then what it says', () => {
    expect(analyticsAllowed(null)).toBe(false);
    expect(analyticsAllowed({ analyticsProcessingAllowed: () => false })).toBe(false);
    expect(analyticsAllowed({ analyticsProcessingAllowed: () => true })).toBe(true);
  });

  it('is false when the API throws', () => {
    expect(
      analyticsAllowed({
        analyticsProcessingAllowed: () => {
          throw new Error('not ready');
        },
      }),
    ).toBe(false);
  });
});

describe('what the APIs are told', () => {
  it('setTrackingConsent gets the purposes by the API’s names and the headless fields', () => {
    expect(trackingConsentInput(ACCEPT_ALL, { checkoutRootDomain: 'checkout.example', storefrontRootDomain: 'shop.example', storefrontAccessToken: 't' })).toEqual({
      analytics: true,
      marketing: true,
      preferences: true,
      sale_of_data: true,
      headlessStorefront: true,
      checkoutRootDomain: 'checkout.example',
      storefrontRootDomain: 'shop.example',
      storefrontAccessToken: 't',
    });
  });

  it('the checkout gets true/false per purpose, or null for a visitor who has not said', () => {
    fc.assert(
      fc.property(choiceArb, (choice) => {
        expect(visitorConsentInput(choice)).toEqual(choice);
      }),
    );
    expect(visitorConsentInput(null)).toEqual({ analytics: null, marketing: null, preferences: null, saleOfData: null });
  });

  it('visitorConsent goes into @inContext from 2026-04 on only', () => {
    expect(checkoutTakesConsent('2025-07')).toBe(false);
    expect(checkoutTakesConsent('2026-01')).toBe(false);
    expect(checkoutTakesConsent('2026-04')).toBe(true);
    expect(checkoutTakesConsent('2026-10')).toBe(true);
  });
});

describe('localizationCookie', () => {
  it('holds the country for the whole site for a year, secure on https', () => {
    expect(localizationCookie('DE', false)).toBe('localization=DE; path=/; max-age=31536000; samesite=lax');
    expect(localizationCookie('GB', true)).toMatch(/; secure$/);
  });

  it('refuses anything but a two-letter code (no cookie injection)', () => {
    expect(localizationCookie('de', false)).toBeNull();
    expect(localizationCookie('DE; domain=evil.example', false)).toBeNull();
  });
});
