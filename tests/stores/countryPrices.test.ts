import { act } from '@testing-library/react';
import { useCountry } from '../../src/stores/country';
import { useCountryPrices } from '../../src/stores/countryPrices';
import { clearStorefrontCache } from '../../src/storefront/client';
import { cardNode, pricesServer } from '../msw/fixtures/catalogue';
import { server } from '../msw/node';

const nodes = Array.from({ length: 260 }, (_, i) => cardNode({ id: 7000000000 + i, handle: `p-${i}` }));

async function inCountry(countryCode: string) {
  localStorage.setItem('userCountry', JSON.stringify({ countryCode }));
  await useCountry.persist.rehydrate();
}

const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe('runtime prices', () => {
  beforeEach(() => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    clearStorefrontCache();
  });

  it('asks for the ids of one page together, at most 250 per call, in the shopper’s country', async () => {
    const api = pricesServer(nodes);
    server.use(api.handler);
    await inCountry('GB');
    useCountryPrices.getState().request(nodes.slice(0, 200).map((n) => n.id));
    useCountryPrices.getState().request(nodes.slice(200).map((n) => n.id));
    await vi.waitFor(() => expect(Object.keys(useCountryPrices.getState().byCountry.GB ?? {})).toHaveLength(260));
    expect(api.calls.map((c) => [c.country, c.ids.length])).toEqual([
      ['GB', 250],
      ['GB', 10],
    ]);
    expect(useCountryPrices.getState().byCountry.GB?.[nodes[0]!.id]?.minPrice).toEqual({ amount: '51.96', currencyCode: 'GBP' });
  });

  it('does not ask again for prices it already has in that country', async () => {
    const api = pricesServer(nodes);
    server.use(api.handler);
    await inCountry('AU');
    useCountryPrices.getState().request([nodes[0]!.id]);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    useCountryPrices.getState().request([nodes[0]!.id]);
    await settled();
    expect(api.calls).toHaveLength(1);
  });
});

describe('runtime prices, first load (issue 10)', () => {
  const evaluated: string[] = [];

  beforeEach(() => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    evaluated.length = 0;
    vi.resetModules();
    vi.doMock('../../src/storefront/client', async (importOriginal) => {
      evaluated.push('client');
      return importOriginal();
    });
  });
  afterEach(() => {
    vi.doUnmock('../../src/storefront/client');
    vi.resetModules();
  });

  /** The stores as a fresh page load in `countryCode` gets them. */
  async function freshPrices(countryCode: string) {
    localStorage.setItem('userCountry', JSON.stringify({ countryCode }));
    const { useCountryPrices: prices } = await import('../../src/stores/countryPrices');
    await (await import('../../src/stores/country')).useCountry.persist.rehydrate();
    return prices;
  }

  it('never downloads the Storefront client for a shopper in the default country', async () => {
    const api = pricesServer(nodes);
    server.use(api.handler);
    const prices = await freshPrices('US');
    prices.getState().request([nodes[0]!.id]);
    await settled();
    expect(api.calls).toHaveLength(0);
    expect(evaluated).toEqual([]);
  });

  it('downloads it with the first request for another country', async () => {
    const api = pricesServer(nodes);
    server.use(api.handler);
    const prices = await freshPrices('GB');
    expect(evaluated).toEqual([]);
    prices.getState().request([nodes[0]!.id]);
    await vi.waitFor(() => expect(prices.getState().byCountry.GB?.[nodes[0]!.id]?.minPrice).toEqual({ amount: '51.96', currencyCode: 'GBP' }));
    expect(evaluated).toEqual(['client']);
  });
});
