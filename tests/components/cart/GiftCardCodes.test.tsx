/**
 * Gift cards and bundles in the cart drawer and on /my-cart/, against the msw cart fixture, which
 * answers as Shopify does: cartGiftCardCodesUpdate sets the codes and leaves out a wrong or used-up one
 * without an error (https://github.com/Shopify/hydrogen/pull/3401); AppliedGiftCard carries what the
 * card pays and its balance (https://shopify.dev/docs/api/storefront/latest/objects/AppliedGiftCard);
 * a bundle is a ComponentizableCartLine with its pieces in lineComponents
 * (https://shopify.dev/docs/api/storefront/latest/objects/ComponentizableCartLine).
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { CartButton } from '../../../src/components/cart/CartButton';
import MyCartPage from '../../../src/pages/my-cart';
import { useCart } from '../../../src/features/cart/store';
import { useCountry } from '../../../src/stores/country';
import { initialUiState, useUi } from '../../../src/stores/ui';
import { cartServer, seededCart, VARIANTS, type FakeCart } from '../../msw/fixtures/cart';
import { server } from '../../msw/node';

vi.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const STORED = 'gid://shopify/Cart/gift1';

async function withCart(seed: FakeCart, ui: 'drawer' | 'page') {
  const api = cartServer([seed]);
  server.use(...api.handlers);
  localStorage.setItem('headless_channel_cart_id', seed.id);
  render(ui === 'drawer' ? <CartButton /> : <MyCartPage />);
  await act(() => useCart.getState().init());
  if (ui === 'page') return { api, scope: document.body };
  await userEvent.click(screen.getByRole('button', { name: /^Cart,/ }));
  return { api, scope: await screen.findByRole('dialog', { name: 'Cart' }) };
}

const apply = async (scope: HTMLElement, code: string) => {
  const field = within(scope).getByRole('textbox', { name: 'Gift card' });
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(within(scope).getByRole('button', { name: 'Apply gift card' }));
};

describe('gift cards in the cart', () => {
  beforeEach(() => {
    useCart.setState(useCart.getInitialState(), true);
    useCountry.setState({ countryCode: 'US' });
    useUi.setState(initialUiState);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });

  it('applies a card in the drawer: what it pays, what stays on it, and what is left to pay at checkout', async () => {
    const { api, scope } = await withCart(seededCart(STORED, [[VARIANTS.marinaTopS, 2]]), 'drawer');
    // Spaces and lower case as a shopper copies the printed code.
    await apply(scope, 'giftcard 0000 tiny');
    const message = within(scope).getByTestId('gift-card-message');
    expect(message).toHaveAttribute('role', 'status');
    await vi.waitFor(() => expect(message).toHaveTextContent('Gift card •••• TINY applied: it pays $10.00 of your order, and $0.00 stays on the card.'));
    expect(api.ops('CartGiftCardCodesUpdate').map((c) => c.variables.giftCardCodes)).toEqual([['GIFTCARD0000TINY']]);
    const cards = within(scope).getByRole('list', { name: 'Gift cards' });
    expect(cards).toHaveTextContent('•••• TINY−$10.00$0.00 left on card');
    const summary = within(scope).getByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Total$129.90');
    expect(summary).toHaveTextContent('Gift card •••• TINY−$10.00');
    expect(summary).toHaveTextContent('To pay at checkout$119.90');
    expect(within(scope).getByRole('textbox', { name: 'Gift card' })).toHaveValue('');

    // A second card keeps the first: the codes this page applied are sent again with it.
    await apply(scope, 'GIFTCARD0000FULL');
    await vi.waitFor(() => expect(message).toHaveTextContent('Gift card •••• FULL applied: it pays $100.00 of your order'));
    expect(api.ops('CartGiftCardCodesUpdate').at(-1)!.variables.giftCardCodes).toEqual(['GIFTCARD0000TINY', 'GIFTCARD0000FULL']);
    expect(summary).toHaveTextContent('To pay at checkout$19.90');

    await userEvent.click(within(cards).getByRole('button', { name: 'Remove gift card •••• TINY' }));
    await vi.waitFor(() => expect(message).toHaveTextContent('Gift card •••• TINY removed.'));
    expect(within(scope).getByRole('list', { name: 'Gift cards' })).not.toHaveTextContent('TINY');
    expect(summary).toHaveTextContent('To pay at checkout$29.90');
  });

  it('says in words when a code is wrong or used up, keeping it in the field to correct', async () => {
    const { scope } = await withCart(seededCart(STORED, [[VARIANTS.marinaTopS, 1]]), 'page');
    for (const code of ['GIFTCARD0000NOPE', 'GIFTCARD0000USED']) {
      await apply(scope, code);
      const message = screen.getByTestId('gift-card-message');
      await vi.waitFor(() =>
        expect(message).toHaveTextContent('That gift card code didn’t work. Check it for typos: a card that is used up or has expired can’t be used either.'),
      );
      expect(screen.getByRole('textbox', { name: 'Gift card' })).toHaveValue(code);
    }
    expect(screen.queryByRole('list', { name: 'Gift cards' })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Order summary' })).not.toHaveTextContent('To pay at checkout');
  });

  it('shows a bundle’s pieces under it in the drawer', async () => {
    const seed = seededCart(STORED, [[VARIANTS.marinaBundleS, 1]]);
    const { scope } = await withCart(seed, 'drawer');
    const line = within(scope).getByRole('listitem', { name: 'Marina Bikini Bundle - Coral Reef' });
    expect(within(line).getByTestId('bundle-components')).toHaveTextContent('Includes: Marina Top — S, Marina Bottoms — S');
    expect(line).toHaveTextContent('$105.95');
  });
});
