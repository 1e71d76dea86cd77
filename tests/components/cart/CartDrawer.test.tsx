import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { env } from '../../../src/config/env';
import { CartButton } from '../../../src/components/cart/CartButton';
import { useCart } from '../../../src/features/cart/store';
import { useCountry } from '../../../src/stores/country';
import { initialUiState, useUi } from '../../../src/stores/ui';
import { PROMO_GIFT_THRESHOLD } from '../../../src/config/cart';
import { STORAGE_KEYS } from '../../../src/config/site';
import { userErrorsFor } from '../../msw/faults';
import { setupLocalStorefront, usd, type SeedLine, type ShopVariant } from '../../msw/localStorefront';
import { server } from '../../msw/node';

vi.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const shop = setupLocalStorefront();

/** A cart from an earlier visit, in this browser's storage; the page starts with it. */
async function renderWithCart(lines: readonly SeedLine[], countryCode = 'US') {
  const id = await shop().createCart(lines, { countryCode });
  localStorage.setItem(STORAGE_KEYS.cartId, id);
  render(<CartButton />);
  await act(() => useCart.getState().init());
  return id;
}

const openDrawer = async () => {
  await userEvent.click(screen.getByRole('button', { name: /^Cart,/ }));
  return screen.findByRole('dialog', { name: 'Cart' });
};

// The shop's goods, from the local storefront's catalogue.
const top = () => shop().variant('marina-top-coral-reef', 'S');
const bottoms = () => shop().variant('marina-bottoms-coral-reef', 'M');
const protection = () => shop().variant('shipping-protection');
const listed = (): ShopVariant[] =>
  shop()
    .services.catalogue.products.filter((p) => !p.hidden && !p.isGiftCard && !shop().services.catalogue.bundleComponents?.has(p.variants[0]!.id))
    .flatMap((p) => p.variants.map((v) => ({ ...v, product: p })));
/** A size on sale (a compare-at price) with stock to spare. */
const onSale = () => listed().find((v) => v.compareAtCents !== null && v.inventory >= 5)!;
/** A partner-brand (Glamz) piece in stock that alone stays under the free-gift threshold. */
const glamz = () => listed().find((v) => v.product.partner && v.inventory >= 5 && v.priceCents < PROMO_GIFT_THRESHOLD * 100 && v.priceCents * 2 >= PROMO_GIFT_THRESHOLD * 100)!;

