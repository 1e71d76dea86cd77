/**
 * A stand-in for Shopify's Customer Privacy API (`window.Shopify.customerPrivacy`) with its documented
 * behaviour: a banner is needed where the visitor's region asks for consent (the EU/EEA, the UK and
 * Switzerland, read from the `localization` cookie) and no choice was made; in such a region nothing
 * is allowed until the visitor says yes; elsewhere processing is allowed unless the visitor said no.
 * `setTrackingConsent` stores the answers and fires `visitorConsentCollected` on `document`.
 * https://shopify.dev/docs/api/customer-privacy
 */
import type { CustomerPrivacyApi } from '../../src/stores/privacyApi';

const CONSENT_REGIONS = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB CH'.split(' '),
);

export interface FakePrivacy extends CustomerPrivacyApi {
  calls: Array<Record<string, unknown>>;
  answers: { analytics: string; marketing: string; preferences: string; sale_of_data: string };
}

const region = (): string => /(?:^|;\s*)localization=([A-Z]{2})/.exec(document.cookie)?.[1] ?? '';

export function installFakePrivacy(options: { failSet?: boolean } = {}): FakePrivacy {
  const answers = { analytics: '', marketing: '', preferences: '', sale_of_data: '' };
  const needsConsent = () => CONSENT_REGIONS.has(region());
  const allowed = (answer: string) => (needsConsent() ? answer === 'yes' : answer !== 'no');
  const fake: FakePrivacy = {
    calls: [],
    answers,
    setTrackingConsent: (consent, callback) => {
      fake.calls.push(consent);
      if (options.failSet) return callback?.({ error: 'storage failed' });
      const yesNo = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : '');
      answers.analytics = yesNo(consent.analytics);
      answers.marketing = yesNo(consent.marketing);
      answers.preferences = yesNo(consent.preferences);
      answers.sale_of_data = yesNo(consent.sale_of_data);
      document.dispatchEvent(new CustomEvent('visitorConsentCollected', { detail: { analyticsAllowed: allowed(answers.analytics) } }));
      callback?.();
    },
    currentVisitorConsent: () => ({ ...answers }),
    analyticsProcessingAllowed: () => allowed(answers.analytics),
    marketingAllowed: () => allowed(answers.marketing),
    preferencesProcessingAllowed: () => allowed(answers.preferences),
    saleOfDataAllowed: () => allowed(answers.sale_of_data),
    shouldShowBanner: () => needsConsent() && answers.analytics === '',
    getRegion: () => region(),
  };
  window.Shopify = { customerPrivacy: fake };
  return fake;
}

export function removeFakePrivacy(): void {
  delete window.Shopify;
  document.cookie = 'localization=; path=/; max-age=0';
}
