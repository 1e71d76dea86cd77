import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { env } from '../../../src/config/env';
import { WishlistButton } from '../../../src/components/wishlist/WishlistButton';
import { WishlistView } from '../../../src/components/wishlist/WishlistView';
import { useCart } from '../../../src/features/cart/store';
import { useCountry } from '../../../src/stores/country';
import { useWishlist } from '../../../src/stores/wishlist';
import { server } from '../../msw/node';

const storefront = graphql.link(env.storefrontEndpoint);
const price = (amount: string) => ({ amount, currencyCode: 'USD' });
/** The product now, as the WishlistProducts query finds it by the saved variant id. */
const liveMarina = {
  handle: 'marina-top-coral-reef',
  variants: {
    nodes: [
      { id: 'gid://shopify/ProductVariant/1', title: 'XS', availableForSale: false, price: price('45.0') },
      { id: 'gid://shopify/ProductVariant/2', title: 'S', availableForSale: true, price: price('45.0') },
      { id: 'gid://shopify/ProductVariant/3', title: 'M', availableForSale: true, price: price('45.0') },
      { id: 'gid://shopify/ProductVariant/4', title: 'L', availableForSale: true, price: price('49.0') },
    ],
  },
};
type Answer = () => Response;
const productsHandler = (answer: Answer = () => HttpResponse.json({ data: { nodes: [{ product: liveMarina }] } })) =>
  storefront.query('WishlistProducts', () => answer());

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

beforeEach(async () => {
  await useCountry.persist.rehydrate();
  server.use(productsHandler());
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

  it('asks for a size when none was saved, instead of adding one silently; sold-out sizes disabled', async () => {
    const user = userEvent.setup();
    const addLines = vi.fn().mockResolvedValue(null);
    useCart.setState({ addLines });
    useWishlist.setState({ items: [{ ...marina, variants: [{ id: 'gid://shopify/ProductVariant/1' }] }] });
    render(<WishlistView />);
    const size = await screen.findByRole('combobox', { name: /size for marina top/i });
    expect(within(size).getByRole('option', { name: /XS \(sold out\)/ })).toBeDisabled();
    expect(size).toHaveValue('');
    await user.click(screen.getByRole('button', { name: /add to cart marina top/i }));
    expect(addLines).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a size for Marina Top — Coral Reef first.');
    expect(size).toHaveFocus();
    expect(size).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(size, 'M');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: /add to cart marina top/i }));
    expect(addLines).toHaveBeenCalledWith([{ merchandiseId: 'gid://shopify/ProductVariant/3', quantity: 1 }]);
  });

  it('shows the saved size with its price and availability now, and adds that size', async () => {
    const user = userEvent.setup();
    const addLines = vi.fn().mockResolvedValue(null);
    useCart.setState({ addLines });
    const large = { id: 'gid://shopify/ProductVariant/4', title: 'L', availableForSale: true, price: price('49.0') };
    useWishlist.setState({ items: [{ ...marina, variants: [large], selectedVariantId: large.id }] });
    render(<WishlistView />);
    expect(await screen.findByText('Size: L')).toBeInTheDocument();
    expect(screen.getByText('$49.00')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /add to cart marina top/i }));
    expect(addLines).toHaveBeenCalledWith([{ merchandiseId: large.id, quantity: 1 }]);
  });

  it('an item saved with a size that has sold out since says so and cannot be added', async () => {
    server.use(
      productsHandler(() =>
        HttpResponse.json({
          data: { nodes: [{ product: { ...liveMarina, variants: { nodes: liveMarina.variants.nodes.map((v) => ({ ...v, availableForSale: false })) } } }] },
        }),
      ),
    );
    useWishlist.setState({ items: [{ ...marina, variants: [{ id: 'gid://shopify/ProductVariant/4', title: 'L' }], selectedVariantId: 'gid://shopify/ProductVariant/4' }] });
    render(<WishlistView />);
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /add to cart marina top/i })).toBeDisabled();
  });

  it('without the catalogue (offline), a saved size is still shown and added from what was saved', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(productsHandler(() => HttpResponse.error()));
    const addLines = vi.fn().mockResolvedValue(null);
    useCart.setState({ addLines });
    const large = { id: 'gid://shopify/ProductVariant/4', title: 'L', availableForSale: true, price: price('49.0') };
    useWishlist.setState({ items: [{ ...marina, variants: [large], selectedVariantId: large.id }] });
    render(<WishlistView />);
    expect(screen.getByText('Size: L')).toBeInTheDocument();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 8000 });
    await userEvent.setup().click(screen.getByRole('button', { name: /add to cart marina top/i }));
    expect(addLines).toHaveBeenCalledWith([{ merchandiseId: large.id, quantity: 1 }]);
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
