/**
 * A shop on Storefront API 2025-10 or later adds a gift card with cartGiftCardCodesAdd, which keeps the
 * cards already applied (https://shopify.dev/docs/api/storefront/latest/mutations/cartGiftCardCodesAdd):
 * a card applied before a reload, whose code this page never saw, stays when another is added. On
 * 2025-07 only cartGiftCardCodesUpdate exists and replaces the codes; that path is in GiftCardCodes.test.tsx.
 * This file runs the site on 2026-04 from its first request (the client is made once per page).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { env } from '../../../src/config/env';
import MyCartPage from '../../../src/pages/my-cart';
import { useCart } from '../../../src/features/cart/store';
import { useCountry } from '../../../src/stores/country';
import { initialUiState, useUi } from '../../../src/stores/ui';
import { STORAGE_KEYS } from '../../../src/config/site';
import { SEEDED_GIFT_CARDS } from '../../../storefront-local/shops/blue-bay/giftCards';
import { setupLocalStorefront } from '../../msw/localStorefront';

vi.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const version = env.apiVersion;
beforeAll(() => {
  env.apiVersion = '2026-04';
});
afterAll(() => {
  env.apiVersion = version;
});

const shop = setupLocalStorefront();
const partUsed = SEEDED_GIFT_CARDS.find((c) => c.what.startsWith('part-used'))!;
const full = SEEDED_GIFT_CARDS.find((c) => c.what.startsWith('unused'))!;

describe('gift cards on a later API version', () => {
  beforeEach(() => {
    useCart.setState(useCart.getInitialState(), true);
    useCountry.setState({ countryCode: 'US' });
    useUi.setState(initialUiState);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });

  it('keeps a card applied before the reload when the shopper adds another', async () => {
    // The cart already holds a card from before the reload: this page knows only its last characters.
    const top = shop().variant('marina-top-coral-reef', 'S');
    localStorage.setItem(STORAGE_KEYS.cartId, await shop().createCart([[top, 2]], { giftCardCodes: [partUsed.code] }));
    render(<MyCartPage />);
    await act(() => useCart.getState().init());
    expect(await screen.findByRole('list', { name: 'Gift cards' })).toHaveTextContent(`•••• ${partUsed.code.slice(-4)}`);

    await userEvent.type(screen.getByRole('textbox', { name: 'Gift card' }), full.code);
    await userEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    await waitFor(() => expect(screen.getByTestId('gift-card-message')).toHaveTextContent(`Gift card •••• ${full.code.slice(-4)} applied`));
    const cards = screen.getByRole('list', { name: 'Gift cards' });
    expect(within(cards).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining(`•••• ${partUsed.code.slice(-4)}`),
      expect.stringContaining(`•••• ${full.code.slice(-4)}`),
    ]);
    expect(shop().ops('CartGiftCardCodesAdd').map((call) => call.variables.giftCardCodes)).toEqual([[full.code]]);
    expect(shop().ops('CartGiftCardCodesUpdate')).toEqual([]);
  });
});
