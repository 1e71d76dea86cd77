import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '../../src/config/site';
import { GAME_MUTED_STORAGE_KEY, GAME_PICTURE_FILE_NAME, GAME_TOAST_CONTAINER_ID } from '../../src/game/config';
import { DOLLS, ONE_PIECES, POLAROIDS, TOPS } from '../../src/game/wardrobe';
import { Game } from '../../src/game/components/Game';
import { pictureDevice } from '../../src/game/picture';
import { useGameProducts } from '../../src/game/products';
import { soundEngine, useGameSound } from '../../src/game/sound';
import { GAME_DEFAULTS, toStored, useGame, type GameData } from '../../src/game/store';
import { clearStorefrontCache } from '../../src/storefront/client';
import { useCountry } from '../../src/stores/country';
import { HttpResponse } from 'msw';
import { storefront } from '../msw/faults';
import { setupLocalStorefront, usd } from '../msw/localStorefront';
import { server } from '../msw/node';

vi.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const noor = DOLLS[2]!;

// The shop's products come from the local storefront; the first top of the wardrobe is one of them.
const shop = setupLocalStorefront();
const veraTop = () => shop().product(TOPS[0]!.handle);

/** Puts a game in storage as a previous visit left it, then renders the page. */
async function renderGame(stored?: Partial<GameData>) {
  if (stored) localStorage.setItem(STORAGE_KEYS.game, JSON.stringify(toStored({ ...GAME_DEFAULTS, ...stored })));
  render(<Game />);
  // The stored game is applied once the page mounts.
  await screen.findByRole('heading', { level: 2 });
}

const storedGame = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.game) ?? 'null') as Record<string, unknown> | null;
const dollStand = () => screen.getByRole('group', { name: 'Doll stand' });

let sounds: string[];

beforeEach(() => {
  useGame.setState({ ...GAME_DEFAULTS });
  useGameProducts.setState({ entries: {} });
  useGameSound.setState({ muted: false, unlocked: false });
  useCountry.setState({ countryCode: 'US' });
  localStorage.clear();
  clearStorefrontCache();
  sounds = [];
  vi.spyOn(soundEngine, 'play').mockImplementation(async (name) => {
    sounds.push(name);
  });
  vi.spyOn(soundEngine, 'mute').mockResolvedValue(undefined);
});

