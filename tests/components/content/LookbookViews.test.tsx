import { render, screen, within } from '@testing-library/react';
import { LookbookIndexView } from '../../../src/components/content/LookbookIndexView';
import { LookbookView, lookbookCrumbs } from '../../../src/components/content/LookbookView';
import { breadcrumbJsonLd } from '../../../src/lib/structuredData';
import { AFTERGLOW, AFTERGLOW_PRODUCTS } from '../../msw/fixtures/content';

vi.mock('gatsby', async () => (await import('./gatsbyMock')).gatsbyMock());

describe('LookbookView', () => {
  const renderAfterglow = () =>
    render(<LookbookView frontmatter={AFTERGLOW} html="<p>Afterglow is the hour after sunset.</p>" products={AFTERGLOW_PRODUCTS} />);

  it('shows each look with its caption and the products in it, linking to their pages', () => {
    renderAfterglow();
    const look = screen.getByRole('region', { name: 'The last swim' });
    expect(within(look).getByText('The Ivy top and bottoms in Sunset Stripe.')).toBeInTheDocument();
    const products = within(look).getByRole('list', { name: 'Shop The last swim' });
    const links = within(products).getAllByRole('link', { name: /Ivy/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/products/ivy-top-sunset-stripe/',
      '/products/ivy-bottoms-sunset-stripe/',
    ]);
    expect(within(products).getByRole('img', { name: 'Ivy Top - Sunset Stripe, front' })).toBeInTheDocument();
    expect(within(products).getByText('$64.95')).toBeInTheDocument();
  });

  it('shows the sale price and the regular price of a discounted piece', () => {
    renderAfterglow();
    const look = screen.getByRole('region', { name: 'The last swim' });
    expect(within(look).getByText('$52.00')).toBeInTheDocument();
    expect(within(look).getByText('$65.00')).toBeInTheDocument();
  });

  it('leaves out products the store no longer has', () => {
    renderAfterglow();
    const look = screen.getByRole('region', { name: 'The last swim' });
    expect(within(look).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /retired/i })).not.toBeInTheDocument();
  });

  it('shows where the lookbook sits: Home / Lookbooks / Afterglow', () => {
    renderAfterglow();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Lookbooks' })).toHaveAttribute('href', '/lookbooks/');
    expect(within(trail).getByText('Afterglow')).toHaveAttribute('aria-current', 'page');
  });

  it('gives search engines the same trail as a BreadcrumbList', () => {
    expect(breadcrumbJsonLd('https://bluebayswim.example', lookbookCrumbs(AFTERGLOW))).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://bluebayswim.example/' },
        { position: 2, name: 'Lookbooks', item: 'https://bluebayswim.example/lookbooks/' },
        { position: 3, name: 'Afterglow', item: 'https://bluebayswim.example/lookbooks/afterglow/' },
      ],
    });
  });
});

describe('LookbookIndexView', () => {
  it('lists every lookbook with its number of looks', () => {
    render(
      <LookbookIndexView
        lookbooks={[
          { id: '1', frontmatter: AFTERGLOW },
          { id: '2', frontmatter: { ...AFTERGLOW, title: 'Club Voyages', path: '/lookbooks/club-voyages/', looks: [AFTERGLOW.looks[0]!] } },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Lookbooks' });
    expect(within(list).getByRole('link', { name: 'Afterglow' })).toHaveAttribute('href', '/lookbooks/afterglow/');
    expect(within(list).getByRole('link', { name: 'Club Voyages' })).toHaveAttribute('href', '/lookbooks/club-voyages/');
    expect(within(list).getByText('2 looks')).toBeInTheDocument();
    expect(within(list).getByText('1 look')).toBeInTheDocument();
  });
});
