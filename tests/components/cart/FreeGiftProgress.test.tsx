import { render, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { FreeGiftProgress } from '../../../src/components/cart/FreeGiftProgress';
import { env } from '../../../src/config/env';
import type { CartLineView } from '../../../src/features/cart/rules/lines';
import { clearStorefrontCache } from '../../../src/storefront/client';
import { failing } from '../../msw/fixtures/catalogue';
import { server } from '../../msw/node';

const storefront = graphql.link(env.storefrontEndpoint);

/** The shop's own (US) prices of the variants, as VariantShopPrices answers them. */
function shopPrices(amounts: Record<string, string>) {
  const calls: Array<{ ids: string[]; country: unknown }> = [];
  server.use(
    storefront.query('VariantShopPrices', ({ variables }) => {
      calls.push({ ids: variables.ids as string[], country: variables.country });
      return HttpResponse.json({
        data: { nodes: (variables.ids as string[]).map((id) => (amounts[id] ? { id, price: { amount: amounts[id], currencyCode: 'USD' } } : null)) },
      });
    }),
  );
  return calls;
}

const glamz = (merchandiseId: string, amount: string, currencyCode: string, quantity = 1): CartLineView => ({
  id: `line-${merchandiseId}`,
  quantity,
  kind: 'product',
  merchandiseId,
  variantTitle: 'M',
  selectedOptions: [],
  productTitle: 'Glamz piece',
  handle: 'glamz-piece',
  image: null,
  unitPrice: { amount, currencyCode },
  compareAtUnitPrice: null,
  total: { amount: String(Number(amount) * quantity), currencyCode },
  discounts: [],
  promo: 'glamz',
  attributes: [],
});

describe('the Glamz free-gift banner', () => {
  beforeEach(() => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    clearStorefrontCache();
  });

  it('states a yen cart’s threshold as the yen equivalent of US$115, at the rate of its own prices', async () => {
    const calls = shopPrices({ 'gid://shopify/ProductVariant/1': '72.0' });
    render(<FreeGiftProgress lines={[glamz('gid://shopify/ProductVariant/1', '10400.0', 'JPY')]} currencyCode="JPY" />);
    // 115 × 10,400 / 72 = ¥16,611; ¥6,211 to go.
    expect(await screen.findByText('Spend ¥6,211 more on Glamz for a free bikini charm pack')).toBeInTheDocument();
    expect(screen.getByText(/\(\$115\.00 USD, about ¥16,611 in your currency\)/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Glamz free gift progress' })).toHaveAttribute('max', '16611');
    expect(calls).toEqual([{ ids: ['gid://shopify/ProductVariant/1'], country: 'US' }]);
  });

  it('keeps 115 in the shop’s own currency without asking anything', () => {
    const calls = shopPrices({});
    render(<FreeGiftProgress lines={[glamz('gid://shopify/ProductVariant/1', '60.0', 'USD')]} currencyCode="USD" />);
    expect(screen.getByText('Spend $55.00 more on Glamz for a free bikini charm pack')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('promises no amount in the cart’s currency when the shop’s prices cannot be had', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(failing('VariantShopPrices'));
    render(<FreeGiftProgress lines={[glamz('gid://shopify/ProductVariant/1', '10400.0', 'JPY')]} currencyCode="JPY" />);
    expect(await screen.findByText('Glamz pieces worth $115.00 USD or more earn a free bikini charm pack')).toBeInTheDocument();
    expect(screen.queryByText(/¥115/)).not.toBeInTheDocument();
  });
});
