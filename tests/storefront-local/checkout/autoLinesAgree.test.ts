/**
 * The storefront's automatic lines and the checkout's validation are written apart, as on Shopify (a
 * storefront adds lines; the shop's cart and checkout validation function checks them:
 * https://shopify.dev/docs/api/functions/latest/cart-and-checkout-validation). They must agree: a cart
 * the site settled never meets a refusal at the checkout it ships to.
 */
import fc from 'fast-check';
import { PARTNER_PROMO_VALUE } from '../../../src/config/site';
import { planAutoLines, settleAutoLines } from '../../../src/features/cart/rules/automaticLines';
import type { PromoLine } from '../../../src/features/cart/rules/lines';
import type { AutoLineConfig } from '../../../src/features/cart/rules/automaticLines';
import { checkoutRuleErrors } from '../../../storefront-local/shops/blue-bay/checkoutRules';
import type { CatalogueVariant } from '../../../storefront-local/catalogue/types';
import { PARTNER_PROMO_VALUE as SHOP_PARTNER_PROMO_VALUE, PROMO_GIFT_THRESHOLD_USD, SPECIAL_VARIANT_IDS } from '../../../storefront-local/shops/blue-bay/settings';
import { testStorefront, type TestStorefront } from '../helpers';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

// The site's settings for a shop whose currency is the cart's (USD): its threshold is the shop's.
const config: AutoLineConfig = {
  partnerPromoValue: PARTNER_PROMO_VALUE,
  threshold: PROMO_GIFT_THRESHOLD_USD,
  promoGiftVariantId: SPECIAL_VARIANT_IDS.promoGift,
  countryVariantIds: SPECIAL_VARIANT_IDS.countryLine,
  shippingProtectionVariantId: SPECIAL_VARIANT_IDS.shippingProtection,
};
const automatic = new Set([config.promoGiftVariantId, config.shippingProtectionVariantId, ...Object.values(config.countryVariantIds)]);

function goods(): CatalogueVariant[] {
  const { catalogue } = sf.app.storefront;
  const visible = catalogue.products.filter((p) => !p.hidden).flatMap((p) => p.variants).filter((v) => !automatic.has(v.id));
  // Partner pieces and others, cheap and dear, so the threshold is crossed both ways.
  const partner = visible.filter((v) => catalogue.products[v.productIndex]?.partner).slice(0, 6);
  const other = visible.filter((v) => !catalogue.products[v.productIndex]?.partner).slice(0, 6);
  return [...partner, ...other];
}

const promoLine = (variant: CatalogueVariant, quantity: number, id: string): PromoLine => ({
  id,
  merchandiseId: variant.id,
  quantity,
  promo: sf.app.storefront.catalogue.products[variant.productIndex]?.partner ? SHOP_PARTNER_PROMO_VALUE : null,
  amountPerQuantity: variant.priceCents / 100,
});

function checkoutErrors(lines: readonly { merchandiseId: string; quantity: number }[], country: string): string[] {
  const { catalogue } = sf.app.storefront;
  return checkoutRuleErrors(
    lines.map((l) => ({ variant: catalogue.variantById.get(l.merchandiseId) as CatalogueVariant, line: { quantity: l.quantity } as never })),
    catalogue,
    country,
  );
}

const countries = fc.constantFrom('US', 'AU', 'GB', 'JP', 'DE');

describe('automatic lines and the checkout agree', () => {
  it('uses the same partner value as the shop’s metafield', () => {
    expect(PARTNER_PROMO_VALUE).toBe(SHOP_PARTNER_PROMO_VALUE);
  });

  it('a cart after an add, with the lines the site adds by itself, passes the checkout of its country', () => {
    const pool = goods();
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: pool.length - 1 }), fc.integer({ min: 1, max: 6 })), { minLength: 1, maxLength: 4 }), countries, (picks, country) => {
        const lines = picks.map(([index, quantity], n) => promoLine(pool[index] as CatalogueVariant, quantity, `line-${n}`));
        const plan = planAutoLines([], lines, country, config);
        const final = [...lines, ...plan.add.map((merchandiseId) => ({ merchandiseId, quantity: 1 }))].map((l) => ({ merchandiseId: l.merchandiseId, quantity: Number(l.quantity) }));
        expect(checkoutErrors(final, country)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('a cart that changed country or lost goods, once settled, passes the checkout of its new country', () => {
    const pool = goods();
    const extras = fc.subarray([config.promoGiftVariantId, ...Object.values(config.countryVariantIds)]);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: pool.length - 1 }), fc.integer({ min: 1, max: 6 })), { minLength: 1, maxLength: 4 }), extras, countries, (picks, held, country) => {
        const lines = [
          ...picks.map(([index, quantity], n) => promoLine(pool[index] as CatalogueVariant, quantity, `line-${n}`)),
          ...held.map((merchandiseId, n) => ({ id: `auto-${n}`, merchandiseId, quantity: 1, promo: null, amountPerQuantity: 0 })),
        ];
        const plan = settleAutoLines(lines, country, config);
        const final = [...lines.filter((l) => !plan.remove.includes(l.id ?? '')), ...plan.add.map((merchandiseId) => ({ merchandiseId, quantity: 1 }))].map((l) => ({
          merchandiseId: l.merchandiseId,
          quantity: Number(l.quantity),
        }));
        expect(checkoutErrors(final, country)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
