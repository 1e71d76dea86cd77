import { render } from '@testing-library/react';
import { CartLine } from '../../../src/components/cart/CartLine';
import type { CartLineView } from '../../../src/features/cart/rules/lines';

vi.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const line: CartLineView = {
  id: 'line-1',
  quantity: 1,
  kind: 'product',
  merchandiseId: 'gid://shopify/ProductVariant/1',
  variantTitle: 'M',
  selectedOptions: [],
  productTitle: 'Marina Top',
  handle: 'marina-top',
  image: { url: 'http://localhost:8787/cdn/shop/products/marina-top-1.png', altText: null, width: 1200, height: 1500 },
  unitPrice: { amount: '60.0', currencyCode: 'USD' },
  compareAtUnitPrice: null,
  total: { amount: '60.0', currencyCode: 'USD' },
  discounts: [],
  promo: null,
  attributes: [],
};

const thumbnail = (layout: 'drawer' | 'page') => {
  const { container } = render(<CartLine line={line} onQuantity={() => undefined} onRemove={() => undefined} layout={layout} />);
  return container.querySelector('img')!;
};

describe('a cart line’s thumbnail', () => {
  it('asks the image server for the size the drawer shows (84 px), not the 1,200-px original', () => {
    const img = thumbnail('drawer');
    expect(img.getAttribute('sizes')).toBe('84px');
    expect(img.getAttribute('srcset')).toBe(
      [120, 240, 360].map((w) => `http://localhost:8787/cdn/shop/products/marina-top-1.png?width=${w} ${w}w`).join(', '),
    );
    expect(img.getAttribute('src')).toBe('http://localhost:8787/cdn/shop/products/marina-top-1.png?width=240');
  });

  it('is 120 px on the bag page', () => {
    expect(thumbnail('page').getAttribute('sizes')).toBe('120px');
  });
});
