/**
 * Blue Bay's demo data for a fresh database: one customer (see DEMO_CUSTOMER) with an address and three
 * past orders at different tracking steps, so the account pages have something to show.
 */
import { DAY_MS, insertPastOrder } from '../../orders/pastOrders';
import type { Services } from '../../services';
import { DEMO_CUSTOMER } from './settings';

/** Called by the engine for an empty database only. */
export async function seedDemoData(services: Services): Promise<void> {
  const { customers, catalogue, orders, db } = services;
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
  const day = DAY_MS;
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
