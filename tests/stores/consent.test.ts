/**
 * The consent store against a privacy API that behaves as shopify.dev documents it
 * (https://shopify.dev/docs/api/customer-privacy): the banner where the region asks for consent,
 * nothing allowed there until the visitor accepts, the choice kept and given to the API.
 */
import { analyticsPermitted, startConsent, useConsent } from '../../src/stores/consent';
import { CONSENT_STORAGE_KEY } from '../../src/stores/consentFlows';
import { notifyCountryChange, useCountry } from '../../src/stores/country';
import { installFakePrivacy, removeFakePrivacy } from './fakeCustomerPrivacy';

async function visitFrom(country: string) {
  localStorage.setItem('userCountry', JSON.stringify({ countryCode: country }));
  await useCountry.persist.rehydrate();
  // What the start-up does before loading the API: tell it the country.
  await notifyCountryChange(country);
}

describe('consent store', () => {
  afterEach(() => removeFakePrivacy());

  it('sets the localization cookie from the selected country, and again when it changes', async () => {
    installFakePrivacy();
    await visitFrom('DE');
    expect(document.cookie).toContain('localization=DE');
    await notifyCountryChange('US');
    expect(document.cookie).toContain('localization=US');
  });

  it('a German visitor sees the banner and nothing is allowed until they accept', async () => {
    const api = installFakePrivacy();
    await visitFrom('DE');
    await startConsent();
    expect(useConsent.getState()).toMatchObject({ status: 'ready', bannerRegion: true, bannerOpen: true, analytics: false });
    await expect(analyticsPermitted()).resolves.toBe(false);

    await useConsent.getState().accept();
    expect(api.calls[0]).toMatchObject({ analytics: true, marketing: true, preferences: true, sale_of_data: true, headlessStorefront: true });
    expect(api.calls[0]).toHaveProperty('storefrontAccessToken');
    expect(useConsent.getState()).toMatchObject({ bannerOpen: false, analytics: true });
    await expect(analyticsPermitted()).resolves.toBe(true);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual({
      country: 'DE',
      choice: { analytics: true, marketing: true, preferences: true, saleOfData: true },
    });
  });

  it('declining keeps analytics off and closes the banner', async () => {
    installFakePrivacy();
    await visitFrom('FR');
    await startConsent();
    await useConsent.getState().decline();
    expect(useConsent.getState()).toMatchObject({ bannerOpen: false, analytics: false, choice: { analytics: false, marketing: false } });
    await expect(analyticsPermitted()).resolves.toBe(false);
  });

  it('saves a mixed choice from the preferences: analytics on, marketing off', async () => {
    const api = installFakePrivacy();
    await visitFrom('GB');
    await startConsent();
    await useConsent.getState().save({ analytics: true, marketing: false, preferences: false, saleOfData: false });
    expect(api.calls.at(-1)).toMatchObject({ analytics: true, marketing: false, preferences: false, sale_of_data: false });
    expect(useConsent.getState().analytics).toBe(true);
    expect(api.marketingAllowed()).toBe(false);
  });

  it('a US visitor gets no banner and analytics are allowed', async () => {
    installFakePrivacy();
    await visitFrom('US');
    await startConsent();
    expect(useConsent.getState()).toMatchObject({ bannerRegion: false, bannerOpen: false, analytics: true });
    await expect(analyticsPermitted()).resolves.toBe(true);
  });

  it('gives the remembered choice back to an API that lost it, without showing the banner', async () => {
    const api = installFakePrivacy();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ country: 'DE', choice: { analytics: false, marketing: false, preferences: true, saleOfData: false } }));
    await visitFrom('DE');
    await startConsent();
    expect(useConsent.getState().bannerOpen).toBe(false);
    expect(api.calls).toHaveLength(1);
    expect(api.answers).toMatchObject({ analytics: 'no', preferences: 'yes' });
    expect(useConsent.getState().analytics).toBe(false);
  });

  it('asks again when the remembered choice was made under another country, or is corrupted', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakePrivacy();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ country: 'US', choice: { analytics: true, marketing: true, preferences: true, saleOfData: true } }));
    await visitFrom('DE');
    await startConsent();
    expect(useConsent.getState().bannerOpen).toBe(true);

    // The next page load: the store as it starts.
    useConsent.setState(useConsent.getInitialState(), true);
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    await startConsent();
    expect(useConsent.getState().bannerOpen).toBe(true);
    expect(warn).toHaveBeenCalled();
  });

  it('without the API (blocked, offline) nothing is allowed and no banner can be answered', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await visitFrom('DE');
    const started = startConsent();
    // The script tag, pointing at the environment's privacy script, fails to load.
    const script = await vi.waitFor(() => {
      const tag = document.getElementById('customer-privacy-api') as HTMLScriptElement | null;
      if (!tag) throw new Error('no script yet');
      return tag;
    });
    expect(script.src).toMatch(/\/consent-tracking-api\.js$/);
    script.dispatchEvent(new Event('error'));
    await started;
    expect(useConsent.getState()).toMatchObject({ status: 'unavailable', analytics: false, bannerOpen: false });
    await expect(analyticsPermitted()).resolves.toBe(false);
  });

  it('a choice the API fails to store keeps the banner open and analytics off', async () => {
    installFakePrivacy({ failSet: true });
    await visitFrom('DE');
    await startConsent();
    await expect(useConsent.getState().accept()).rejects.toThrow();
    expect(useConsent.getState()).toMatchObject({ bannerOpen: true, analytics: false, saving: false });
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });
});