describe('cart drawer', () => {
  beforeEach(() => {
    useCart.setState(useCart.getInitialState(), true);
    useCountry.setState({ countryCode: 'US' });
    useUi.setState(initialUiState);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });

  it('counts the shopper’s items in the header button, not the automatic lines', async () => {
    await renderWithCart([[top(), 2], [protection(), 1]]);
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('opens as a dialog named Cart with each line’s title, size, price, compare-at and total', async () => {
    const sale = onSale();
    const id = await renderWithCart([[sale, 2], [protection(), 1]]);
    const dialog = await openDrawer();
    const line = within(dialog).getByRole('listitem', { name: sale.product.title });
    expect(within(line).getByRole('link', { name: sale.product.title })).toHaveAttribute('href', `/products/${sale.product.handle}/`);
    expect(line).toHaveTextContent(`${sale.optionName}: ${sale.title}`);
    expect(line).toHaveTextContent(`Price: ${usd(sale.priceCents)}`);
    expect(line).toHaveTextContent(`Was ${usd(sale.compareAtCents!)}`);
    expect(line).toHaveTextContent(`Line total: ${usd(sale.priceCents * 2)}`);
    expect(within(dialog).getByText('Subtotal').nextSibling).toHaveTextContent(usd(sale.priceCents * 2 + protection().priceCents));
    // The shop's checkout URL, on the checkout host the site is built with.
    const { data } = await shop().graphql<{ cart: { checkoutUrl: string } }>('query ($id: ID!) { cart(id: $id) { checkoutUrl } }', { id });
    const checkout = new URL(data!.cart.checkoutUrl);
    expect(within(dialog).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', `http://${env.checkoutHost}${checkout.pathname}${checkout.search}`);
  });

  it('shows shipping protection without a stepper but lets the shopper remove it', async () => {
    useCountry.setState({ countryCode: 'GB' });
    const gbGift = shop().variant('free-gift-sticker-pack-rainbow-stripe');
    await renderWithCart([[top(), 1], [protection(), 1], [gbGift, 1]], 'GB');
    const dialog = await openDrawer();
    const line = within(dialog).getByRole('listitem', { name: protection().product.title });
    expect(within(line).getByText('Shipping protection')).toBeInTheDocument();
    expect(within(line).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(line).getByRole('button', { name: `Remove ${protection().product.title}` })).toBeInTheDocument();
    const gift = within(dialog).getByRole('listitem', { name: gbGift.product.title });
    expect(within(gift).getByText('Free gift')).toBeInTheDocument();
    expect(within(gift).queryByRole('button')).not.toBeInTheDocument();
  });

  it('changes a quantity at once and updates the subtotal', async () => {
    const name = top().product.title;
    await renderWithCart([[top(), 1], [protection(), 1]]);
    const dialog = await openDrawer();
    await userEvent.click(within(dialog).getByRole('button', { name: `Increase quantity of ${name}` }));
    expect(within(dialog).getByRole('spinbutton', { name: `Quantity of ${name}` })).toHaveValue(2);
    await waitFor(() => expect(within(dialog).getByText('Subtotal').nextSibling).toHaveTextContent(usd(top().priceCents * 2 + protection().priceCents)));
    expect(shop().ops('CartLinesUpdate')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Added to cart. Cart, 2 items.');
  });

  it('puts the quantity back when the update fails, and says so in the live region', async () => {
    const name = top().product.title;
    await renderWithCart([[top(), 1]]);
    server.use(userErrorsFor('CartLinesUpdate', 'cartLinesUpdate'));
    const dialog = await openDrawer();
    await userEvent.click(within(dialog).getByRole('button', { name: `Increase quantity of ${name}` }));
    await waitFor(() => expect(useCart.getState().loading).toBe(false));
    expect(within(dialog).getByRole('spinbutton', { name: `Quantity of ${name}` })).toHaveValue(1);
    expect(within(dialog).getByTestId('cart-notice')).toHaveTextContent('Sorry, something went wrong — the quantity was not changed. Please try again.');
  });

  it('typing more than 99 caps the line at 99 and says why', async () => {
    // A gift card: the shop never runs out of them, so only the site's own limit applies.
    const card = shop().variant('odette-gift-card-riviera-stripe');
    await renderWithCart([[card, 1]]);
    const dialog = await openDrawer();
    const field = within(dialog).getByRole('spinbutton', { name: `Quantity of ${card.product.title}` });
    await userEvent.tripleClick(field);
    await userEvent.keyboard('150');
    await waitFor(() => expect(within(dialog).getByTestId('cart-notice')).toHaveTextContent('You can have up to 99 of one item in your cart.'));
    expect(field).toHaveValue(99);
    expect(shop().ops('CartLinesUpdate').map((c) => (c.variables.lines as { quantity: number }[])[0]?.quantity).at(-1)).toBe(99);
    await waitFor(() => expect(useCart.getState().cart?.lines[0]?.quantity).toBe(99));
  });

  it('applies a discount code from the drawer, shows its saving, and removes it', async () => {
    const id = await renderWithCart([[top(), 1]]);
    const dialog = await openDrawer();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Discount code' }), 'welcome10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(dialog).getByTestId('discount-message')).toHaveTextContent(/^WELCOME10 applied — you save/));
    // What the shop took off, as it answers the cart.
    const { data } = await shop().graphql<{ cart: { discountAllocations: Array<{ discountedAmount: { amount: string } }> } }>(
      'query ($id: ID!) { cart(id: $id) { discountAllocations { discountedAmount { amount } } } }',
      { id },
    );
    const saved = usd(Math.round(Number(data!.cart.discountAllocations[0]!.discountedAmount.amount) * 100));
    expect(within(dialog).getByTestId('discount-message')).toHaveTextContent(`WELCOME10 applied — you save ${saved}.`);
    const codes = within(dialog).getByRole('list', { name: 'Discount codes' });
    expect(codes).toHaveTextContent(`WELCOME10−${saved}`);
    expect(within(dialog).getByRole('textbox', { name: 'Discount code' })).toHaveValue('');
    await userEvent.click(within(codes).getByRole('button', { name: 'Remove discount code WELCOME10' }));
    await waitFor(() => expect(within(dialog).getByTestId('discount-message')).toHaveTextContent('WELCOME10 removed.'));
    expect(within(dialog).queryByRole('list', { name: 'Discount codes' })).not.toBeInTheDocument();
    expect(shop().ops('CartDiscountCodesUpdate').map((c) => c.variables.discountCodes)).toEqual([['welcome10'], []]);
  });

  it('says when a code is not one we know, keeping it in the field to correct', async () => {
    await renderWithCart([[top(), 1]]);
    const dialog = await openDrawer();
    const field = within(dialog).getByRole('textbox', { name: 'Discount code' });
    await userEvent.type(field, 'SUMMER99{Enter}');
    const message = within(dialog).getByTestId('discount-message');
    expect(message).toHaveAttribute('role', 'status');
    await waitFor(() => expect(message).toHaveTextContent("SUMMER99 isn’t a discount code we know. Check the spelling and try again."));
    expect(field).toHaveValue('SUMMER99');
    expect(useCart.getState().cart?.discountCodes).toEqual([]);
  });

  it('removes a line and shows the empty state with links to collections', async () => {
    await renderWithCart([[top(), 1]]);
    const dialog = await openDrawer();
    await userEvent.click(within(dialog).getByRole('button', { name: `Remove ${top().product.title}` }));
    expect(await within(dialog).findByText('Your cart is empty')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Shop swim' })).toHaveAttribute('href', '/collections/all/');
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('shows how much more Glamz earns the free gift', async () => {
    const piece = glamz();
    await renderWithCart([[piece, 1]]);
    const dialog = await openDrawer();
    expect(within(dialog).getByText(`Spend ${usd(PROMO_GIFT_THRESHOLD * 100 - piece.priceCents)} more on Glamz for a free bikini charm pack`)).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Glamz free gift progress' })).toHaveAttribute('value', String(piece.priceCents / 100));
  });

  it('says what Glamz is next to the gift progress', async () => {
    await renderWithCart([[glamz(), 1]]);
    const dialog = await openDrawer();
    expect(within(dialog).getByText(/Glamz is our partner brand/)).toBeInTheDocument();
  });

  it('shows no Glamz banner when the cart holds no Glamz pieces', async () => {
    await renderWithCart([[top(), 1]]);
    const dialog = await openDrawer();
    expect(within(dialog).getByRole('button', { name: `Remove ${top().product.title}` })).toBeInTheDocument();
    expect(within(dialog).queryByText(/Glamz/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar', { name: 'Glamz free gift progress' })).not.toBeInTheDocument();
  });

  it('celebrates the unlocked gift', async () => {
    await renderWithCart([[glamz(), 2], [shop().variant('bikini-charm-pack-gift-box-seashell'), 1]]);
    const dialog = await openDrawer();
    expect(within(dialog).getByText("You've unlocked a free bikini charm pack!")).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    await renderWithCart([[top(), 1]]);
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Close Cart' }));
    expect(screen.queryByRole('dialog', { name: 'Cart' })).not.toBeInTheDocument();
    expect(useCart.getState().drawerOpen).toBe(false);
  });

  it('opens by itself after an add and announces it politely', async () => {
    await renderWithCart([]);
    await act(() => useCart.getState().addLines([{ merchandiseId: bottoms().id, quantity: 1 }]));
    const dialog = await screen.findByRole('dialog', { name: 'Cart' });
    expect(within(dialog).getByRole('listitem', { name: bottoms().product.title })).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Added to cart. Cart, 1 item.');
  });
});
