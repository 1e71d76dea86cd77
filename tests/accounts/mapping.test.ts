/**
 * Customer Account API answers mapped to the shapes the account pages show (the legacy backend's).
 * https://shopify.dev/docs/api/customer/2025-07/objects/Order
 * https://shopify.dev/docs/api/customer/2025-07/input-objects/CustomerAddressInput
 */
import fc from 'fast-check';
import { toAccountAddress, toAccountOrderFromCustomerAccount, toCustomerAddressInput, toCustomerProfile } from '../../src/accounts/new/mapping';
import { safeReturnPath } from '../../src/accounts/new/oauth';
import type { CustomerAccountOrderFragment } from '../../src/accounts/generated/customer-account.generated';

const money = (amount: string) => ({ amount, currencyCode: 'USD' as const });

function order(overrides: Partial<CustomerAccountOrderFragment> = {}): CustomerAccountOrderFragment {
  return {
    id: 'gid://shopify/Order/1',
    name: '#1001',
    number: 1001,
    processedAt: '2025-07-01T10:00:00Z',
    financialStatus: 'PAID',
    fulfillmentStatus: 'FULFILLED',
    statusPageUrl: 'https://shop.example/orders/1',
    cancelledAt: null,
    cancelReason: null,
    totalRefunded: money('0.00'),
    returns: { nodes: [] },
    returnInformation: { returnableLineItems: { nodes: [{ quantity: 1, lineItem: { id: 'gid://shopify/LineItem/1000' } }] } },
    subtotal: money('90.00'),
    totalShipping: money('10.00'),
    totalPrice: money('100.00'),
    shippingAddress: { firstName: 'Marina', lastName: 'Costa', address1: '1 Ocean Drive', address2: null, city: 'Miami Beach', province: 'FL', zip: '33139', country: 'United States', phoneNumber: null },
    billingAddress: null,
    lineItems: {
      nodes: [
        {
          id: 'gid://shopify/LineItem/1000',
          title: 'Coral Bikini Top',
          quantity: 2,
          sku: 'CBT-M',
          variantTitle: 'M',
          totalPrice: money('90.00'),
          price: money('45.00'),
          image: { url: 'https://cdn.example/top.png', altText: null },
          variantOptions: [{ name: 'Size', value: 'M' }],
        },
      ],
    },
    fulfillments: { nodes: [{ status: 'SUCCESS', latestShipmentStatus: 'IN_TRANSIT', trackingInformation: [{ company: 'UPS', number: '1Z999', url: 'https://ups.example/1Z999' }] }] },
    tracking: null,
    ...overrides,
  } as CustomerAccountOrderFragment;
}

