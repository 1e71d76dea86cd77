/** Blue Bay's delivery settings (storefront-local/shops/blue-bay/shippingZones.ts) and what the checkout charges from them (carts/shipping.ts). */
import fc from 'fast-check';
import { MARKET_CURRENCIES } from '../../../storefront-local/markets/marketTable';
import { currencyForCountry } from '../../../storefront-local/pricing/currency';
import {
  checkoutCharges,
  shippingZoneFor,
  zoneAmountIn,
} from '../../../storefront-local/carts/shipping';
import { EU_VAT_PERCENT, SHIPPING_ZONES } from '../../../storefront-local/shops/blue-bay/shippingZones';

const COUNTRIES = MARKET_CURRENCIES.map(([code]) => code);

describe('shipping zones', () => {
  it('puts every market country in exactly one zone; the rest of the world takes the others', () => {
    const listed = SHIPPING_ZONES.flatMap((z) => (z.countries === 'rest' ? [] : z.countries));
    expect(new Set(listed).size).toBe(listed.length);
    for (const code of listed) expect(COUNTRIES).toContain(code);
    expect(shippingZoneFor(SHIPPING_ZONES, 'JP').id).toBe('ROW');
    expect(shippingZoneFor(SHIPPING_ZONES, 'DE').id).toBe('EU');
    expect(shippingZoneFor(SHIPPING_ZONES, 'gb').id).toBe('GB');
    expect(shippingZoneFor(SHIPPING_ZONES, null).id).toBe('US');
  });

  it('sets each zone in the currency its main market pays in, and every EU country has a VAT rate', () => {
    for (const zone of SHIPPING_ZONES.filter((z) => z.countries !== 'rest')) {
      expect(currencyForCountry((zone.countries as string[])[0])).toBe(zone.currencyCode);
    }
    for (const code of shippingZoneFor(SHIPPING_ZONES, 'FR').countries as string[]) expect(EU_VAT_PERCENT[code]).toBeGreaterThan(0);
  });

  it('states sensible numbers: rates below thresholds, express dearer than standard', () => {
    for (const zone of SHIPPING_ZONES) {
      const { standard, express } = zone.services;
      expect(standard.rateMinor).toBeLessThan(standard.freeFromMinor!);
      // Every Blue Bay zone offers express.
      expect(express!.rateMinor).toBeGreaterThan(standard.rateMinor);
      expect(express!.freeFromMinor).toBeNull();
    }
  });
});

describe('zoneAmountIn', () => {
  it('keeps an amount in its own currency, and converts through the shop currency otherwise', () => {
    expect(zoneAmountIn(995, 'GBP', 'GBP')).toBe(995);
    // ROW's US$25 and US$200 for a shopper paying in yen (144 per dollar).
    expect(zoneAmountIn(2500, 'USD', 'JPY')).toBe(3600);
    expect(zoneAmountIn(20_000, 'USD', 'JPY')).toBe(28_800);
  });
});

describe('checkoutCharges', () => {
  it('charges the zone rate below the threshold and nothing from it, in the zone currency', () => {
    expect(checkoutCharges(SHIPPING_ZONES, 'GB', 9_999, 'GBP').shipping.minor).toBe(995);
    expect(checkoutCharges(SHIPPING_ZONES, 'GB', 10_000, 'GBP').shipping.minor).toBe(0);
    expect(checkoutCharges(SHIPPING_ZONES, 'JP', 28_799, 'JPY').shipping.minor).toBe(3600);
    expect(checkoutCharges(SHIPPING_ZONES, 'JP', 28_800, 'JPY').shipping.minor).toBe(0);
    expect(checkoutCharges(SHIPPING_ZONES, 'US', 5_000, 'USD', 'express').shipping.minor).toBe(1800);
  });

  it('adds duty over the threshold and tax on goods, shipping and duty in duties-paid zones only', () => {
    const uk = checkoutCharges(SHIPPING_ZONES, 'GB', 20_000, 'GBP');
    expect(uk.duties.minor).toBe(2_400);
    expect(uk.taxes.minor).toBe(Math.round((20_000 + 0 + 2_400) * 0.2));
    expect(uk.taxName).toBe('VAT');
    const smallUk = checkoutCharges(SHIPPING_ZONES, 'GB', 5_000, 'GBP');
    expect(smallUk.duties.minor).toBe(0);
    expect(smallUk.taxes.minor).toBe(Math.round((5_000 + 995) * 0.2));
    expect(checkoutCharges(SHIPPING_ZONES, 'DE', 5_000, 'EUR').taxPercent).toBe(19);
    expect(checkoutCharges(SHIPPING_ZONES, 'US', 50_000, 'USD')).toMatchObject({ duties: { minor: 0 }, taxes: { minor: 0 }, taxName: null });
    expect(checkoutCharges(SHIPPING_ZONES, 'JP', 500_000, 'JPY')).toMatchObject({ duties: { minor: 0 }, taxes: { minor: 0 } });
  });

  it('never contradicts the stated threshold: free exactly from it, the stated rate below it, in any currency', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.integer({ min: 0, max: 10_000_000 }), (country, merchandise) => {
        const currency = currencyForCountry(country);
        const zone = shippingZoneFor(SHIPPING_ZONES, country);
        const { shipping, duties, taxes } = checkoutCharges(SHIPPING_ZONES, country, merchandise, currency);
        const threshold = zoneAmountIn(zone.services.standard.freeFromMinor!, zone.currencyCode, currency);
        const rate = zoneAmountIn(zone.services.standard.rateMinor, zone.currencyCode, currency);
        expect(shipping.minor).toBe(merchandise >= threshold ? 0 : rate);
        expect(shipping.currencyCode).toBe(currency);
        if (zone.customs !== 'DDP') expect(duties.minor + taxes.minor).toBe(0);
        if (zone.duties) {
          const over = zoneAmountIn(zone.duties.dutyOverMinor, zone.currencyCode, currency);
          expect(duties.minor > 0).toBe(merchandise > over && Math.round((merchandise * zone.duties.dutyPercent) / 100) > 0);
        }
      }),
      { numRuns: 500 },
    );
  });
});
