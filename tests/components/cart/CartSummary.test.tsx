/**
 * Each discount is shown once (issue 18 item 2): a product-level discount on its line (and inside the
 * subtotal, which is the sum of line totals), an order-level one as a summary row between subtotal and
 * total — as the Storefront API allocates them (https://shopify.dev/docs/api/storefront/latest/objects/Cart).
 */
import { render, screen, within } from '@testing-library/react';
import { CartLine } from '../../../src/components/cart/CartLine';
import { CartSummary } from '../../../src/components/cart/CartSummary';
import type { CartLineView, CartView } from '../../../src/features/cart/rules/lines';

vi.mock('gatsby', () => ({ Link: ({ to, children }: { to: string; children: unknown }) => <a href={to}>{children as never}</a> }));

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

const line = (overrides: Partial<CartLineView>): CartLineView => ({
  id: 'gid://shopify/CartLine/1?cart=c',
  quantity: 2,
  kind: 'product',
  merchandiseId: 'gid://shopify/ProductVariant/1',
  variantTitle: 'S',
  selectedOptions: [{ name: 'Size', value: 'S' }],
  productTitle: 'Marina Top - Coral Reef',
  handle: 'marina-top-coral-reef',
  image: null,
  unitPrice: usd('50.0'),
  compareAtUnitPrice: null,
  total: usd('100.0'),
  discounts: [],
  promo: null,
  attributes: [],
  ...overrides,
});

const cart = (overrides: Partial<CartView>): CartView => ({
  id: 'gid://shopify/Cart/c?key=k',
  checkoutUrl: 'http://localhost:8787/checkouts/cn/c?key=k',
  updatedAt: '2025-07-01T10:00:00Z',
  totalQuantity: 2,
  lines: [line({})],
  hasMoreLines: false,
  giftCards: [],
  subtotal: usd('100.0'),
  orderDiscounts: [],
  total: usd('100.0'),
  buyerCountryCode: 'US',
  discountCodes: [],
  attributes: [],
  ...overrides,
});

function renderCart(view: CartView) {
  return render(
    <div>
      <ul>
        {view.lines.map((l) => (
          <CartLine key={l.id} line={l} onQuantity={() => undefined} onRemove={() => undefined} />
        ))}
      </ul>
      <CartSummary cart={view} busy={false} />
    </div>,
  );
}

const occurrences = (text: string) => (document.body.textContent ?? '').split(text).length - 1;

describe('discounts in the cart', () => {
  it('shows a product-level discount on its line only; the subtotal already includes it and no total row is added', () => {
    const discounted = line({ total: usd('85.0'), discounts: [{ code: 'BLUEBAY15', amount: usd('15.0') }] });
    renderCart(cart({ lines: [discounted], subtotal: usd('85.0'), total: usd('85.0'), discountCodes: [{ code: 'BLUEBAY15', applicable: true }] }));
    const item = screen.getByRole('listitem', { name: 'Marina Top - Coral Reef' });
    expect(within(item).getByText('BLUEBAY15: −$15.00')).toBeInTheDocument();
    expect(occurrences('$15.00')).toBe(1);
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('$85.00');
    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
  });

  it('shows an order-level discount once, as a summary row, then the total', () => {
    renderCart(cart({ orderDiscounts: [{ code: 'STUDENT30', amount: usd('30.0') }], total: usd('70.0') }));
    expect(screen.getByText('Discount (STUDENT30)').nextSibling).toHaveTextContent('−$30.00');
    expect(occurrences('$30.00')).toBe(1);
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('$100.00');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$70.00');
    expect(within(screen.getByRole('listitem')).queryByText(/STUDENT30/)).not.toBeInTheDocument();
  });

  it('shows both kinds together, each where it belongs', () => {
    const discounted = line({ total: usd('85.0'), discounts: [{ code: 'BLUEBAY15', amount: usd('15.0') }] });
    renderCart(cart({ lines: [discounted], subtotal: usd('85.0'), orderDiscounts: [{ code: 'WELCOME10', amount: usd('8.5') }], total: usd('76.5') }));
    expect(occurrences('BLUEBAY15')).toBe(1);
    expect(occurrences('WELCOME10')).toBe(1);
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$76.50');
  });
});
