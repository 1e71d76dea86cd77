import type { CartFragment, ProductPricesQuery } from '../../src/storefront/generated/storefront.generated';

type PricedProduct = Extract<ProductPricesQuery['nodes'][number], { priceRange: unknown }>;

// The Storefront API's custom scalars arrive as JSON strings (a Decimal is "12.0", a URL and a DateTime
// are text): the generated types say so instead of `any`, so mapping code cannot treat them as numbers
// unnoticed. Checked by the type checker (`npm run typecheck`); https://shopify.dev/docs/api/storefront/latest/scalars/Decimal
describe('generated Storefront types', () => {
  it('type Decimal, URL and DateTime as strings', () => {
    expectTypeOf<PricedProduct['priceRange']['minVariantPrice']['amount']>().toEqualTypeOf<string>();
    expectTypeOf<CartFragment['checkoutUrl']>().toEqualTypeOf<string>();
    expectTypeOf<CartFragment['updatedAt']>().toEqualTypeOf<string>();
  });
});