describe('orders', () => {
  it('keeps number, money, lines and tracking, and files the order under its shipping tab', () => {
    const mapped = toAccountOrderFromCustomerAccount(order());
    expect(mapped).toMatchObject({ orderNumber: 1001, total: money('100.00'), shipping: money('10.00'), tab: 'In Transit' });
    expect(mapped.lines[0]).toMatchObject({ lineItemId: 'gid://shopify/LineItem/1000', returnableQuantity: 1, title: 'Coral Bikini Top', quantity: 2, unitPrice: money('45.00'), options: [{ name: 'Size', value: 'M' }], imageAlt: 'Coral Bikini Top' });
    expect(mapped.tracking).toEqual([{ company: 'UPS', number: '1Z999', url: 'https://ups.example/1Z999' }]);
    expect(mapped.shippingAddress).toEqual({ name: 'Marina Costa', lines: ['1 Ocean Drive', 'Miami Beach, FL 33139', 'United States'], phone: null });
  });

  // https://shopify.dev/docs/api/customer/2025-07/objects/Order: subtotal is after discounts,
  // subtotalBeforeDiscounts before them; totalDuties and totalTax are what checkout charged.
  it('shows the discount row with the code and its percentage, and duties and taxes, adding up to the total', () => {
    const mapped = toAccountOrderFromCustomerAccount(
      order({
        subtotalBeforeDiscounts: money('100.00'),
        subtotal: money('90.00'),
        totalShipping: money('10.00'),
        totalDuties: money('12.00'),
        totalTax: money('22.40'),
        totalPrice: money('134.40'),
        discountApplications: { nodes: [{ code: 'WELCOME10', value: { percentage: 10 } }] },
        lineItems: { nodes: [{ ...order().lineItems.nodes[0]!, totalPrice: money('90.00'), totalPriceBeforeDiscounts: money('100.00') }] },
      } as Partial<CustomerAccountOrderFragment>),
    );
    expect(mapped.discount).toEqual({ label: 'Discount · WELCOME10 (10% off)', amount: money('10.00') });
    expect(mapped.lines[0]!.total).toEqual(money('100.00'));
    expect(mapped).toMatchObject({ subtotal: money('100.00'), duties: money('12.00'), taxes: money('22.40') });
    expect(100 - 10 + 10 + 12 + 22.4).toBeCloseTo(Number(mapped.total.amount), 2);
  });

  it('prefers the tracking events metafield, as the legacy orders do', () => {
    const events = JSON.stringify([{ status: 'DELIVERED', message: 'Left at the door', date: '2025-07-05T10:00:00Z' }]);
    expect(toAccountOrderFromCustomerAccount(order({ tracking: { value: events } })).tab).toBe('Delivered');
  });
});

describe('addresses and profile', () => {
  it('maps territory and zone codes to the country and province codes the forms use', () => {
    const address = toAccountAddress({
      id: 'gid://shopify/CustomerAddress/1', firstName: 'M', lastName: 'C', company: null, address1: '1 Ocean Drive', address2: null,
      city: 'Sydney', province: 'New South Wales', zoneCode: 'NSW', country: 'Australia', territoryCode: 'AU', zip: '2000', phoneNumber: '+61 2 5550 1234', formattedArea: null,
    });
    expect(address).toMatchObject({ countryCodeV2: 'AU', provinceCode: 'NSW', phone: '+61 2 5550 1234' });
  });

  it('sends country and province as codes and leaves an empty phone out', () => {
    const input = toCustomerAddressInput({ firstName: ' M ', lastName: 'C', company: '', address1: '1 Ocean Drive', address2: '', city: 'Sydney', province: 'NSW', zip: '2000', country: 'AU', phone: '' });
    expect(input).toMatchObject({ firstName: 'M', territoryCode: 'AU', zoneCode: 'NSW' });
    expect(input).not.toHaveProperty('phoneNumber');
  });

  it('reads the e-mail from emailAddress', () => {
    const profile = toCustomerProfile({ id: 'gid://shopify/Customer/1', firstName: 'M', lastName: null, emailAddress: { emailAddress: 'm@example.com', marketingState: 'SUBSCRIBED' }, phoneNumber: null, defaultAddress: null });
    expect(profile).toMatchObject({ email: 'm@example.com', acceptsMarketing: true, defaultAddress: null });
  });
});

describe('the return path after sign-in', () => {
  it('is always a path of this site, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom('/', '\\', '\t', '\n', 'a', '.', ':', '@', '%', '?', '#') })), (input) => {
        const path = safeReturnPath(input);
        const resolved = new URL(path, 'https://shop.example');
        expect(resolved.origin).toBe('https://shop.example');
      }),
    );
    // "/.//evil.example" was found by this property at 3,000 runs: its dot segment resolved to "//evil.example".
    for (const hostile of ['//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'https://evil.example/', 'javascript:alert(1)', '/.//evil.example/x', '/a/..//evil.example', '/./\\evil.example', '/.//']) {
      expect(new URL(safeReturnPath(hostile), 'https://shop.example').origin).toBe('https://shop.example');
    }
  });
});
