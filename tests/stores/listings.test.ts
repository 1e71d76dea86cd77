import { parseListingQuery } from '../../src/lib/collectionQuery';
import { apiFilters, cardNode, collectionServer, pageInfo } from '../msw/fixtures/catalogue';
import { server } from '../msw/node';

/** The listings store as a fresh page load gets it, so what it loads can be watched. */
async function freshStores() {
  const { useListings } = await import('../../src/stores/listings');
  const { useCountry } = await import('../../src/stores/country');
  await useCountry.persist.rehydrate();
  return useListings;
}

const red = parseListingQuery('?colour=red');

describe('listings store, first load', () => {
  const evaluated: string[] = [];
  const watched = {
    '../../src/storefront/client': 'client',
    '../../src/storefront/documents/listings': 'listing documents',
  };

  beforeEach(() => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    evaluated.length = 0;
    vi.resetModules();
    for (const [path, name] of Object.entries(watched)) {
      vi.doMock(path, async (importOriginal) => {
        evaluated.push(name);
        return importOriginal();
      });
    }
    server.use(collectionServer(() => ({ nodes: [cardNode()], filters: apiFilters({ filter_red: 1 }, { S: 1 }, 1, 0), pageInfo: pageInfo() })).handler);
  });
  afterEach(() => {
    for (const path of [...Object.keys(watched), '../../src/storefront/operations/listings']) vi.doUnmock(path);
    vi.resetModules();
  });

  it('loads the Storefront client and the listing documents with the first listing request, not with the store', async () => {
    const listings = await freshStores();
    expect(evaluated).toEqual([]);
    await listings.getState().loadListing('all', red);
    expect(evaluated).toEqual(expect.arrayContaining(['client', 'listing documents']));
    expect(listings.getState().listing).toMatchObject({ key: 'all?colour=red', status: 'ready' });
    expect(listings.getState().listing.result?.cards.map((c) => c.handle)).toEqual(['marina-top-coral-reef']);
  });

  it('shows a listing whose request code cannot be downloaded as failed, and trying again loads it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.doMock('../../src/storefront/operations/listings', () => {
      throw new Error('Loading chunk failed');
    });
    const listings = await freshStores();
    await listings.getState().loadListing('all', red);
    expect(listings.getState().listing).toMatchObject({ key: 'all?colour=red', status: 'error' });
    expect(error).toHaveBeenCalledWith('Collection listing failed', expect.any(Error));

    vi.doUnmock('../../src/storefront/operations/listings');
    await listings.getState().loadListing('all', red);
    expect(listings.getState().listing).toMatchObject({ key: 'all?colour=red', status: 'ready' });
  });
});
