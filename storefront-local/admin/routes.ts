/**
 * Local admin (loopback only): list orders and move one along its tracking steps.
 *   GET  /__admin/orders                          → { orders: [...] }
 *   POST /__admin/orders/{orderNumber}/advance    → one step (first step creates the fulfilment)
 *   POST /__admin/orders/{orderNumber}/advance?to=DELIVERED → steps until that status
 *   POST /__admin/gift-cards {initialValue: "50.00", code?, expiresOn?} → issues a gift card (as the
 *        Admin API's giftCardCreate; the code is shown once, here)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrderRecord } from '../orders/orderStore';
import { TRACKING_SEQUENCE } from '../orders/tracking';
import type { Services } from '../services';
import { giftCardAdminRoutes } from '../giftcards/adminRoutes';

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
}
