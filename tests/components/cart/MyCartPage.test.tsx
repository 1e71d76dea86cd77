import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import MyCartPage from '../../../src/pages/my-cart';
import { useCart } from '../../../src/features/cart/store';
import { useCountry } from '../../../src/stores/country';
import { initialUiState, useUi } from '../../../src/stores/ui';
import { STORAGE_KEYS } from '../../../src/config/site';
import { setupLocalStorefront, usd } from '../../msw/localStorefront';

vi.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const shop = setupLocalStorefront();

describe('/my-cart/ page', () => {
  beforeEach(() => {
    useCart.setState(useCart.getInitialState(), true);
    useCountry.setState({ countryCode: 'US' });
    useUi.setState(initialUiState);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });

  it('says it is loading until the cart is known, then shows the empty state with collection links', async () => {
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
    const top = shop().variant('marina-top-coral-reef', 'S');
    localStorage.setItem(STORAGE_KEYS.cartId, await shop().createCart([[top, 1]]));
    render(<MyCartPage />);
    await act(() => useCart.getState().init());
    const lines = screen.getByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getByRole('listitem', { name: top.product.title })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent(`Subtotal${usd(top.priceCents)}`);
    const line = useCart.getState().cart!.lines[0]!;
    await act(() => useCart.getState().updateQuantity(line.id, 2));
    expect(useCart.getState().drawerOpen).toBe(false);
    expect(useCart.getState().justAdded).toBe(true);
  });

  // Stock caps are warnings since 2024-10: https://shopify.dev/docs/api/storefront/latest/objects/CartWarning
  it('tells the shopper in words, in a polite live region, when the stock capped an add', async () => {
    // A listed size of which the shop holds only a few.
    const few = shop()
      .services.catalogue.products.filter((p) => !p.hidden && !p.isGiftCard)
      .flatMap((p) => p.variants.map((v) => ({ ...v, product: p })))
      .find((v) => v.inventory >= 2 && v.inventory <= 4)!;
    localStorage.setItem(STORAGE_KEYS.cartId, await shop().createCart([]));
    render(<MyCartPage />);
    await act(() => useCart.getState().init());
    await act(() => useCart.getState().addLines([{ merchandiseId: few.id, quantity: few.inventory + 2 }]));
    const notice = screen.getByText(new RegExp(`^Only ${few.inventory} left`));
    expect(notice).toHaveTextContent(`Only ${few.inventory} left of ${few.product.title} (${few.title}) — we added ${few.inventory} items.`);
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveAttribute('aria-live', 'polite');
  });

  it('shows a line whose product was deleted as no longer available, with Remove, and keeps the others', async () => {
    const top = shop().variant('marina-top-coral-reef', 'S');
    const bottoms = shop().variant('marina-bottoms-coral-reef', 'M');
    localStorage.setItem(STORAGE_KEYS.cartId, await shop().createCart([[top, 1], [bottoms, 1]]));
    // The local storefront deletes no products: its answer loses the bottoms' merchandise, as Shopify
    // answers a line whose product was deleted since (merchandise null).
    shop().alterAnswer('Cart', (body) => {
      const lines = (body.data as { cart: { lines: { nodes: Array<{ merchandise: { id: string } | null }> } } }).cart.lines.nodes;
      for (const line of lines) if (line.merchandise?.id === bottoms.id) line.merchandise = null;
    });
    render(<MyCartPage />);
    await act(() => useCart.getState().init());
    const lines = screen.getByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getByRole('listitem', { name: top.product.title })).toBeInTheDocument();
    const gone = within(lines).getByRole('listitem', { name: 'Item no longer available' });
    expect(gone).toHaveTextContent('This item is no longer available');
    await act(() => within(gone).getByRole('button', { name: /^Remove/ }).click());
    await waitFor(() => expect(shop().ops('CartLinesRemove')).toHaveLength(1));
    await waitFor(() => expect(within(lines).queryByRole('listitem', { name: 'Item no longer available' })).not.toBeInTheDocument());
    expect(within(lines).getByRole('listitem', { name: top.product.title })).toBeInTheDocument();
    expect(shop().ops('CartCreate')).toHaveLength(0);
  });
});
