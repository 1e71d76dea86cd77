import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PredictiveSearch } from '../../../src/components/search/PredictiveSearch';
import { PREDICTIVE_SEARCH_DEBOUNCE_MS } from '../../../src/config/listings';
import { useCountry } from '../../../src/stores/country';
import { clearStorefrontCache } from '../../../src/storefront/client';
import { cardNode, predictiveServer } from '../../msw/fixtures/catalogue';
import { server } from '../../msw/node';

const { navigate } = vi.hoisted(() => ({ navigate: vi.fn() }));
vi.mock('gatsby', () => ({ navigate }));

const suggestions = predictiveServer((query) =>
  query.startsWith('mar')
    ? {
        queries: ['marina set'],
        collections: [{ handle: 'marina-set', title: 'Marina Set' }],
        products: [cardNode(), cardNode({ id: 7000000002, handle: 'marina-bottoms-coral-reef', title: 'Marina Bottoms - Coral Reef', price: '52.0' })],
      }
    : {},
);

async function openSearch() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<PredictiveSearch />);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return { user, input: await screen.findByRole('combobox', { name: 'Search products' }) };
}

/** Lets the debounce elapse and the answer arrive. */
async function settle() {
  await act(async () => {
    vi.advanceTimersByTime(PREDICTIVE_SEARCH_DEBOUNCE_MS);
  });
  // The request code loads on the first search: wait outside act, so React renders the answer.
  await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('Searching…'));
}

describe('predictive search', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    clearStorefrontCache();
    navigate.mockReset();
    suggestions.calls.length = 0;
    server.use(suggestions.handler);
    useCountry.setState({ countryCode: 'US' });
    await useCountry.persist.rehydrate();
  });
  afterEach(() => vi.useRealTimers());

  it('opens a focused search field from the header button', async () => {
    const { input } = await openSearch();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks once for what was typed after a pause, not for every key', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'marina');
    await settle();
    expect(suggestions.calls).toEqual(['marina']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(list).toBeVisible();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'marina set',
      'Marina Set',
      'Marina Top - Coral Reef$64.95',
      'Marina Bottoms - Coral Reef$52.00',
      'Search for “marina”',
    ]);
  });

  it('moves through the suggestions with the arrow keys and opens the chosen one with Enter', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'marina');
    await settle();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: /Marina Top/ });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Search for “marina”' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/products/marina-top-coral-reef/');
  });

  it('searches for the typed text when Enter is pressed without a suggestion', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'sun hat{Enter}');
    expect(navigate).toHaveBeenCalledWith('/search/?q=sun+hat');
  });

  it('closes the list with Escape, then the field, returning focus to the button', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'marina');
    await settle();
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('waits for two characters before asking', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'm');
    await act(async () => {
      vi.advanceTimersByTime(PREDICTIVE_SEARCH_DEBOUNCE_MS * 2);
    });
    expect(suggestions.calls).toEqual([]);
  });
});
