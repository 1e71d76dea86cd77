/** The delivery settings written into the Shipping and tariffs pages (storefront-local/shops/blue-bay/content/shopFacts.ts). */
import { expandShopFacts, pageMoney } from '../../../../../storefront-local/shops/blue-bay/content/shopFacts';
import { loadShopContent } from '../../../../../storefront-local/shops/blue-bay/content/seed';
import { zoneAmountIn } from '../../../../../storefront-local/carts/shipping';
import { SHIPPING_ZONES } from '../../../../../storefront-local/shops/blue-bay/shippingZones';

const expand = (markdown: string) => {
  const problems: string[] = [];
  return { text: expandShopFacts(markdown, (p) => problems.push(p)), problems };
};

describe('shop facts in page bodies', () => {
  it('writes every zone’s rate and threshold from the table the checkout charges from', () => {
    const { text, problems } = expand('{{ shipping_rates }}');
    expect(problems).toEqual([]);
    for (const zone of SHIPPING_ZONES) {
      const { standard } = zone.services;
      expect(text).toContain(`| ${zone.name} | ${pageMoney(standard.rateMinor, zone.currencyCode)} | ${pageMoney(standard.freeFromMinor!, zone.currencyCode)} |`);
    }
    expect(text).toContain('| United States | US$6.95 | US$100 |');
    expect(text).toContain('| Rest of the world | US$25 | US$200 |');
  });

  it('lists converted amounts for shoppers paying in another currency, as the checkout converts them', () => {
    const { text } = expand('{{ shipping_rates_in_your_currency }}');
    expect(text).toContain(`<td>Rest of the world</td><td>Japanese Yen (JPY)</td><td>${pageMoney(zoneAmountIn(2500, 'USD', 'JPY'), 'JPY')}</td><td>¥28,800</td>`);
    expect(text).toContain('<td>European Union</td><td>Swedish Krona (SEK)</td>');
  });

  it('states duty and tax rules for duties-paid zones only', () => {
    const { text } = expand('{{ duties_paid }}');
    expect(text).toContain('**United Kingdom:** duties paid (DDP). VAT at 20% on your items, shipping and duty, and import duty of 12% on items worth more than £135 after discounts.');
    expect(text).toContain('Germany 19%');
    expect(text).not.toContain('Rest of the world');
  });

  it('reports an unknown placeholder instead of printing it', () => {
    const { text, problems } = expand('Rate: {{ shiping_rates }}');
    expect(text).toBe('Rate: ');
    expect(problems).toEqual([expect.stringContaining('unknown placeholder {{ shiping_rates }}')]);
  });

  it('leaves no placeholder in the shop’s pages and policies', () => {
    const content = loadShopContent();
    const bodies = [...content.pages.map((p) => p.body), ...content.policies.map((p) => p.body)];
    for (const body of bodies) expect(body).not.toMatch(/\{\{/);
    const shipping = content.policies.find((p) => p.handle === 'shipping-policy')!.body;
    expect(shipping).toContain('<td>£9.95</td>');
  });
});
