import { summariseFilters } from '../../src/lib/listingFilters';
import { apiFilters } from '../msw/fixtures/catalogue';

describe('listing filter summary', () => {
  it('counts products per colour, per size and in stock, and totals the listing', () => {
    const summary = summariseFilters(apiFilters({ filter_red: 4, 'filter_multi-color': 2 }, { S: 5, M: 3 }, 7, 2));
    expect(summary).toEqual({ colours: { filter_red: 4, 'filter_multi-color': 2 }, sizes: { S: 5, M: 3 }, inStock: 7, total: 9 });
  });

  it('ignores values it cannot read and knows no total without the availability filter', () => {
    const summary = summariseFilters([
      { id: 'x', label: 'x', type: 'LIST', values: [{ id: 'a', label: 'a', count: 3, input: '{broken' }] },
      { id: 'y', label: 'y', type: 'LIST', values: [{ id: 'b', label: 'b', count: 3, input: JSON.stringify({ productMetafield: { namespace: 'custom', key: 'colour', value: 'filter_plaid' } }) }] },
    ]);
    expect(summary).toEqual({ colours: {}, sizes: {}, inStock: null, total: null });
    expect(summariseFilters(undefined).total).toBeNull();
  });
});
