import { browserNavigation, onCountryChange, selectedCountry, useCountry } from '../../src/stores/country';

/** Resets the store (which also writes storage), then puts `stored` in storage and rehydrates. */
async function freshStore(stored?: string) {
  useCountry.setState({ countryCode: 'US', dialogOpen: false });
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem('userCountry', stored);
  await useCountry.persist.rehydrate();
}

describe('country store', () => {
  beforeEach(() => {
    vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  });

  it('defaults to the US entry', async () => {
    await freshStore();
    expect(useCountry.getState().countryCode).toBe('US');
    expect(selectedCountry(useCountry.getState()).currencyCode).toBe('USD');
  });

  it('restores the stored choice from userCountry', async () => {
    await freshStore(JSON.stringify({ countryCode: 'GB' }));
    expect(useCountry.getState().countryCode).toBe('GB');
  });

  it('falls back to US when the stored value is corrupted or foreign', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const raw of ['{oops', JSON.stringify({ countryCode: 'ZZ' }), JSON.stringify(['GB'])]) {
      await freshStore(raw);
      expect(useCountry.getState().countryCode).toBe('US');
    }
  });

  it('saves the choice as {countryCode}, lets listeners update the cart, then reloads', async () => {
    await freshStore();
    const order: string[] = [];
    const off = onCountryChange(async (code) => {
      order.push(`listener:${code}:${localStorage.getItem('userCountry')}`);
    });
    vi.mocked(browserNavigation.reload).mockImplementation(() => order.push('reload'));
    await useCountry.getState().select('AU');
    off();
    expect(JSON.parse(localStorage.getItem('userCountry') ?? 'null')).toEqual({ countryCode: 'AU' });
    expect(order).toEqual(['listener:AU:{"countryCode":"AU"}', 'reload']);
  });

  it('still reloads when a listener fails', async () => {
    await freshStore();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const off = onCountryChange(() => Promise.reject(new Error('offline')));
    await useCountry.getState().select('GB');
    off();
    expect(browserNavigation.reload).toHaveBeenCalledOnce();
    expect(useCountry.getState().countryCode).toBe('GB');
  });

  it('sends PH shoppers to the regional store', async () => {
    await freshStore();
    await useCountry.getState().select('PH');
    expect(browserNavigation.assign).toHaveBeenCalledWith('https://ph.bluebayswim.example/');
    expect(browserNavigation.reload).not.toHaveBeenCalled();
  });

  it('ignores unsupported countries', async () => {
    await freshStore();
    await useCountry.getState().select('XX');
    expect(useCountry.getState().countryCode).toBe('US');
    expect(browserNavigation.reload).not.toHaveBeenCalled();
  });
});
