/**
 * Local admin (loopback only): list orders and move one along its tracking steps.
 *   GET  /__admin/orders                          → { orders: [...] }
 *   POST /__admin/orders/{orderNumber}/advance    → one step (first step creates the fulfilment)
 *   POST /__admin/orders/{orderNumber}/advance?to=DELIVERED → steps until that status
 *   POST /__admin/orders/{orderNumber}/cancel?reason=CUSTOMER → cancelled and refunded in full
 *   POST /__admin/customers/orders {email, count} → that many past, delivered orders for the customer
 *        (a day apart, before now), for long order histories
 *   POST /__admin/gift-cards {initialValue: "50.00", code?, expiresOn?} → issues a gift card (as the
 *        Admin API's giftCardCreate; the code is shown once, here)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrderRecord } from '../orders/orderStore';
import { TRACKING_SEQUENCE } from '../orders/tracking';
import type { Services } from '../services';
import { giftCardAdminRoutes } from '../giftcards/adminRoutes';
import { seedPastOrders } from '../orders/pastOrders';

const CANCEL_REASONS = ['CUSTOMER', 'DECLINED', 'FRAUD', 'INVENTORY', 'OTHER', 'STAFF'] as const;
const MAX_SEEDED_ORDERS = 200;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const isLoopback = (request: FastifyRequest) => LOOPBACK.has(request.ip);

export const orderSummary = (order: OrderRecord) => ({
  orderNumber: order.orderNumber,
  name: `#${order.orderNumber}`,
  email: order.email,
  financialStatus: order.financialStatus,
  fulfillmentStatus: order.fulfillmentStatus,
  status: order.tracking[order.tracking.length - 1]?.status ?? null,
  tracking: order.tracking,
  fulfillments: order.fulfillments,
  processedAt: order.processedAt,
});

export function adminRoutes(app: FastifyInstance, services: Services): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/__admin/') && !isLoopback(request)) {
      await reply.status(403).send({ errors: [{ message: 'The local admin answers on loopback only.' }] });
    }
  });

  giftCardAdminRoutes(app, services);

  app.get('/__admin/orders', async () => ({ orders: (await services.orders.list()).map(orderSummary) }));

  app.post<{ Params: { orderNumber: string }; Querystring: { to?: string } }>('/__admin/orders/:orderNumber/advance', async (request, reply) => {
    const orderNumber = Number(request.params.orderNumber.replace(/^#/, ''));
    const target = request.query.to?.toUpperCase();
    if (target && !TRACKING_SEQUENCE.some((s) => s.status === target)) {
      return reply.status(400).send({ errors: [{ message: `Unknown status ${target}; one of ${TRACKING_SEQUENCE.map((s) => s.status).join(', ')}` }] });
    }
    let order = Number.isInteger(orderNumber) ? await services.orders.advance(orderNumber) : null;
    if (!order) return reply.status(404).send({ errors: [{ message: `No order #${request.params.orderNumber}` }] });
    while (target && order.tracking.length < TRACKING_SEQUENCE.length && !order.tracking.some((e) => e.status === target)) {
      order = (await services.orders.advance(orderNumber)) as OrderRecord;
    }
    return { order: orderSummary(order) };
  });

  app.post<{ Params: { orderNumber: string }; Querystring: { reason?: string } }>('/__admin/orders/:orderNumber/cancel', async (request, reply) => {
    const reason = (request.query.reason ?? 'CUSTOMER').toUpperCase();
    const known = CANCEL_REASONS.find((r) => r === reason);
    if (!known) return reply.status(400).send({ errors: [{ message: `Unknown reason ${reason}; one of ${CANCEL_REASONS.join(', ')}` }] });
    const orderNumber = Number(request.params.orderNumber.replace(/^#/, ''));
    const order = Number.isInteger(orderNumber) ? await services.orders.cancel(orderNumber, known) : null;
    if (!order) return reply.status(404).send({ errors: [{ message: `No order #${request.params.orderNumber}` }] });
    return { order: { ...orderSummary(order), cancelledAt: order.data.cancelledAt, cancelReason: order.data.cancelReason } };
  });

  app.post<{ Body: { email?: unknown; count?: unknown } }>('/__admin/customers/orders', async (request, reply) => {
    const { email, count } = request.body ?? {};
    if (typeof email !== 'string' || !email.includes('@')) return reply.status(400).send({ errors: [{ message: 'email must be a customer’s e-mail address' }] });
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_SEEDED_ORDERS) {
      return reply.status(400).send({ errors: [{ message: `count must be a whole number from 1 to ${MAX_SEEDED_ORDERS}` }] });
    }
    const customer = await services.customers.byEmail(email);
    if (!customer) return reply.status(404).send({ errors: [{ message: `No customer ${email}` }] });
    // Older than every order the customer has, so the newest stay the newest.
    const existing = await services.orders.forCustomer(customer.id);
    const oldest = existing[0] ? new Date(existing[0].processedAt) : new Date();
    const orders = await seedPastOrders(services, customer, count, oldest);
    for (const order of orders) {
      let advanced = order;
      while (advanced.tracking.length < TRACKING_SEQUENCE.length) advanced = (await services.orders.advance(order.orderNumber, new Date(order.processedAt))) as OrderRecord;
    }
    return { orders: orders.map(orderSummary) };
  });
}
