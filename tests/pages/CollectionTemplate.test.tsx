import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes, ComponentProps } from 'react';
import type { CollectionPageContext } from '../../src/build/pages';
import { summariseFilters } from '../../src/lib/listingFilters';
import { toProductCard } from '../../src/lib/productCard';
import { useCountry } from '../../src/stores/country';
import { clearStorefrontCache } from '../../src/storefront/client';
import CollectionTemplate from '../../src/templates/CollectionTemplate';
import { apiFilters, cardNode, collectionServer, failing, pageInfo } from '../msw/fixtures/catalogue';
import { server } from '../msw/node';

const { navigate } = vi.hoisted(() => ({ navigate: vi.fn() }));
vi.mock('gatsby', () => ({
  navigate,
  Link: ({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const coral = cardNode();
const lavender = cardNode({ id: 7000000002, handle: 'havana-bottoms-lavender-haze', title: 'Havana Bottoms - Lavender Haze', print: 'Lavender Haze' });
const cherry = cardNode({ id: 7000000003, handle: 'bea-top-cherry-pop', title: 'Bea Top - Cherry Pop', print: 'Cherry Pop' });

const context: CollectionPageContext = {
  id: 'gid://shopify/Collection/1',
  slug: 'all',
  handle: 'all',
  title: 'Swim',
  description: 'Every bikini, one-piece and set we make.',
  seo: { title: null, description: null },
  image: null,
  products: [coral, lavender].map(toProductCard),
  pageInfo: { hasNextPage: true, endCursor: 'cursor-24' },
  filters: summariseFilters(apiFilters({ filter_red: 1, filter_orange: 1, filter_purple: 1 }, { S: 3, M: 3 }, 3, 0)),
};

function renderAt(search: string) {
  const props = { pageContext: context, location: { pathname: '/collections/all/', search } } as unknown as ComponentProps<typeof CollectionTemplate>;
  return render(<CollectionTemplate {...props} />);
}

describe('collection page', () => {
  beforeEach(async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    clearStorefrontCache();
    navigate.mockReset();
    useCountry.setState({ countryCode: 'US' });
    await useCountry.persist.rehydrate();
  });

  it('shows the built first page, its count and a link to the next page without asking the API', () => {
    renderAt('');
    expect(screen.getByRole('heading', { level: 1, name: 'Swim' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 products');
    const grid = screen.getByRole('list', { name: 'Swim products' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Next page →' })).toHaveAttribute('href', '/collections/all/?page=2&after=cursor-24');
  });

  it('puts a ticked colour in the URL, keeping the shopper’s scroll position', async () => {
    renderAt('?sort=price-asc');
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    await userEvent.click(within(sidebar).getByRole('checkbox', { name: 'Red 1 products' }));
    expect(navigate).toHaveBeenCalledWith('/collections/all/?colour=red&sort=price-asc', { state: { keepScroll: true } });
  });

  it('loads a filtered listing from the Storefront API with the colour filter and the sort', async () => {
    const api = collectionServer(() => ({
      nodes: [cherry],
      filters: apiFilters({ filter_red: 1 }, { S: 1 }, 1, 0),
      pageInfo: pageInfo(),
    }));
    server.use(api.handler);
    renderAt('?colour=red&sort=price-desc');
    expect(await screen.findByRole('heading', { name: 'Bea Top – Cherry Pop' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Marina Top – Coral Reef' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 product');
    // Among the calls: an earlier test's listing request can still land here, its code being loaded lazily.
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        handle: 'all',
        country: 'US',
        first: 24,
        sortKey: 'PRICE',
        reverse: true,
        filters: [{ productMetafield: { namespace: 'custom', key: 'colour', value: 'filter_red' } }],
      }),
    );
    expect(screen.getByRole('button', { name: 'Remove filter: Red' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
  });

  it('offers to clear the filters when nothing matches', async () => {
    server.use(collectionServer(() => ({ nodes: [], filters: apiFilters({}, {}, 0, 0) })).handler);
    renderAt('?colour=brown&size=XL');
    expect(await screen.findByRole('heading', { name: 'No products match these filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(navigate).toHaveBeenCalledWith('/collections/all/', { state: { keepScroll: true } });
  });

  it('keeps the products on screen and offers a retry when the listing fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(failing('Collection'));
    renderAt('?available=1');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We could not update the products');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('links back to the previous page from a later page', async () => {
    server.use(collectionServer(() => ({ nodes: [cherry], pageInfo: pageInfo({ hasPreviousPage: true, startCursor: 'start-3' }) })).handler);
    renderAt('?page=3&after=cursor-48');
    expect(await screen.findByRole('link', { name: '← Previous page' })).toHaveAttribute('href', '/collections/all/?page=2&before=start-3');
    expect(screen.queryByRole('link', { name: 'Next page →' })).not.toBeInTheDocument();
  });
});
