import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { env } from '../../../src/config/env';
import { CartButton } from '../../../src/components/cart/CartButton';
import { useCart } from '../../../src/features/cart/store';
import { useCountry } from '../../../src/stores/country';
import { initialUiState, useUi } from '../../../src/stores/ui';
import { cartServer, seededCart, userErrorsFor, VARIANTS, type FakeCart } from '../../msw/fixtures/cart';
import { server } from '../../msw/node';

vi.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const STORED = 'gid://shopify/Cart/drawer1';

async function renderWithCart(seed: FakeCart | null) {
  const api = cartServer(seed ? [seed] : []);
  server.use(...api.handlers);
  if (seed) localStorage.setItem('headless_channel_cart_id', seed.id);
  render(<CartButton />);
  await act(() => useCart.getState().init());
  return api;
}

const openDrawer = async () => {
  await userEvent.click(screen.getByRole('button', { name: /^Cart,/ }));
  return screen.findByRole('dialog', { name: 'Cart' });
};

describe('cart drawer', () => {
  beforeEach(() => {
    useCart.setState(useCart.getInitialState(), true);
    useCountry.setState({ countryCode: 'US' });
    useUi.setState(initialUiState);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });

  it('counts the shopper’s items in the header button, not the automatic lines', async () => {
    await renderWithCart(seededCart(STORED, [[VARIANTS.marinaTopS, 2], [VARIANTS.shippingProtection, 1]]));
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('opens as a dialog named Cart with each line’s title, size, price, compare-at and total', async () => {
    await renderWithCart(seededCart(STORED, [[VARIANTS.marinaTopS, 2], [VARIANTS.shippingProtection, 1]]));
    const dialog = await openDrawer();
    const line = within(dialog).getByRole('listitem', { name: 'Marina Top - Coral Reef' });
    expect(within(line).getByRole('link', { name: 'Marina Top - Coral Reef' })).toHaveAttribute('href', '/products/marina-top-coral-reef/');
    expect(line).toHaveTextContent('Size: S');
    expect(line).toHaveTextContent('Price: $64.95');
    expect(line).toHaveTextContent('Was $80.00');
    expect(line).toHaveTextContent('Line total: $129.90');
    expect(within(dialog).getByText('Subtotal').nextSibling).toHaveTextContent('$132.85');
    expect(within(dialog).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      `http://${env.checkoutHost}/checkouts/cn/drawer1?key=k1`,
    );
  });

  it('shows shipping protection without a stepper but lets the shopper remove it', async () => {
    useCountry.setState({ countryCode: 'GB' });
    await renderWithCart(seededCart(STORED, [[VARIANTS.marinaTopS, 1], [VARIANTS.shippingProtection, 1], [VARIANTS.gbGift, 1]]));
    const dialog = await openDrawer();
    const protection = within(dialog).getByRole('listitem', { name: 'Shipping Protection' });
    expect(within(protection).getByText('Shipping protection')).toBeInTheDocument();
    expect(within(protection).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(protection).getByRole('button', { name: 'Remove Shipping Protection' })).toBeInTheDocument();
    const gift = within(dialog).getByRole('listitem', { name: 'Free Sticker Pack - Rainbow Stripe' });
    expect(within(gift).getByText('Free gift')).toBeInTheDocument();
    expect(within(gift).queryByRole('button')).not.toBeInTheDocument();
  });

  it('changes a quantity at once and updates the subtotal', async () => {
    const api = await renderWithCart(seededCart(STORED, [[VARIANTS.marinaTopS, 1], [VARIANTS.shippingProtection, 1]]));
    const dialog = await openDrawer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Marina Top - Coral Reef' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity of Marina Top - Coral Reef' })).toHaveValue(2);
    await vi.waitFor(() => expect(within(dialog).getByText('Subtotal').nextSibling).toHaveTextContent('$132.85'));
    await vi.waitFor(() => expect(api.ops('CartLinesUpdate')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Added to cart. Cart, 2 items.');
  });

  it('puts the quantity back when the update fails, and says so in the live region', async () => {
    await renderWithCart(seededCart(STORED, [[VARIANTS.marinaTopS, 1]]));
    server.use(userErrorsFor('CartLinesUpdate', 'cartLinesUpdate'));
    const dialog = await openDrawer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Marina Top - Coral Reef' }));
    await vi.waitFor(() => expect(useCart.getState().loading).toBe(false));
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity of Marina Top - Coral Reef' })).toHaveValue(1);
    expect(within(dialog).getByTestId('cart-notice')).toHaveTextContent('Sorry, something went wrong — the quantity was not changed. Please try again.');
  });

  it('typing more than 99 caps the line at 99 and says why', async () => {
    const api = await renderWithCart(seededCart(STORED, [[VARIANTS.marinaTopS, 1]]));
    const dialog = await openDrawer();
    const field = within(dialog).getByRole('spinbutton', { name: 'Quantity of Marina Top - Coral Reef' });
    await userEvent.tripleClick(field);
    await userEvent.keyboard('150');
    await vi.waitFor(() => expect(within(dialog).getByTestId('cart-notice')).toHaveTextContent('You can have up to 99 of one item in your cart.'));
    expect(field).toHaveValue(99);
    expect(api.ops('CartLinesUpdate').map((c) => (c.variables.lines as { quantity: number }[])[0]?.quantity).at(-1)).toBe(99);
  });

  it('applies a discount code from the drawer, shows its saving, and removes it', async () => {
    const api = await renderWithCart(seededCart(STORED, [[VARIANTS.marinaTopS, 1]]));
    const dialog = await openDrawer();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Discount code' }), 'welcome10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(within(dialog).getByTestId('discount-message')).toHaveTextContent('WELCOME10 applied — you save $6.50.'));
    const codes = within(dialog).getByRole('list', { name: 'Discount codes' });
    expect(codes).toHaveTextContent('WELCOME10−$6.50');
    expect(within(dialog).getByRole('textbox', { name: 'Discount code' })).toHaveValue('');
    await userEvent.click(within(codes).getByRole('button', { name: 'Remove discount code WELCOME10' }));
    await vi.waitFor(() => expect(within(dialog).getByTestId('discount-message')).toHaveTextContent('WELCOME10 removed.'));
    expect(within(dialog).queryByRole('list', { name: 'Discount codes' })).not.toBeInTheDocument();
    expect(api.ops('CartDiscountCodesUpdate').map((c) => c.variables.discountCodes)).toEqual([['welcome10'], []]);
  });

  it('says when a code is not one we know, keeping it in the field to correct', async () => {
    await renderWithCart(seededCart(STORED, [[VARIANTS.marinaTopS, 1]]));
    const dialog = await openDrawer();
    const field = within(dialog).getByRole('textbox', { name: 'Discount code' });
    await userEvent.type(field, 'SUMMER99{Enter}');
    const message = within(dialog).getByTestId('discount-message');
    expect(message).toHaveAttribute('role', 'status');
    await vi.waitFor(() => expect(message).toHaveTextContent("SUMMER99 isn’t a discount code we know. Check the spelling and try again."));
    expect(field).toHaveValue('SUMMER99');
    expect(useCart.getState().cart?.discountCodes).toEqual([]);
  });

  it('removes a line and shows the empty state with links to collections', async () => {
    await renderWithCart(seededCart(STORED, [[VARIANTS.marinaTopS, 1]]));
    const dialog = await openDrawer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Marina Top - Coral Reef' }));
    expect(await within(dialog).findByText('Your cart is empty')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Shop swim' })).toHaveAttribute('href', '/collections/all/');
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('shows how much more Glamz earns the free gift', async () => {
    await renderWithCart(seededCart(STORED, [[VARIANTS.glamzTop, 1]]));
    const dialog = await openDrawer();
    expect(within(dialog).getByText('Spend $55.00 more on Glamz for a free bikini charm pack')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Glamz free gift progress' })).toHaveAttribute('value', '60');
  });

  it('says what Glamz is next to the gift progress (issue 20 item 5)', async () => {
    await renderWithCart(seededCart(STORED, [[VARIANTS.glamzTop, 1]]));
    const dialog = await openDrawer();
    expect(within(dialog).getByText(/Glamz is our partner brand/)).toBeInTheDocument();
  });

  it('shows no Glamz banner when the cart holds no Glamz pieces (issue 20 item 5)', async () => {
    await renderWithCart(seededCart(STORED, [[VARIANTS.marinaTopS, 1]]));
    const dialog = await openDrawer();
    expect(within(dialog).getByRole('button', { name: /Remove Marina Top/ })).toBeInTheDocument();
    expect(within(dialog).queryByText(/Glamz/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar', { name: 'Glamz free gift progress' })).not.toBeInTheDocument();
  });

  it('celebrates the unlocked gift', async () => {
    await renderWithCart(seededCart(STORED, [[VARIANTS.glamzTop, 2], [VARIANTS.gift, 1]]));
    const dialog = await openDrawer();
    expect(within(dialog).getByText("You've unlocked a free bikini charm pack!")).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    await renderWithCart(seededCart(STORED, [[VARIANTS.marinaTopS, 1]]));
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Close Cart' }));
    expect(screen.queryByRole('dialog', { name: 'Cart' })).not.toBeInTheDocument();
    expect(useCart.getState().drawerOpen).toBe(false);
  });

  it('opens by itself after an add and announces it politely', async () => {
    await renderWithCart(seededCart(STORED, []));
    await act(() => useCart.getState().addLines([{ merchandiseId: VARIANTS.marinaBottomsM.id, quantity: 1 }]));
    const dialog = await screen.findByRole('dialog', { name: 'Cart' });
    expect(within(dialog).getByRole('listitem', { name: 'Marina Bottoms - Coral Reef' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Added to cart. Cart, 1 item.');
  });
});
