import { appendOrders, cancellationText, findOrder, itemCount, orderDiscount, orderNumberQuery, toAccountOrder, type AccountOrder } from '../../src/lib/customerOrders';
import { parseTrackingEvents, stepEvents } from '../../src/lib/orderStatus';
import { order } from '../msw/fixtures/customer';

describe('account orders', () => {
  it('flattens an order: lines, totals, addresses, tracking and its tab', () => {
    const view = toAccountOrder(
      order({ number: 1001, fulfilled: true, fulfillmentStatus: 'FULFILLED', tracking: [{ status: 'PICKED_UP', message: 'Shipment picked up', date: '2026-03-02T09:00:00Z' }] }) as never,
    );
    expect(view.name).toBe('#1001');
    expect(view.tab).toBe('In Transit');
    expect(view.lines.map((l) => [l.title, l.options])).toEqual([
      ['Marina Top - Coral Reef', [{ name: 'Size', value: 'S' }]],
      ['Marina Bottoms - Coral Reef', [{ name: 'Size', value: 'M' }]],
    ]);
    expect(view.shippingAddress).toEqual({
      name: 'Marina Costa',
      lines: ['1 Ocean Drive', 'Miami Beach, Florida 33139', 'United States'],
      phone: null,
    });
    expect(view.tracking).toEqual([{ company: 'DHL Express', number: 'JD01460001001', url: 'https://track.example/JD01460001001' }]);
    expect(itemCount(view)).toBe(2);
  });

  it('counts the shopper’s items, not the shipping protection the cart added', () => {
    const view = toAccountOrder(order({ number: 1002 }) as never);
    const protection = { ...view.lines[0]!, title: 'Shipping protection', quantity: 1, variantId: 'gid://shopify/ProductVariant/9000000004' };
    const withProtection = { ...view, lines: [...view.lines, protection] };
    expect(itemCount(withProtection, 'gid://shopify/ProductVariant/9000000004')).toBe(2);
    expect(itemCount(withProtection)).toBe(3);
  });

  it('reads no tracking events from a missing or broken metafield, and drops malformed entries', () => {
    expect(parseTrackingEvents(null)).toEqual([]);
    expect(parseTrackingEvents('{oops')).toEqual([]);
    expect(parseTrackingEvents('{"status":"PICKED_UP"}')).toEqual([]);
    expect(parseTrackingEvents('[{"status":"PICKED_UP","message":"m","date":"d"}, 7, {"message":"no status"}]')).toEqual([
      { status: 'PICKED_UP', message: 'm', date: 'd' },
    ]);
  });

  it('matches each of the six steps with the event that completed it', () => {
    const steps = stepEvents([
      { status: 'ORDER_CREATED', message: 'Order created', date: '2026-03-01' },
      { status: 'PICKED_UP', message: 'Shipment picked up', date: '2026-03-02' },
    ]);
    expect(steps).toHaveLength(7);
    expect(steps.map((s) => s?.status ?? null)).toEqual(['ORDER_CREATED', 'PICKED_UP', null, null, null, null, null]);
  });

  it('finds an order by its number, with or without #', () => {
    const orders = [toAccountOrder(order({ number: 1001 }) as never), toAccountOrder(order({ number: 1002 }) as never)];
    expect(findOrder(orders, '1002')?.name).toBe('#1002');
    expect(findOrder(orders, '#1001')?.name).toBe('#1001');
    expect(findOrder(orders, '999')).toBeNull();
    expect(findOrder(orders, 'gid://shopify/Order/1')).toBeNull();
    expect(findOrder(orders, null)).toBeNull();
  });
});

describe('the discount row', () => {
  it('is what the items lost between their total and the subtotal, named by code and percentage', () => {
    const jpy = (amount: string) => ({ amount, currencyCode: 'JPY' });
    expect(orderDiscount(jpy('35025.0'), jpy('31522.0'), [{ code: 'WELCOME10', value: { percentage: 10 } }])).toEqual({
      label: 'Discount · WELCOME10 (10% off)',
      amount: { amount: '3503', currencyCode: 'JPY' },
    });
    expect(orderDiscount(jpy('100.0'), jpy('100.0'), [])).toBeNull();
    expect(orderDiscount({ amount: '50.00', currencyCode: 'USD' }, { amount: '45.00', currencyCode: 'USD' }, [{ code: 'TAKE5', value: { amount: '5.0', currencyCode: 'USD' } }])!.label).toBe(
      'Discount · TAKE5 ($5.00 off)',
    );
  });

  it('makes the totals add up: items − discount + shipping + duties + taxes = total', () => {
    const usd = (amount: string) => ({ amount, currencyCode: 'USD' });
    const raw = order({ number: 1010 }) as never as Parameters<typeof toAccountOrder>[0];
    const items = raw.lineItems.nodes.reduce((sum, l) => sum + Number(l.originalTotalPrice.amount), 0);
    const view = toAccountOrder({
      ...raw,
      subtotalPrice: usd((items * 0.9).toFixed(2)),
      currentTotalShippingPrice: usd('9.95'),
      totalTax: usd('0.0'),
      originalTotalDuties: null,
      totalPrice: usd((items * 0.9 + 9.95).toFixed(2)),
      discountApplications: { nodes: [{ code: 'WELCOME10', value: { percentage: 10 } }] },
    } as never);
    expect(view.discount?.label).toBe('Discount · WELCOME10 (10% off)');
    expect(view.duties).toBeNull();
    expect(view.taxes).toBeNull();
    const sum = Number(view.subtotal!.amount) - Number(view.discount!.amount.amount) + Number(view.shipping.amount);
    expect(sum).toBeCloseTo(Number(view.total.amount), 2);
  });
});

describe('older orders and order numbers', () => {
  const order = (id: string) => ({ id }) as AccountOrder;
  it('appends a further page without repeating an order', () => {
    expect(appendOrders([order('1'), order('2')], [order('2'), order('3')]).map((o) => o.id)).toEqual(['1', '2', '3']);
  });

  it('reads the order number a shopper types', () => {
    expect(orderNumberQuery(' #1001 ')).toBe(1001);
    expect(orderNumberQuery('1001')).toBe(1001);
    expect(orderNumberQuery('10a1')).toBeNull();
    expect(orderNumberQuery('')).toBeNull();
  });

  it('says when and why an order was cancelled', () => {
    expect(cancellationText('2026-03-03T10:00:00Z', 'INVENTORY', () => '3 March 2026')).toBe('Cancelled on 3 March 2026 because the items were out of stock.');
    expect(cancellationText('2026-03-03T10:00:00Z', 'OTHER', () => '3 March 2026')).toBe('Cancelled on 3 March 2026.');
  });
});
