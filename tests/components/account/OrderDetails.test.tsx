import { render, screen, within } from '@testing-library/react';
import { OrderDetails } from '../../../src/components/account/OrderDetails';
import { fakeCustomer, order } from '../../msw/fixtures/customer';
import { resetAccount, signedIn } from './helpers';

vi.mock('gatsby', async () => (await import('./gatsbyMock')).gatsbyMock());

beforeEach(resetAccount);

const tracked = order({
  number: 1003,
  fulfilled: true,
  fulfillmentStatus: 'FULFILLED',
  tracking: [
    { status: 'ORDER_CREATED', message: 'Order created', date: '2026-03-01T09:00:00Z' },
    { status: 'PICKED_UP', message: 'Shipment picked up', date: '2026-03-02T09:00:00Z' },
    { status: 'IN_TRANSIT', message: 'In transit to sorting facility', date: '2026-03-03T09:00:00Z' },
  ],
});

describe('OrderDetails', () => {
  it('shows items, totals, addresses, the tracking number and link', async () => {
    await signedIn(fakeCustomer({ orders: [tracked] }));
    render(<OrderDetails orderParam="1003" />);
    expect(await screen.findByRole('heading', { name: 'Order #1003' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marina Top - Coral Reef' })).toHaveAttribute('href', '/products/marina-top-coral-reef/');
    expect(screen.getByText(/Size: S · Qty 1/)).toBeInTheDocument();
    expect(screen.getByText('JD01460001003')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Track with DHL Express/ })).toHaveAttribute('href', 'https://track.example/JD01460001003');
    expect(within(screen.getByRole('region', { name: 'Shipping address' })).getByText('Miami Beach, Florida 33139')).toBeInTheDocument();
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$116.95');
    expect(screen.getByText('Shipping', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Free');
  });

  it('draws the tracking steps up to Delivered, done ones dated and the latest marked current', async () => {
    await signedIn(fakeCustomer({ orders: [tracked] }));
    render(<OrderDetails orderParam="1003" />);
    const steps = within(await screen.findByRole('list', { name: 'Tracking steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent?.replace(/\(.*$/, '').trim())).toEqual([
      'Order created',
      'Shipment picked up',
      'In transit to sorting facility',
      'Shipment arrived at international hub',
      'Arrived at local sorting facility',
      'Out for delivery',
      'Delivered',
    ]);
    expect(steps.map((s) => (s.textContent?.includes('(done)') ? 'done' : 'to come'))).toEqual(['done', 'done', 'done', 'to come', 'to come', 'to come', 'to come']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('says when the order is not among the customer’s orders', async () => {
    await signedIn(fakeCustomer({ orders: [tracked] }));
    render(<OrderDetails orderParam="999" />);
    expect(await screen.findByText('We couldn’t find that order among your orders.')).toBeInTheDocument();
  });
});
