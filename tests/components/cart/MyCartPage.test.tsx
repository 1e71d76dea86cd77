import { act, render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import MyCartPage from '../../../src/pages/my-cart';
import { useCart } from '../../../src/features/cart/store';
import { useCountry } from '../../../src/stores/country';
import { initialUiState, useUi } from '../../../src/stores/ui';
import { cartServer, DELETED_VARIANT_ID, seededCart, VARIANTS } from '../../msw/fixtures/cart';
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
    useCart.setState(useCart.getInitialState(), true);
    useCountry.setState({ countryCode: 'US' });
    useUi.setState(initialUiState);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });

  it('says it is loading until the cart is known, then shows the empty state with collection links', async () => {
    server.use(...cartServer().handlers);
    render(<MyCartPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Loading your cart…');
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

  // Stock caps are warnings since 2024-10: https://shopify.dev/docs/api/storefront/latest/objects/CartWarning
  it('tells the shopper in words, in a polite live region, when the stock capped an add', async () => {
    const api = cartServer([seededCart('gid://shopify/Cart/page2', [])], { [VARIANTS.marinaBottomsM.id]: 2 });
    server.use(...api.handlers);
    localStorage.setItem('headless_channel_cart_id', 'gid://shopify/Cart/page2');
    render(<MyCartPage />);
    await act(() => useCart.getState().init());
    await act(() => useCart.getState().addLines([{ merchandiseId: VARIANTS.marinaBottomsM.id, quantity: 4 }]));
    const notice = screen.getByText(/^Only 2 left/);
    expect(notice).toHaveTextContent('Only 2 left of Marina Bottoms - Coral Reef (M) — we added 2 items.');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveAttribute('aria-live', 'polite');
  });

  it('shows a line whose product was deleted as no longer available, with Remove, and keeps the others', async () => {
    const seeded = seededCart('gid://shopify/Cart/page3', [[VARIANTS.marinaTopS, 1]]);
    seeded.lines.push({ id: 'gid://shopify/CartLine/deleted', variantId: DELETED_VARIANT_ID, quantity: 1 });
    const api = cartServer([seeded]);
    server.use(...api.handlers);
    localStorage.setItem('headless_channel_cart_id', 'gid://shopify/Cart/page3');
    render(<MyCartPage />);
    await act(() => useCart.getState().init());
    const lines = screen.getByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getByRole('listitem', { name: 'Marina Top - Coral Reef' })).toBeInTheDocument();
    const gone = within(lines).getByRole('listitem', { name: 'Item no longer available' });
    expect(gone).toHaveTextContent('This item is no longer available');
    await act(() => within(gone).getByRole('button', { name: /^Remove/ }).click());
    await vi.waitFor(() => expect(api.ops('CartLinesRemove')).toHaveLength(1));
    await vi.waitFor(() => expect(within(lines).queryByRole('listitem', { name: 'Item no longer available' })).not.toBeInTheDocument());
    expect(api.ops('CartCreate')).toHaveLength(0);
  });
});
