/**
 * Demo data for a fresh database: one customer (see DEMO_CUSTOMER) with an address and three
 * past orders at different tracking steps, so the account pages have something to show.
 */
import { randomBytes } from 'node:crypto';
import { DEMO_CUSTOMER } from '../config';
import type { CartRecord } from '../carts/cartRecord';
import { orderDataFor } from '../checkout/placeOrder';
import type { AddressFields } from '../customers/addresses';
import type { CustomerRecord } from '../customers/customerRecords';
import type { OrderRecord } from '../orders/orderStore';
import type { Services } from '../services';

const DAY = 86_400_000;

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
    const placed = new Date(before.getTime() - (count - i) * DAY);
    created.push(await insertPastOrder(services, customer, [picks[i % picks.length]], placed, address));
  }
  return created;
}

export async function seedDemoData(services: Services): Promise<void> {
  const { customers, catalogue, orders, db } = services;
  const existing = await db.query('SELECT 1 FROM customers LIMIT 1');
  if (existing.length) return;
  await customers.create({ ...DEMO_CUSTOMER, acceptsMarketing: true });
  const login = await customers.createAccessToken(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const token = login.token?.accessToken as string;
  const address = {
    firstName: DEMO_CUSTOMER.firstName, lastName: DEMO_CUSTOMER.lastName, address1: '12 Ocean Avenue', city: 'Santa Monica',
    province: 'CA', zip: '90401', country: 'US', phone: '+1 310 555 0101',
  };
  await customers.addressBook.createAddress(token, address);
  // The demo member joined before their first order, so the club's history starts with the account.
  await db.query(`UPDATE customers SET created_at = now() - interval '60 days' WHERE email = $1`, [DEMO_CUSTOMER.email]);
  const customer = await customers.byEmail(DEMO_CUSTOMER.email);
  if (!customer) return;
  const picks = catalogue.products.filter((p) => !p.hidden && p.variants.every((v) => v.inventory > 2));
  const day = DAY;
  const plans = [
    // Steps: payment captured, fulfilled, then the carrier's six (delivered), two (in transit), none.
    { ageDays: 40, steps: 8, items: [picks[0], picks[1]] },
    { ageDays: 9, steps: 4, items: [picks[5]] },
    { ageDays: 1, steps: 1, items: [picks[8], picks[12], picks[20]] },
  ];
  for (const plan of plans) {
    const placed = new Date(Date.now() - plan.ageDays * day);
    const order = await insertPastOrder(services, customer, plan.items, placed, { ...address, company: null, address2: null, provinceCode: 'CA', country: 'United States', countryCode: 'US' });
    for (let step = 1; step <= plan.steps; step += 1) {
      await orders.advance(order.orderNumber, new Date(placed.getTime() + step * (plan.ageDays * day) / (plan.steps + 1)));
    }
  }
}