describe('dress-up game', () => {
  it('plays through: name, doll, dress, one-piece, finale frame', async () => {
    const user = userEvent.setup();
    await renderGame();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Glamz × BB Dress-Up');
    expect(screen.getByRole('link', { name: /back to the shop/i })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Start styling' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type your name to start');

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Mia');
    await user.click(screen.getByRole('button', { name: 'Start styling' }));
    expect(screen.getByRole('heading', { name: 'Pick your doll, Mia' })).toHaveFocus();
    expect(within(screen.getByRole('list')).getAllByRole('button', { pressed: false })).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Noor' }));
    expect(screen.getByRole('heading', { name: 'Style Noor, Mia' })).toBeInTheDocument();
    expect(within(dollStand()).getByRole('img')).toHaveAccessibleName('Noor wearing Noor’s mint basics top and Noor’s mint basics bottoms');
    expect(screen.getByText(/Her basics are hers alone/)).toBeInTheDocument();
    // The slider offers her own basics, not the other dolls'.
    expect(screen.getAllByRole('button', { name: /^Her basics/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Her basics/ })).toHaveAccessibleName('Her basics: Noor’s mint basics top');

    await user.click(screen.getByRole('button', { name: 'Vera Top · Cosmic Star Angel' }));
    expect(screen.getByRole('button', { name: 'Vera Top · Cosmic Star Angel' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dollStand()).getByRole('img')).toHaveAccessibleName(/Noor wearing Vera Top - Cosmic Star and Noor’s mint basics bottoms/);
    const pin = await screen.findByRole('article', { name: 'Vera Top - Cosmic Star' });
    expect(await within(pin).findByText(usd(veraTop().variants[0]!.priceCents))).toBeInTheDocument();
    expect(within(pin).getByRole('link', { name: 'Vera Top - Cosmic Star' })).toHaveAttribute('href', `/products/${veraTop().handle}/`);

    await user.click(screen.getByRole('button', { name: 'One-piece' }));
    await user.click(screen.getByRole('button', { name: /Marina One Piece · Sailor Star/ }));
    expect(within(dollStand()).getByRole('img')).toHaveAccessibleName('Noor wearing Marina One Piece - Sailor Star');
    expect(storedGame()).toMatchObject({ top: null, bottoms: null, onePiece: { handle: 'marina-one-piece-sailor-star' } });
    expect(screen.queryByRole('article', { name: 'Vera Top - Cosmic Star' })).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Marina One Piece - Sailor Star' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Finish look' }));
    expect(screen.getByRole('heading', { name: 'Picture perfect, Mia!' })).toHaveFocus();
    const frames = screen.getByRole('group', { name: 'Polaroid frames' });
    expect(within(frames).getAllByRole('button')).toHaveLength(6);
    expect(within(frames).getByRole('button', { name: POLAROIDS[0]!.name })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(frames).getByRole('button', { name: 'Night Out sparkle' }));
    expect(within(frames).getByRole('button', { name: 'Night Out sparkle' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('img', { name: /Noor wearing Marina One Piece - Sailor Star, heart shades and platform sandals/ })).toHaveLength(1);
    expect(storedGame()).toMatchObject({ gameScreen: 'finale', polaroid: { name: 'Night Out sparkle' } });
  });

  it('restores the game a player left, on the screen she left it', async () => {
    await renderGame({ username: 'Zoe', gameStarted: true, doll: noor, top: TOPS[0]!, gameScreen: 'dress' });
    expect(screen.getByRole('heading', { name: 'Style Noor, Zoe' })).toBeInTheDocument();
    expect(within(dollStand()).getByRole('img')).toHaveAccessibleName(/Vera Top - Cosmic Star/);
  });

  it('starts afresh when the stored game is corrupted, and sends a dollless dressing room back to the dolls', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEYS.game, '{"username": 7');
    const { unmount } = render(<Game />);
    expect(await screen.findByRole('heading', { name: 'Ready for the beach?' })).toBeInTheDocument();
    unmount();
    useGame.setState({ ...GAME_DEFAULTS });
    await renderGame({ username: 'Zoe', gameStarted: true, gameScreen: 'finale' });
    expect(screen.getByRole('heading', { name: 'Pick your doll, Zoe' })).toBeInTheDocument();
  });

  it('adds the chosen size to the cart through the cart and says so in a game toast', async () => {
    const xs = shop().variant(TOPS[0]!.handle, 'XS');
    const m = shop().variant(TOPS[0]!.handle, 'M');
    // XS sold out since the shop's catalogue was made: the answer says so, as Shopify's would.
    shop().alterAnswer('Product', (body) => {
      const variants = (body.data as { product: { variants: { nodes: Array<{ id: string; availableForSale: boolean; quantityAvailable: number }> } } }).product.variants.nodes;
      for (const variant of variants) if (variant.id === xs.id) Object.assign(variant, { availableForSale: false, quantityAvailable: 0 });
    });
    const user = userEvent.setup();
    await renderGame({ username: 'Zoe', gameStarted: true, doll: noor, top: TOPS[0]!, gameScreen: 'dress' });
    const pin = await screen.findByRole('article', { name: 'Vera Top - Cosmic Star' });
    await within(pin).findByText(usd(m.priceCents));

    await user.click(within(pin).getByRole('button', { name: 'Add Vera Top - Cosmic Star to cart' }));
    expect(within(pin).getByRole('alert')).toHaveTextContent('Choose a size first.');
    expect(shop().ops('CartLinesAdd')).toHaveLength(0);

    expect(within(pin).getByRole('radio', { name: 'XS' })).toBeDisabled();
    await user.click(within(pin).getByRole('radio', { name: 'M' }));
    expect(storedGame()?.topVariant).toBe(m.id);
    await user.click(within(pin).getByRole('button', { name: 'Add Vera Top - Cosmic Star to cart' }));

    await waitFor(() => expect(shop().ops('CartLinesAdd').length).toBeGreaterThan(0));
    expect(shop().ops('CartLinesAdd')[0]!.variables.lines).toEqual(expect.arrayContaining([{ merchandiseId: m.id, quantity: 1 }]));
    const toasts = document.getElementById(GAME_TOAST_CONTAINER_ID) as HTMLElement;
    expect(await within(toasts).findByText(/Added Vera Top - Cosmic Star \(M\) to your cart/)).toBeInTheDocument();
    expect(within(toasts).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/my-cart/');
  });

  it('prices garments in the shopper’s currency', async () => {
    useCountry.setState({ countryCode: 'GB' });
    // The shop's own price in pounds.
    const { data } = await shop().graphql<{ product: { priceRange: { minVariantPrice: { amount: string; currencyCode: string } } } }>(
      'query ($handle: String!) @inContext(country: GB) { product(handle: $handle) { priceRange { minVariantPrice { amount currencyCode } } } }',
      { handle: TOPS[0]!.handle },
    );
    const { amount, currencyCode } = data!.product.priceRange.minVariantPrice;
    expect(currencyCode).toBe('GBP');
    await renderGame({ username: 'Zoe', gameStarted: true, doll: noor, top: TOPS[0]!, gameScreen: 'dress' });
    const pin = await screen.findByRole('article', { name: 'Vera Top - Cosmic Star' });
    expect(await within(pin).findByText(`£${Number(amount).toFixed(2)}`)).toBeInTheDocument();
    expect(shop().ops('Product').map((call) => ({ handle: call.variables.handle, country: call.variables.country }))).toEqual([
      { handle: TOPS[0]!.handle, country: 'GB' },
    ]);
  });

  it('offers a retry when the product cannot be loaded, without touching the outfit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let throttled = true;
    server.use(storefront.query('Product', () => (throttled ? HttpResponse.json({ errors: [{ message: 'Throttled' }] }) : undefined)));
    const user = userEvent.setup();
    await renderGame({ username: 'Zoe', gameStarted: true, doll: noor, top: TOPS[0]!, gameScreen: 'dress' });
    const pin = await screen.findByRole('article', { name: 'Vera Top - Cosmic Star' });
    expect(await within(pin).findByText(/Price unavailable/)).toBeInTheDocument();
    throttled = false;
    await user.click(within(pin).getByRole('button', { name: 'Try again' }));
    expect(await within(pin).findByText(usd(veraTop().variants[0]!.priceCents))).toBeInTheDocument();
    expect(useGame.getState().top).toBe(TOPS[0]);
  });

  it('shows the size chart in centimetres', async () => {
    const user = userEvent.setup();
    await renderGame({ username: 'Zoe', gameStarted: true, doll: noor, top: TOPS[0]!, gameScreen: 'dress' });
    const board = screen.getByRole('region', { name: 'Shop her look' });
    await within(board).findByRole('article', { name: 'Vera Top - Cosmic Star' });
    // One size guide for the board: it shows the chart of every garment pinned.
    await user.click(await within(board).findByRole('button', { name: 'Size guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Size guide' });
    const row = within(dialog).getByRole('row', { name: /^M / });
    expect(row).toHaveTextContent('86-91 cm (34-36")');
    expect(useGame.getState().sizeGuideOpen).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Close Size guide' }));
    expect(useGame.getState().sizeGuideOpen).toBe(false);
  });

  it('toggles the pouch and towel, and resets to her basics', async () => {
    // The shop has stopped selling the towel: it answers no product for its handle.
    server.use(storefront.query('Product', ({ variables }) => (variables.handle === 'lola-towel-sunset-stripe' ? HttpResponse.json({ data: { product: null } }) : undefined)));
    const user = userEvent.setup();
    await renderGame({ username: 'Zoe', gameStarted: true, doll: noor, top: TOPS[0]!, gameScreen: 'dress' });
    await user.click(screen.getByRole('button', { name: /^Towel/ }));
    expect(screen.getByRole('button', { name: /^Towel/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dollStand()).getByRole('img')).toHaveAccessibleName(/Lola Towel - Sunset Stripe/);
    // A product the shop no longer has says so rather than breaking the board.
    const towelPin = screen.getByRole('article', { name: 'Lola Towel - Sunset Stripe' });
    expect(await within(towelPin).findByText('Not in the shop right now.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Towel/ }));
    expect(screen.getByRole('button', { name: /^Towel/ })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Reset look' }));
    expect(within(dollStand()).getByRole('img')).toHaveAccessibleName('Noor wearing Noor’s mint basics top and Noor’s mint basics bottoms');
    expect(useGame.getState().defaultDressReset).toBe(true);
    expect(screen.getByRole('button', { name: 'Reset look' })).toBeDisabled();
    expect(await within(document.getElementById(GAME_TOAST_CONTAINER_ID)!).findByText('Noor is back in her basics.')).toBeInTheDocument();
  });

  it('downloads the polaroid and opens the download-success modal', async () => {
    const user = userEvent.setup();
    const png = new Blob(['png'], { type: 'image/png' });
    const render = vi.spyOn(pictureDevice, 'render').mockResolvedValue(png);
    const download = vi.spyOn(pictureDevice, 'download').mockImplementation(() => undefined);
    await renderGame({ username: 'Zoe', gameStarted: true, doll: noor, gameScreen: 'finale' });
    await user.click(screen.getByRole('button', { name: 'Download picture' }));
    expect(render).toHaveBeenCalledOnce();
    expect(render.mock.calls[0]![0]).toHaveTextContent('Zoe');
    expect(download).toHaveBeenCalledWith(png, GAME_PICTURE_FILE_NAME);
    const dialog = await screen.findByRole('dialog', { name: 'Your polaroid is saved' });
    expect(useGame.getState()).toMatchObject({ finaleDownloadClicked: true, downloadSuccessOpen: true });
    await user.click(within(dialog).getByRole('button', { name: 'Share it' }));
    expect(screen.getByRole('dialog', { name: 'Share your look' })).toBeInTheDocument();
    expect(useGame.getState()).toMatchObject({ downloadSuccessOpen: false, shareGameOpen: true, finaleShareClicked: true });
  });

  it('shares the picture as a file where the browser can, else downloads it and copies the link', async () => {
    const user = userEvent.setup();
    const png = new Blob(['png'], { type: 'image/png' });
    vi.spyOn(pictureDevice, 'render').mockResolvedValue(png);
    const download = vi.spyOn(pictureDevice, 'download').mockImplementation(() => undefined);
    const canShare = vi.spyOn(pictureDevice, 'canShareFiles').mockReturnValue(true);
    const share = vi.spyOn(pictureDevice, 'share').mockResolvedValue(undefined);
    const copy = vi.spyOn(pictureDevice, 'copyText').mockResolvedValue(true);
    await renderGame({ username: 'Zoe', gameStarted: true, doll: noor, gameScreen: 'finale' });

    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Share your look' })).getByRole('button', { name: 'Share my polaroid' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    const shared = share.mock.calls[0]![0] as ShareData;
    expect(shared.files?.[0]).toMatchObject({ name: GAME_PICTURE_FILE_NAME, type: 'image/png' });
    expect(download).not.toHaveBeenCalled();
    const toasts = document.getElementById(GAME_TOAST_CONTAINER_ID)!;
    expect(await within(toasts).findByText(/Shared!/)).toBeInTheDocument();

    canShare.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Share your look' })).getByRole('button', { name: 'Share my polaroid' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(png, GAME_PICTURE_FILE_NAME));
    expect(copy).toHaveBeenCalledWith(expect.stringMatching(/^http/));
    expect(await within(toasts).findByText(/game link is copied/)).toBeInTheDocument();
  });

  it('play again starts a new game from the name screen', async () => {
    const user = userEvent.setup();
    await renderGame({ username: 'Zoe', gameStarted: true, doll: noor, onePiece: ONE_PIECES[0]!, onePieceVariant: 'x', gameScreen: 'finale' });
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(screen.getByRole('heading', { name: 'Ready for the beach?' })).toBeInTheDocument();
    expect(useGame.getState()).toMatchObject({ doll: null, onePiece: null, onePieceVariant: null, gameScreen: '' });
  });

  it('stays silent until the first gesture, plays select, next and back, and remembers mute', async () => {
    const user = userEvent.setup();
    await renderGame();
    act(() => useGameSound.getState().play('select'));
    expect(sounds).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Mia');
    await user.click(screen.getByRole('button', { name: 'Start styling' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Start styling' }));
    await user.click(screen.getByRole('button', { name: 'Rio' }));
    expect(sounds).toEqual(['next', 'back', 'next', 'select']);

    expect(screen.getByRole('button', { name: 'Mute sounds' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Mute sounds' }));
    // The words follow the state with aria-pressed: a muted game never says "Mute sounds".
    expect(screen.queryByRole('button', { name: 'Mute sounds' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sounds muted' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(GAME_MUTED_STORAGE_KEY)).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Finish look' }));
    expect(sounds).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Sounds muted' }));
    expect(screen.getByRole('button', { name: 'Mute sounds' })).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(GAME_MUTED_STORAGE_KEY)).toBe('false');
  });

  it('shows game toasts in their own top-right container without a close button or progress bar', async () => {
    const user = userEvent.setup();
    await renderGame({ username: 'Zoe', gameStarted: true, doll: noor, top: TOPS[0]!, gameScreen: 'dress' });
    await user.click(screen.getByRole('button', { name: 'Reset look' }));
    const toasts = document.getElementById(GAME_TOAST_CONTAINER_ID)!;
    const toast = await within(toasts).findByText('Noor is back in her basics.');
    expect(toasts.querySelector('.Toastify__toast-container--top-right')).toContainElement(toast);
    expect(within(toasts).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    expect(toasts.querySelector('.Toastify__progress-bar--wrp')).toHaveAttribute('data-hidden', 'true');
  });
});
