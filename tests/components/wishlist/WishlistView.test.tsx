import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WishlistButton } from '../../../src/components/wishlist/WishlistButton';
import { WishlistView } from '../../../src/components/wishlist/WishlistView';
import { useCart } from '../../../src/stores/cart';
import { useWishlist } from '../../../src/stores/wishlist';

const marina = {
  handle: 'marina-top-coral-reef',
  title: 'Marina Top — Coral Reef',
  image: 'http://localhost:8787/cdn/shop/products/marina-top-coral-reef-1.svg',
  variants: [
    { id: 'gid://shopify/ProductVariant/1', title: 'XS', availableForSale: false },
    { id: 'gid://shopify/ProductVariant/2', title: 'S', availableForSale: true },
    { id: 'gid://shopify/ProductVariant/3', title: 'M', availableForSale: true },
  ],
};

beforeEach(() => {
  useWishlist.setState({ items: [], session: null, unsynced: false });
});

describe('wishlist', () => {
  it('saves and unsaves a product with the heart button', async () => {
    const user = userEvent.setup();
    render(<WishlistButton item={marina} />);
    await user.click(screen.getByRole('button', { name: /save marina top/i }));
    expect(useWishlist.getState().has(marina.handle)).toBe(true);
    const heart = screen.getByRole('button', { name: /remove marina top/i });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(useWishlist.getState().has(marina.handle)).toBe(false);
  });

  it('invites the shopper to browse when the list is empty', () => {
    render(<WishlistView />);
    expect(screen.getByText(/your wishlist is empty/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /browse swim/i })).toHaveAttribute('href', '/collections/all/');
  });

  it('adds the chosen size of a saved item to the cart, sold-out sizes disabled', async () => {
    const user = userEvent.setup();
    const addLines = vi.fn().mockResolvedValue(null);
    useCart.setState({ addLines });
    useWishlist.setState({ items: [marina] });
    render(<WishlistView />);
    const size = screen.getByRole('combobox', { name: /size for marina top/i });
    expect(within(size).getByRole('option', { name: /XS \(sold out\)/ })).toBeDisabled();
    expect(size).toHaveValue('gid://shopify/ProductVariant/2');
    await user.selectOptions(size, 'M');
    await user.click(screen.getByRole('button', { name: /add to cart marina top/i }));
    expect(addLines).toHaveBeenCalledWith([{ merchandiseId: 'gid://shopify/ProductVariant/3', quantity: 1 }]);
  });

  it('removes an item', async () => {
    const user = userEvent.setup();
    useWishlist.setState({ items: [marina] });
    render(<WishlistView />);
    await user.click(screen.getByRole('button', { name: /remove marina top/i }));
    expect(screen.getByText(/your wishlist is empty/i)).toBeInTheDocument();
  });

  it('tells the shopper when the list could not be saved to the account', () => {
    useWishlist.setState({ items: [marina], unsynced: true });
    render(<WishlistView />);
    expect(screen.getByRole('status')).toHaveTextContent(/kept on this device/i);
  });
});
