import fc from 'fast-check';
import { completedSteps, latestTrackingStatus, ORDER_TABS, orderTab, ordersInTab, statusLabel, tabFromSlug, tabSlug, TRACKING_STEPS } from '../../src/lib/orderStatus';
import { TRACKING_SEQUENCE } from '../../storefront-local/orders/tracking';

const at = (status: string, date: string) => ({ status, message: status, date });

describe('order status', () => {
  it('has the seven tabs in order', () => {
    expect(ORDER_TABS).toEqual(['All', 'Order Placed', 'Unfulfilled', 'Fulfilled', 'In Transit', 'Out for Delivery', 'Delivered']);
  });

  it('lists the same tracking steps as the checkout’s order-status page, ending with Delivered', () => {
    expect([...TRACKING_STEPS]).toEqual(TRACKING_SEQUENCE.map((step) => step.message));
    expect(TRACKING_STEPS.at(-1)).toBe('Delivered');
  });

  it('keeps the tab in the address as a slug, and reads anything else as All', () => {
    expect(tabSlug('Out for Delivery')).toBe('out-for-delivery');
    expect(tabFromSlug('out-for-delivery')).toBe('Out for Delivery');
    expect(tabFromSlug(' Delivered ')).toBe('Delivered');
    expect(tabFromSlug(null)).toBe('All');
    expect(tabFromSlug('__proto__')).toBe('All');
    for (const tab of ORDER_TABS) expect(tabFromSlug(tabSlug(tab))).toBe(tab);
    fc.assert(
      fc.property(fc.string(), (slug) => {
        expect(ORDER_TABS).toContain(tabFromSlug(slug));
      }),
    );
  });

  it('places a paid unfulfilled order under Unfulfilled and a pending one under Order Placed', () => {
    expect(orderTab({ financialStatus: 'PAID', fulfillmentStatus: 'UNFULFILLED' })).toBe('Unfulfilled');
    expect(orderTab({ financialStatus: 'PENDING', fulfillmentStatus: 'UNFULFILLED' })).toBe('Order Placed');
    expect(orderTab({ financialStatus: 'PAID', fulfillmentStatus: 'FULFILLED' })).toBe('Fulfilled');
  });

  it('uses the latest tracking event for the shipping tabs', () => {
    const events = [at('ORDER_CREATED', '2026-01-01'), at('PICKED_UP', '2026-01-02'), at('IN_TRANSIT', '2026-01-03')];
    expect(orderTab({ financialStatus: 'PAID', fulfillmentStatus: 'FULFILLED', trackingEvents: events })).toBe('In Transit');
    expect(orderTab({ trackingEvents: [...events, at('OUT_FOR_DELIVERY', '2026-01-05')] })).toBe('Out for Delivery');
    expect(orderTab({ trackingEvents: [at('DELIVERED', '2026-01-06'), ...events] })).toBe('Delivered');
    expect(latestTrackingStatus([at('NONSENSE', '2026-02-01')])).toBeNull();
  });

  it('filters orders by tab, All showing every order', () => {
    const orders = [
      { id: 1, financialStatus: 'PAID', fulfillmentStatus: 'UNFULFILLED' },
      { id: 2, financialStatus: 'PAID', fulfillmentStatus: 'FULFILLED' },
    ];
    expect(ordersInTab(orders, 'All')).toHaveLength(2);
    expect(ordersInTab(orders, 'Fulfilled').map((o) => o.id)).toEqual([2]);
    expect(ordersInTab(orders, 'Delivered')).toEqual([]);
  });

  it('counts completed timeline steps', () => {
    expect(completedSteps([])).toBe(0);
    expect(completedSteps([at('ORDER_CREATED', '2026-01-01')])).toBe(1);
    expect(completedSteps([at('OUT_FOR_DELIVERY', '2026-01-01')])).toBe(6);
    expect(completedSteps([at('DELIVERED', '2026-01-01')])).toBe(7);
  });

  it('labels statuses as the spec shows them', () => {
    expect(statusLabel('OUT_FOR_DELIVERY')).toBe('OUT FOR DELIVERY');
  });
});
