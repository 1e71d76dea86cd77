import { act, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { Recommendations } from '../../../src/components/product/Recommendations';
import { FEATURED_ROW_SIZE } from '../../../src/config/listings';
import { useCountry } from '../../../src/stores/country';
import { clearStorefrontCache } from '../../../src/storefront/client';
import { storefront } from '../../msw/faults';
import { setupLocalStorefront } from '../../msw/localStorefront';
import { server } from '../../msw/node';

vi.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const shop = setupLocalStorefront();

/** The products the shop recommends beside a product, as it answers them. */
async function recommended(handle: string): Promise<string[]> {
  const { data } = await shop().graphql<{ productRecommendations: Array<{ handle: string }> | null }>(
    'query ($handle: String!) { productRecommendations(productHandle: $handle) { handle } }',
    { handle },
  );
  // The row shows the first few.
  return (data?.productRecommendations ?? []).slice(0, FEATURED_ROW_SIZE).map((p) => p.handle);
}
/** The product pages a row links to, each once, in order. */
const linked = (row: HTMLElement) => [...new Set([...row.querySelectorAll('a')].map((a) => a.getAttribute('href')))];

describe('Recommendations', () => {
  beforeEach(async () => {
    clearStorefrontCache();
    useCountry.setState({ countryCode: 'US' });
    await useCountry.persist.rehydrate();
  });

  it('holds the row’s place while loading, then shows the recommended products in it', async () => {
    const handles = await recommended('marina-top-coral-reef');
    expect(handles.length).toBeGreaterThan(0);
    render(<Recommendations handle="marina-top-coral-reef" />);
    const section = screen.getByRole('region', { name: 'You may also like' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    const row = await screen.findByRole('list', { name: 'Recommended products' });
    expect(linked(row)).toEqual(handles.map((h) => `/products/${h}/`));
    expect(section).toHaveAttribute('aria-busy', 'false');
  });

  it('leaves the page when the shop has nothing to recommend', async () => {
    server.use(storefront.query('ProductRecommendations', () => HttpResponse.json({ data: { productRecommendations: [] } })));
    render(<Recommendations handle="marina-top-coral-reef" />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'You may also like' })).not.toBeInTheDocument());
  });

  it('asks for recommendations only when the shopper scrolls near them', async () => {
    const handles = await recommended('marina-top-coral-reef');
    const requests = () => shop().ops('ProductRecommendations').length;
    const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
      },
    );
    try {
      render(<Recommendations handle="marina-top-coral-reef" />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(requests()).toBe(0);
      const { callback, targets } = observers[0]!;
      expect(targets[0]).toBe(screen.getByRole('region', { name: 'You may also like' }));
      act(() => callback([{ isIntersecting: true, target: targets[0] } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(linked(await screen.findByRole('list', { name: 'Recommended products' }))).toEqual(handles.map((h) => `/products/${h}/`));
      expect(requests()).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
