import { act, render, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { Recommendations } from '../../../src/components/product/Recommendations';
import { env } from '../../../src/config/env';
import { useCountry } from '../../../src/stores/country';
import { clearStorefrontCache } from '../../../src/storefront/client';
import { cardNode } from '../../msw/fixtures/catalogue';
import { server } from '../../msw/node';

vi.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const recommend = (nodes: ReturnType<typeof cardNode>[]) =>
  server.use(
    graphql.link(env.storefrontEndpoint).query('ProductRecommendations', () =>
      HttpResponse.json({ data: { productRecommendations: nodes } }),
    ),
  );

describe('Recommendations', () => {
  beforeEach(async () => {
    clearStorefrontCache();
    useCountry.setState({ countryCode: 'US' });
    await useCountry.persist.rehydrate();
  });

  it('holds the row’s place while loading, then shows the recommended products in it', async () => {
    recommend([cardNode({ id: 7000000009, handle: 'bea-top-cherry-pop', title: 'Bea Top - Cherry Pop', print: 'Cherry Pop' })]);
    render(<Recommendations handle="marina-top-coral-reef" />);
    const section = screen.getByRole('region', { name: 'You may also like' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    const row = await screen.findByRole('list', { name: 'Recommended products' });
    expect(row).toHaveTextContent('Bea Top');
    expect(section).toHaveAttribute('aria-busy', 'false');
  });

  it('leaves the page when the shop has nothing to recommend', async () => {
    recommend([]);
    render(<Recommendations handle="marina-top-coral-reef" />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'You may also like' })).not.toBeInTheDocument());
  });

  it('asks for recommendations only when the shopper scrolls near them', async () => {
    let requests = 0;
    server.use(
      graphql.link(env.storefrontEndpoint).query('ProductRecommendations', () => {
        requests += 1;
        return HttpResponse.json({ data: { productRecommendations: [cardNode({ id: 7000000010, handle: 'bea-top-cherry-pop', title: 'Bea Top - Cherry Pop' })] } });
      }),
    );
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
      expect(requests).toBe(0);
      const { callback, targets } = observers[0]!;
      expect(targets[0]).toBe(screen.getByRole('region', { name: 'You may also like' }));
      act(() => callback([{ isIntersecting: true, target: targets[0] } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(await screen.findByRole('list', { name: 'Recommended products' })).toHaveTextContent('Bea Top');
      expect(requests).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
