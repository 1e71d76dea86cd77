/**
 * Gift cards and bundles in the cart drawer and on /my-cart/, against the local storefront (its seeded
 * gift cards and its one bundle), which answers as Shopify does: cartGiftCardCodesUpdate sets the codes and leaves out a wrong or used-up one
 * without an error (https://github.com/Shopify/hydrogen/pull/3401); AppliedGiftCard carries what the
 * card pays and its balance (https://shopify.dev/docs/api/storefront/latest/objects/AppliedGiftCard);
 * a bundle is a ComponentizableCartLine with its pieces in lineComponents
 * (https://shopify.dev/docs/api/storefront/latest/objects/ComponentizableCartLine).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { CartButton } from '../../../src/components/cart/CartButton';
import MyCartPage from '../../../src/pages/my-cart';
import { useCart } from '../../../src/features/cart/store';
import { useCountry } from '../../../src/stores/country';
import { initialUiState, useUi } from '../../../src/stores/ui';
import { STORAGE_KEYS } from '../../../src/config/site';
import { SEEDED_GIFT_CARDS } from '../../../storefront-local/shops/blue-bay/giftCards';
import { setupLocalStorefront, usd, type SeedLine } from '../../msw/localStorefront';

vi.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const shop = setupLocalStorefront();

async function withCart(lines: readonly SeedLine[], ui: 'drawer' | 'page') {
  localStorage.setItem(STORAGE_KEYS.cartId, await shop().createCart(lines));
  render(ui === 'drawer' ? <CartButton /> : <MyCartPage />);
  await act(() => useCart.getState().init());
  if (ui === 'page') return document.body;
  await userEvent.click(screen.getByRole('button', { name: /^Cart,/ }));
  return screen.findByRole('dialog', { name: 'Cart' });
}

// The shop's seeded cards: one unused, one part-used, one used up, one expired.
const card = (what: string) => SEEDED_GIFT_CARDS.find((c) => c.what.startsWith(what))!;
const full = card('unused');
const partUsed = card('part-used');
const last4 = (code: string) => code.slice(-4).toUpperCase();

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
    const top = shop().variant('marina-top-coral-reef', 'S');
    const total = top.priceCents * 2;
    const scope = await withCart([[top, 2]], 'drawer');
    // Spaces and lower case as a shopper copies the printed code.
    await apply(scope, partUsed.code.toLowerCase().replace(/(.{4})(?!$)/g, '$1 '));
    const message = within(scope).getByTestId('gift-card-message');
    expect(message).toHaveAttribute('role', 'status');
    const first = Math.min(partUsed.balanceCents, total);
    await waitFor(() =>
      expect(message).toHaveTextContent(
        `Gift card •••• ${last4(partUsed.code)} applied: it pays ${usd(first)} of your order, and ${usd(partUsed.balanceCents - first)} stays on the card.`,
      ),
    );
    expect(shop().ops('CartGiftCardCodesUpdate').map((c) => c.variables.giftCardCodes)).toEqual([[partUsed.code]]);
    const cards = within(scope).getByRole('list', { name: 'Gift cards' });
    expect(cards).toHaveTextContent(`•••• ${last4(partUsed.code)}−${usd(first)}${usd(partUsed.balanceCents - first)} left on card`);
    const summary = within(scope).getByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent(`Total${usd(total)}`);
    expect(summary).toHaveTextContent(`Gift card •••• ${last4(partUsed.code)}−${usd(first)}`);
    expect(summary).toHaveTextContent(`To pay at checkout${usd(total - first)}`);
    expect(within(scope).getByRole('textbox', { name: 'Gift card' })).toHaveValue('');

    // A second card keeps the first: the codes this page applied are sent again with it.
    await apply(scope, full.code);
    const second = Math.min(full.balanceCents, total - first);
    await waitFor(() => expect(message).toHaveTextContent(`Gift card •••• ${last4(full.code)} applied: it pays ${usd(second)} of your order`));
    expect(shop().ops('CartGiftCardCodesUpdate').at(-1)!.variables.giftCardCodes).toEqual([partUsed.code, full.code]);
    expect(summary).toHaveTextContent(`To pay at checkout${usd(total - first - second)}`);

    await userEvent.click(within(cards).getByRole('button', { name: `Remove gift card •••• ${last4(partUsed.code)}` }));
    await waitFor(() => expect(message).toHaveTextContent(`Gift card •••• ${last4(partUsed.code)} removed.`));
    expect(within(scope).getByRole('list', { name: 'Gift cards' })).not.toHaveTextContent(last4(partUsed.code));
    expect(summary).toHaveTextContent(`To pay at checkout${usd(total - Math.min(full.balanceCents, total))}`);
  });

  it('says in words when a code is wrong, used up or expired, keeping it in the field to correct', async () => {
    await withCart([[shop().variant('marina-top-coral-reef', 'S'), 1]], 'page');
    const usedUp = SEEDED_GIFT_CARDS.find((c) => c.balanceCents === 0)!;
    const expired = SEEDED_GIFT_CARDS.find((c) => c.expiresOn !== null)!;
    for (const code of ['BLUEBAY000NOPEZZ', usedUp.code, expired.code]) {
      await apply(document.body, code);
      const message = screen.getByTestId('gift-card-message');
      await waitFor(() =>
        expect(message).toHaveTextContent('That gift card code didn’t work. Check it for typos: a card that is used up or has expired can’t be used either.'),
      );
      expect(screen.getByRole('textbox', { name: 'Gift card' })).toHaveValue(code);
    }
    expect(screen.queryByRole('list', { name: 'Gift cards' })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Order summary' })).not.toHaveTextContent('To pay at checkout');
  });

  it('shows a bundle’s pieces under it in the drawer', async () => {
    const { catalogue } = shop().services;
    const [bundleId, pieces] = [...catalogue.bundleComponents!][0]!;
    const bundle = catalogue.variantById.get(bundleId)!;
    const scope = await withCart([[bundleId, 1]], 'drawer');
    const line = within(scope).getByRole('listitem', { name: catalogue.products[bundle.productIndex]!.title });
    // Each piece as the shopper knows it: the garment without its print, and its size.
    const names = pieces.map((piece) => {
      const variant = catalogue.variantById.get(piece.merchandiseId)!;
      return `${catalogue.products[variant.productIndex]!.title.split(' - ')[0]} — ${variant.title}`;
    });
    expect(within(line).getByTestId('bundle-components')).toHaveTextContent(`Includes: ${names.join(', ')}`);
    expect(line).toHaveTextContent(usd(bundle.priceCents));
  });
});
