import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderHistory } from '../../../src/components/account/OrderHistory';
import { server } from '../../msw/node';
import { fakeCustomer, networkFailure, order } from '../../msw/fixtures/customer';
import { resetAccount, signedIn } from './helpers';

vi.mock('gatsby', async () => (await import('./gatsbyMock')).gatsbyMock());

const events = (...statuses: string[]) =>
  statuses.map((status, i) => ({ status, message: status, date: `2026-03-0${i + 1}T09:00:00Z` }));

const ORDERS = [
  order({ number: 1004, fulfillmentStatus: 'FULFILLED', fulfilled: true, tracking: events('ORDER_CREATED', 'PICKED_UP', 'IN_TRANSIT', 'AT_INTERNATIONAL_HUB', 'AT_LOCAL_FACILITY', 'OUT_FOR_DELIVERY', 'DELIVERED') }),
  order({ number: 1003, fulfillmentStatus: 'FULFILLED', fulfilled: true, tracking: events('ORDER_CREATED', 'PICKED_UP', 'IN_TRANSIT') }),
  order({ number: 1002, financialStatus: 'PENDING' }),
  order({ number: 1001, tracking: events('ORDER_CREATED') }),
];

beforeEach(() => {
  resetAccount();
  window.history.replaceState(null, '', '/user-account/order-history/');
});

describe('OrderHistory', () => {
  it('shows the seven tabs of spec §2 with counts, All selected', async () => {
    await signedIn(fakeCustomer({ orders: ORDERS }));
    render(<OrderHistory />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent?.replace(/[\d,].*$/, '').trim())).toEqual([
      'All', 'Order Placed', 'Unfulfilled', 'Fulfilled', 'In Transit', 'Out for Delivery', 'Delivered',
    ]);
    expect(screen.getByRole('tab', { name: /^All ?, 4 orders$/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Delivered ?, 1 order$/ })).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(4);
  });

  it('filters by tab and moves between tabs with the arrow keys, Home and End', async () => {
    await signedIn(fakeCustomer({ orders: ORDERS }));
    render(<OrderHistory />);
    const all = await screen.findByRole('tab', { name: /^All/ });
    await userEvent.click(all);
    await userEvent.keyboard('{ArrowRight}');
    const placed = screen.getByRole('tab', { name: /^Order Placed/ });
    expect(placed).toHaveFocus();
    expect(placed).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Order #1002' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Order #1001' })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /^Delivered/ })).toHaveFocus();
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Order #1004' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(all).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /^Delivered/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(all).toHaveFocus();
    // Only the selected tab is in the Tab order.
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([all]);
  });

  it('links each order to its details by order number', async () => {
    await signedIn(fakeCustomer({ orders: ORDERS }));
    render(<OrderHistory />);
    expect(await screen.findByRole('link', { name: 'View order #1003' })).toHaveAttribute(
      'href',
      '/user-account/order-history/order-details/?order=1003',
    );
  });

  it('keeps the chosen tab in the address and opens on the tab the address names', async () => {
    await signedIn(fakeCustomer({ orders: ORDERS }));
    const { unmount } = render(<OrderHistory />);
    await userEvent.click(await screen.findByRole('tab', { name: /^In Transit/ }));
    expect(window.location.search).toBe('?tab=in-transit');
    unmount();
    render(<OrderHistory />);
    expect(await screen.findByRole('tab', { name: /^In Transit/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: /^All/ }));
    expect(window.location.search).toBe('');
  });

  it('counts the shopper’s items on each order, leaving out shipping protection', async () => {
    const withProtection = order({ number: 1005 });
    const protection = { ...withProtection.lineItems.nodes[0]!, title: 'Shipping protection', variant: { ...withProtection.lineItems.nodes[0]!.variant, id: 'gid://shopify/ProductVariant/9000000004' } };
    (withProtection.lineItems.nodes as unknown[]).push(protection);
    await signedIn(fakeCustomer({ orders: [withProtection] }));
    render(<OrderHistory />);
    expect(await screen.findByText(/· 2 items/)).toBeInTheDocument();
  });

  it('says when a tab is empty', async () => {
    await signedIn(fakeCustomer({ orders: [order({ number: 1001 })] }));
    render(<OrderHistory />);
    await userEvent.click(await screen.findByRole('tab', { name: /^Out for Delivery/ }));
    expect(screen.getByText('Nothing is out for delivery today.')).toBeInTheDocument();
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    await signedIn(fakeCustomer({ orders: ORDERS }));
    server.use(networkFailure('CustomerOrders'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<OrderHistory />);
    expect(await screen.findByText(/We couldn’t load your orders/, {}, { timeout: 3000 })).toBeInTheDocument();
    server.resetHandlers();
    await signedIn(fakeCustomer({ orders: ORDERS }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });
});
