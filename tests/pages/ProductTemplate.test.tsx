import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type { AnchorHTMLAttributes, ComponentProps } from 'react';
import type { ProductPageContext } from '../../src/build/pages';
import { env } from '../../src/config/env';
import { toProductView } from '../../src/lib/product';
import { useCountry } from '../../src/stores/country';
import { clearStorefrontCache } from '../../src/storefront/client';
import ProductTemplate from '../../src/templates/ProductTemplate';
import { cardNode, money } from '../msw/fixtures/catalogue';
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

const variant = (n: number, size: string, availableForSale = true) => ({
  id: `gid://shopify/ProductVariant/80000000${n}`,
  title: size,
  sku: `BB-TOP-0001-${size}`,
  availableForSale,
  selectedOptions: [{ name: 'Size', value: size }],
  price: money('90.0'),
  compareAtPrice: money('120.0'),
  image: null,
});

const product = toProductView({
  ...cardNode({ price: '90.0', compareAt: '120.0', tags: ['NEW ARRIVAL'], finalSale: true, sizes: ['XS', 'S', 'M'] }),
  description: 'A triangle bikini top with adjustable ties.',
  descriptionHtml: '<p>A triangle bikini top with adjustable ties.</p>',
  vendor: 'Blue Bay Swim',
  productType: 'Bikini Top',
  seo: { title: null, description: null },
  images: {
    nodes: [1, 2].map((i) => ({ url: `http://localhost:8787/cdn/shop/products/marina-top-coral-reef-${i}.svg`, altText: `view ${i}`, width: 1200, height: 1500 })),
  },
  variants: { nodes: [variant(10, 'XS'), variant(11, 'S', false), variant(12, 'M')] },
  ratings: { value: JSON.stringify([{ star: 5, total: 3 }, { star: 4, total: 1 }]) },
  sizeChart: { value: JSON.stringify([{ size: 'XS', bust: '30-31"', waist: '23-24"' }]) },
});

const context: ProductPageContext = { slug: product.handle, handle: product.handle, product, category: { handle: 'bikini-tops', title: 'Bikini Tops' } };

function renderAt(search: string) {
  const props = { pageContext: context, location: { pathname: '/products/marina-top-coral-reef/', search } } as unknown as ComponentProps<typeof ProductTemplate>;
  return render(<ProductTemplate {...props} />);
}

describe('product page', () => {
  beforeEach(async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    clearStorefrontCache();
    navigate.mockReset();
    useCountry.setState({ countryCode: 'US' });
    await useCountry.persist.rehydrate();
    server.use(
      graphql.link(env.storefrontEndpoint).query('ProductRecommendations', () =>
        HttpResponse.json({ data: { productRecommendations: [cardNode({ id: 7000000009, handle: 'bea-top-cherry-pop', title: 'Bea Top - Cherry Pop', print: 'Cherry Pop' })] } }),
      ),
    );
  });

  it('shows the title, print, labels, rating, sale price with compare-at and discount, and the final-sale notice', async () => {
    renderAt('');
    expect(screen.getByRole('heading', { level: 1, name: 'Marina Top' })).toBeInTheDocument();
    expect(screen.getByText('Coral Reef', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: 'Labels' })[0]).toHaveTextContent('NEW ARRIVAL');
    expect(screen.getAllByText('4.8 out of 5 stars, 4 reviews')[0]).toBeInTheDocument();
    expect(screen.getAllByText('−25%')[0]?.closest('p')).toHaveTextContent('Sale price$90.00Regular price$120.00−25%');
    expect(screen.getByText(/This piece cannot be returned or exchanged/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeBikini TopsMarina Top - Coral Reef');
    expect(await screen.findByRole('list', { name: 'Recommended products' })).toHaveTextContent('Bea Top');
  });

  it('preselects the variant named in the URL, and writes a new choice back to it', async () => {
    renderAt('?variant=8000000012');
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'S (sold out)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'XS' }));
    // Page state with the address replaced in place: no navigation, so it works offline too.
    expect(screen.getByRole('radio', { name: 'XS' })).toBeChecked();
    expect(window.location.search).toBe('?variant=8000000010');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the size guide in inches and, on request, in centimetres', async () => {
    renderAt('');
    await userEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' });
    const row = within(dialog).getByRole('row', { name: /XS/ });
    expect(row).toHaveTextContent('XS30-31"23-24"');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Centimetres' }));
    expect(row).toHaveTextContent('XS76-79 cm58-61 cm');
  });

  it('switches the gallery image with its thumbnails', async () => {
    renderAt('');
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2 of 2: view 2' }));
    expect(screen.getByRole('img', { name: 'view 2' })).toHaveAttribute('srcset', expect.stringContaining('marina-top-coral-reef-2.svg?width=1200 1200w'));
  });

  it('shows how the reviews spread over the stars', () => {
    renderAt('');
    const bars = screen.getByRole('list', { name: 'Ratings by stars' });
    expect(within(bars).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '5 stars3 reviews',
      '4 stars1 review',
      '3 stars0 reviews',
      '2 stars0 reviews',
      '1 star0 reviews',
    ]);
  });
});
