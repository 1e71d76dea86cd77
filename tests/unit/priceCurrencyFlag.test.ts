import { FOREIGN_CURRENCY_ATTRIBUTE, priceCurrencyFlagScript, shopCurrency } from '../../src/lib/priceCurrencyFlag';

describe('priceCurrencyFlagScript', () => {
  const run = () => new Function(priceCurrencyFlagScript('userCountry'))();
  const flagged = () => document.documentElement.hasAttribute(FOREIGN_CURRENCY_ATTRIBUTE);
  const at = (url: string, stored: string | null) => {
    window.history.replaceState(null, '', url);
    if (stored === null) localStorage.removeItem('userCountry');
    else localStorage.setItem('userCountry', stored);
    document.documentElement.removeAttribute(FOREIGN_CURRENCY_ATTRIBUTE);
    run();
    return flagged();
  };

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('flags a stored country that pays in another currency than the build’s', () => {
    expect(shopCurrency()).toBe('USD');
    expect(at('/', '{"countryCode":"GB"}')).toBe(true);
    expect(at('/', '{"countryCode":"JP"}')).toBe(true);
  });

  it('leaves the default country, other dollar countries, no country and unreadable storage unflagged', () => {
    expect(at('/', '{"countryCode":"US"}')).toBe(false);
    expect(at('/', '{"countryCode":"EC"}')).toBe(false);
    expect(at('/', null)).toBe(false);
    expect(at('/', '{not json')).toBe(false);
    expect(at('/', '{"countryCode":42}')).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(at('/', '{"countryCode":"GB"}')).toBe(false);
  });

  it('follows a country link first, as start-up does', () => {
    expect(at('/products/x/?country=gb', '{"countryCode":"US"}')).toBe(true);
    expect(at('/?ref=a&country=US', '{"countryCode":"GB"}')).toBe(false);
  });

  it('is tiny: it runs in every page’s head', () => {
    expect(priceCurrencyFlagScript('userCountry').length).toBeLessThan(400);
  });
});
