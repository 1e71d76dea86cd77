/** The shop's delivery options (storefront-local/carts/delivery.ts) from its zones, for any country and order. */
import fc from 'fast-check';
import { deliveryOptions } from '../../../storefront-local/carts/delivery';
import { shippingZoneFor } from '../../../storefront-local/carts/shipping';
import { SHIPPING_ZONES } from '../../../storefront-local/shops/blue-bay/shippingZones';

describe('deliveryOptions', () => {
  it('offers standard then express; standard is free exactly from the zone threshold; express never is', () => {
    fc.assert(
      fc.property(fc.constantFrom('US', 'AU', 'GB', 'JP', 'DE', null), fc.integer({ min: 0, max: 100_000 }), (country, merchandise) => {
        const currency = shippingZoneFor(SHIPPING_ZONES, country).currencyCode;
        const [standard, express] = deliveryOptions(SHIPPING_ZONES, country, merchandise, currency);
        expect([standard?.handle, express?.handle]).toEqual(['standard', 'express']);
        expect(standard!.cost.minor === 0).toBe(merchandise >= shippingZoneFor(SHIPPING_ZONES, country).services.standard.freeFromMinor!);
        expect(express!.cost.minor).toBeGreaterThan(0);
        expect(express!.cost.minor).toBeGreaterThan(standard!.cost.minor);
      }),
    );
  });

  it('prices the shop country (also the default) below other countries', () => {
    const [domestic] = deliveryOptions(SHIPPING_ZONES, 'US', 0, 'USD');
    expect(deliveryOptions(SHIPPING_ZONES, null, 0, 'USD')[0]).toEqual(domestic);
    expect(deliveryOptions(SHIPPING_ZONES, 'AU', 0, 'USD')[0]!.cost.minor).toBeGreaterThan(domestic!.cost.minor);
  });
});
