/**
 * Past orders put straight into the database, as if placed through the checkout: the local admin's
 * long order histories (`POST /__admin/customers/orders`) and a shop's demo customers.
 */
import { randomBytes } from 'node:crypto';
import type { CartRecord } from '../carts/cartRecord';
import { orderDataFor } from '../checkout/placeOrder';
import type { AddressFields } from '../customers/addresses';
import type { CustomerRecord } from '../customers/customerRecords';
import type { Services } from '../services';
import type { OrderRecord } from './orderStore';

export const DAY_MS = 86_400_000;

/** One past order of `customer` for the given products (their second size), placed `placed`, shipped to `shippingAddress`. */
export async function insertPastOrder(
  services: Services,
  customer: CustomerRecord,
  items: ReadonlyArray<{ variants: ReadonlyArray<{ id: string }> } | undefined>,
  placed: Date,
  shippingAddress: AddressFields,
): Promise<OrderRecord> {
  const cart: CartRecord = {
    token: `seed${randomBytes(6).toString('hex')}`, secret: '', createdAt: '', updatedAt: '', completedAt: null,
    lines: items.flatMap((p, i) => (p?.variants[1] ? [{ id: String(i), merchandiseId: p.variants[1].id, quantity: 1, attributes: [] }] : [])),
    attributes: [], note: null, discountCodes: [],
    buyerIdentity: { countryCode: shippingAddress.countryCode ?? 'US', email: customer.email, phone: null, customerId: customer.id },
  };
  const data = { ...orderDataFor(cart, services, { email: customer.email, phone: null, shippingAddress }), cartToken: null };
  return services.orders.insert({ customerId: customer.id, email: customer.email, statusToken: randomBytes(16).toString('hex'), data, processedAt: placed });
}

/**
 * `count` delivered one-item orders for a customer, a day apart and all older than `before` (the local
 * admin's seeding for long order histories).
 */
export async function seedPastOrders(services: Services, customer: CustomerRecord, count: number, before: Date): Promise<OrderRecord[]> {
  const picks = services.catalogue.products.filter((p) => !p.hidden && p.variants.length > 1 && p.variants.every((v) => v.inventory > 2));
  const address: AddressFields = {
    firstName: customer.firstName, lastName: customer.lastName, company: null, address1: '12 Ocean Avenue', address2: null,
    city: 'Santa Monica', province: 'California', provinceCode: 'CA', zip: '90401', country: 'United States', countryCode: 'US', phone: null,
  };
  const created: OrderRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const placed = new Date(before.getTime() - (count - i) * DAY_MS);
    created.push(await insertPastOrder(services, customer, [picks[i % picks.length]], placed, address));
  }
  return created;
}
