import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CollectionFilters } from '../../../src/components/collection/CollectionFilters';
import { DEFAULT_LISTING, parseListingQuery } from '../../../src/lib/collectionQuery';
import { summariseFilters } from '../../../src/lib/listingFilters';
import { apiFilters } from '../../msw/fixtures/catalogue';

const summary = summariseFilters(apiFilters({ filter_red: 4, filter_blue: 6, filter_black: 0 }, { S: 5, M: 3, L: 2 }, 8, 2));

describe('collection filters', () => {
  it('lists the twelve colours with swatches and the number of products in each', () => {
    render(<CollectionFilters idPrefix="t" state={DEFAULT_LISTING} summary={summary} onChange={() => undefined} />);
    const colours = screen.getByRole('group', { name: 'Colour' });
    expect(within(colours).getAllByRole('checkbox')).toHaveLength(12);
    expect(within(colours).getByRole('checkbox', { name: 'Red 4 products' })).toBeEnabled();
    expect(within(colours).getByRole('checkbox', { name: 'Multi Color' })).toBeDisabled();
    expect(within(colours).getByRole('checkbox', { name: 'Black 0 products' })).toBeDisabled();
  });

  it('adds a colour to the ones already chosen', async () => {
    const onChange = vi.fn();
    render(<CollectionFilters idPrefix="t" state={parseListingQuery('?colour=blue')} summary={summary} onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: 'Blue 6 products' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Red 4 products' }));
    expect(onChange).toHaveBeenCalledWith({ colours: ['filter_blue', 'filter_red'] });
  });

  it('removes a colour when it is unticked', async () => {
    const onChange = vi.fn();
    render(<CollectionFilters idPrefix="t" state={parseListingQuery('?colour=blue')} summary={summary} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Blue 6 products' }));
    expect(onChange).toHaveBeenCalledWith({ colours: [] });
  });

  it('offers the sizes the listing has and the in-stock switch, by keyboard too', async () => {
    const onChange = vi.fn();
    render(<CollectionFilters idPrefix="t" state={DEFAULT_LISTING} summary={summary} onChange={onChange} />);
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).getAllByRole('checkbox')).toHaveLength(3);
    within(sizes).getByRole('checkbox', { name: 'M (3 products)' }).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith({ sizes: ['M'] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'In stock only 8 products' }));
    expect(onChange).toHaveBeenCalledWith({ available: true });
  });
});
