import fc from 'fast-check';
import { COUNTRY_LABEL_ATTRIBUTE, COUNTRY_LABEL_VARIABLE } from '../../src/lib/countryLabelAttribute';
import { countryCurrencyTable, countryLabelFlagScript } from '../../src/lib/countryLabelFlag';
import { COUNTRY_CURRENCIES } from '../../src/lib/countryTable.generated';

describe('countryLabelFlagScript', () => {
  const html = document.documentElement;
  /** The label the header shows before start-up, or null when the build's stays. */
  const at = (url: string, stored: string | null): string | null => {
    window.history.replaceState(null, '', url);
    if (stored === null) localStorage.removeItem('userCountry');
    else localStorage.setItem('userCountry', stored);
    html.removeAttribute(COUNTRY_LABEL_ATTRIBUTE);
    html.style.removeProperty(COUNTRY_LABEL_VARIABLE);
    new Function(countryLabelFlagScript('userCountry'))();
    return html.hasAttribute(COUNTRY_LABEL_ATTRIBUTE) ? html.style.getPropertyValue(COUNTRY_LABEL_VARIABLE) : null;
  };

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('labels a stored country with its code and currency, as the button does', () => {
    expect(at('/', '{"countryCode":"DE"}')).toBe('"DE · EUR"');
    expect(at('/', '{"countryCode":"jp"}')).toBe('"JP · JPY"');
    expect(at('/?country=gb', '{"countryCode":"DE"}')).toBe('"GB · GBP"');
  });

  it('leaves the build’s label for the default country, no country, unknown codes and unreadable storage', () => {
    expect(at('/', '{"countryCode":"US"}')).toBeNull();
    expect(at('/', null)).toBeNull();
    expect(at('/', '{not json')).toBeNull();
    expect(at('/', '{"countryCode":"XX"}')).toBeNull();
    expect(at('/', '{"countryCode":"EUR"}')).toBeNull();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(at('/', '{"countryCode":"DE"}')).toBeNull();
  });

  it('knows every supported country’s currency', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CURRENCIES.filter(([code]) => code !== 'US')), ([code, currency]) => {
        expect(at('/', JSON.stringify({ countryCode: code }))).toBe(`"${code} · ${currency}"`);
      }),
    );
  });

  it('stays small: it runs in every page’s head', () => {
    expect(countryCurrencyTable().length).toBe(COUNTRY_CURRENCIES.length * 6);
    expect(countryLabelFlagScript('userCountry').length).toBeLessThan(1_800);
  });
});
