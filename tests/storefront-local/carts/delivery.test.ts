/** The shop's delivery rates (storefront-local/carts/delivery.ts), for any country and subtotal. */
import fc from 'fast-check';
import { deliveryOptions } from '../../../storefront-local/carts/delivery';
import { FREE_SHIPPING_FROM_USD_CENTS } from '../../../storefront-local/config';

describe('deliveryOptions', () => {
  it('offers standard then express; standard is free exactly from the threshold; express never is', () => {
    fc.assert(
      fc.property(fc.constantFrom('US', 'AU', 'GB', 'JP', null), fc.integer({ min: 0, max: 5 * FREE_SHIPPING_FROM_USD_CENTS }), (country, subtotal) => {
        const [standard, express] = deliveryOptions(country, subtotal, 'USD');
        expect([standard?.handle, express?.handle]).toEqual(['standard', 'express']);
        expect(standard!.cost.minor === 0).toBe(subtotal >= FREE_SHIPPING_FROM_USD_CENTS);
        expect(express!.cost.minor).toBeGreaterThan(0);
        expect(express!.cost.minor).toBeGreaterThan(standard!.cost.minor);
      }),
    );
  });

  it('prices the shop country (also the default) below other countries', () => {
    const [domestic] = deliveryOptions('US', 0, 'USD');
    expect(deliveryOptions(null, 0, 'USD')[0]).toEqual(domestic);
    expect(deliveryOptions('AU', 0, 'USD')[0]!.cost.minor).toBeGreaterThan(domestic!.cost.minor);
  });
});
