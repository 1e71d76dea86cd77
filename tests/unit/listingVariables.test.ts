import { parseListingQuery } from '../../src/lib/collectionQuery';
import { toListingVariables } from '../../src/lib/listingVariables';

describe('toListingVariables', () => {
  it('turns the state into Storefront filters: colour metafields, size options and stock', () => {
    const state = parseListingQuery('?colour=red&colour=blue&size=S&available=1&sort=newest');
    expect(toListingVariables(state, 24)).toEqual({
      filters: [
        { productMetafield: { namespace: 'custom', key: 'colour', value: 'filter_red' } },
        { productMetafield: { namespace: 'custom', key: 'colour', value: 'filter_blue' } },
        { variantOption: { name: 'Size', value: 'S' } },
        { available: true },
      ],
      sortKey: 'CREATED',
      reverse: true,
      first: 24,
    });
    expect(toListingVariables(parseListingQuery('?page=4&before=abc'), 24)).toMatchObject({ last: 24, before: 'abc' });
  });
});
