import { act, render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { ProductCard } from '../../../src/components/product/ProductCard';
import { ProductGrid } from '../../../src/components/product/ProductGrid';
import { toProductCard } from '../../../src/lib/productCard';
import { useCountry } from '../../../src/stores/country';
import { clearStorefrontCache } from '../../../src/storefront/client';
import { cardNode, failing, pricesServer } from '../../msw/fixtures/catalogue';
import { server } from '../../msw/node';

vi.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

async function chooseCountry(countryCode: string) {
  localStorage.setItem('userCountry', JSON.stringify({ countryCode }));
  await act(() => useCountry.persist.rehydrate());
}

const sale = cardNode({ price: '90.0', compareAt: '120.0', tags: ['swim', 'NEW ARRIVAL', 'BEST SELLER'], finalSale: true, sizes: ['S', 'M', 'L', 'XL', '+'] });

describe('product card', () => {
  beforeEach(async () => {
    // The Storefront client logs each response at debug level.
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    clearStorefrontCache();
    useCountry.setState({ countryCode: 'US' });
    await useCountry.persist.rehydrate();
  });

  it('shows the name, print, labels, final and regular price with the discount, final sale and sizes', () => {
    render(<ProductCard product={toProductCard(sale)} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Marina Top – Coral Reef' })).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Labels' })).toHaveTextContent('NEW ARRIVALBEST SELLER');
    expect(card).toHaveTextContent('Sale price$90.00Regular price$120.00−25%');
    expect(within(card).getByText('Final sale')).toBeInTheDocument();
    expect(card).toHaveTextContent('Sizes: S · M · L · XL · +');
  });

  it('links to the product page and offers the wishlist heart', () => {
    render(<ProductCard product={toProductCard(sale)} />);
    expect(screen.getByRole('link', { name: 'Marina Top – Coral Reef' })).toHaveAttribute('href', '/products/marina-top-coral-reef/');
    expect(screen.getByRole('button', { name: 'Save Marina Top - Coral Reef to wishlist' })).toBeInTheDocument();
  });

  it('marks a product sold out in every size', () => {
    render(<ProductCard product={toProductCard(cardNode({ available: false }))} />);
    expect(screen.getByRole('list', { name: 'Labels' })).toHaveTextContent('SOLD OUT');
  });

  it('re-prices in pounds for a shopper in Great Britain, every card of the page in one call', async () => {
    const nodes = [sale, cardNode({ id: 7000000002, handle: 'havana-bottoms-lavender-haze', title: 'Havana Bottoms - Lavender Haze', print: 'Lavender Haze', price: '52.0' })];
    const prices = pricesServer(nodes);
    server.use(prices.handler);
    await chooseCountry('GB');
    render(<ProductGrid products={nodes.map(toProductCard)} label="Swim products" />);
    // The build's price holds the space (the head's currency flag keeps it invisible: tests/e2e/price-currency.spec.ts).
    expect(screen.getByText('$52.00')).toBeInTheDocument();
    expect(await screen.findByText('£41.60')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Swim products' })).not.toHaveTextContent('$');
    expect(screen.getByText('£72.00')).toBeInTheDocument();
    expect(screen.getByText('£96.00')).toBeInTheDocument();
    expect(prices.calls).toEqual([{ ids: nodes.map((n) => n.id), country: 'GB' }]);
  });

  it('says the price is unavailable when re-pricing fails, never showing the build’s dollars', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(failing('ProductPrices'));
    await chooseCountry('GB');
    render(<ProductCard product={toProductCard(sale)} />);
    expect(await screen.findByText('Price unavailable right now')).toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent('$');
  });

  it('makes no call for a shopper in the country the pages are built for', async () => {
    const prices = pricesServer([sale]);
    server.use(prices.handler);
    render(<ProductCard product={toProductCard(sale)} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prices.calls).toEqual([]);
    expect(screen.getByRole('article')).toHaveTextContent('$90.00');
  });
});
