import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddToCart, type AddToCartProps } from '../../../src/components/cart/AddToCart';
import { useCart } from '../../../src/features/cart/store';

const product = { id: 'gid://shopify/Product/1', handle: 'marina-top-coral-reef', title: 'Marina Top - Coral Reef' };
const variant = (overrides: Partial<NonNullable<AddToCartProps['variant']>> = {}): AddToCartProps['variant'] => ({
  id: 'gid://shopify/ProductVariant/8000000011',
  title: 'S',
  availableForSale: true,
  price: { amount: '64.95', currencyCode: 'USD' },
  compareAtPrice: null,
  ...overrides,
});

describe('AddToCart', () => {
  afterEach(() => useCart.setState(useCart.getInitialState(), true));

  it('asks the shopper to choose a size before anything can be added', () => {
    render(<AddToCart product={product} variant={null} />);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();
    expect(screen.getByText('Choose a size')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveAccessibleDescription('Choose a size');
  });

  it('says a sold-out size is sold out and keeps the buttons off', () => {
    render(<AddToCart product={product} variant={variant({ availableForSale: false })} />);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByText('Sold out')).toBeVisible();
  });

  it('adds the chosen quantity of the variant with its promo value', async () => {
    const addLines = vi.fn().mockResolvedValue(null);
    useCart.setState({ addLines });
    render(<AddToCart product={product} variant={variant()} promo="glamz" />);
    expect(screen.queryByText('Choose a size')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addLines).toHaveBeenCalledWith([
      { merchandiseId: 'gid://shopify/ProductVariant/8000000011', quantity: 3, promo: 'glamz', amountPerQuantity: '64.95' },
    ]);
  });

  it('sends buy now with the line and no quantity field when it is hidden', async () => {
    const buyNow = vi.fn().mockResolvedValue(undefined);
    useCart.setState({ buyNow });
    render(<AddToCart product={product} variant={variant()} showQuantity={false} />);
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(buyNow).toHaveBeenCalledWith(expect.objectContaining({ merchandiseId: 'gid://shopify/ProductVariant/8000000011', quantity: 1 }));
  });
});
