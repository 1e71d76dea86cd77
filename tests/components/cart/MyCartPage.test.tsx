import { act, render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import MyCartPage from '../../../src/pages/my-cart';
import { resetCartForTests, useCart } from '../../../src/stores/cart';
import { useCountry } from '../../../src/stores/country';
import { initialUiState, useUi } from '../../../src/stores/ui';
import { cartServer, seededCart, VARIANTS } from '../../msw/fixtures/cart';
import { server } from '../../msw/node';

vi.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

describe('/my-cart/ page', () => {
  beforeEach(() => {
    resetCartForTests();
    useCountry.setState({ countryCode: 'US' });
    useUi.setState(initialUiState);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });

  it('says it is loading until the cart is known, then shows the empty state with collection links', async () => {
    server.use(...cartServer().handlers);
    render(<MyCartPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart…');
    await act(() => useCart.getState().init());
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    for (const name of ['Shop swim', 'New arrivals', 'Best sellers', 'Accessories']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^\/collections\/.+\/$/));
    }
  });

  it('lists the lines with the summary, and a quantity change here does not open the drawer', async () => {
    const api = cartServer([seededCart('gid://shopify/Cart/page1', [[VARIANTS.marinaTopS, 1]])]);
    server.use(...api.handlers);
    localStorage.setItem('headless_channel_cart_id', 'gid://shopify/Cart/page1');
    render(<MyCartPage />);
    await act(() => useCart.getState().init());
    const lines = screen.getByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getByRole('listitem', { name: 'Marina Top - Coral Reef' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent('Subtotal$64.95');
    const line = useCart.getState().cart!.lines[0]!;
    await act(() => useCart.getState().updateQuantity(line.id, 2));
    expect(useCart.getState().drawerOpen).toBe(false);
    expect(useCart.getState().justAdded).toBe(true);
  });
});
