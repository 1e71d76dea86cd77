/**
 * Orders placed through the hosted checkout: line items, addresses and totals frozen in the
 * presentment currency of the cart. The shop captures payments manually, as Shopify lets a merchant
 * choose (https://help.shopify.com/en/manual/fulfillment/managing-orders/payments/capturing-payments):
 * an order is placed AUTHORIZED and UNFULFILLED, then moved one step at a time (admin endpoint or
 * auto-advance): the payment is captured (PAID), the fulfilment is created with its tracking company,
 * number and url (FULFILLED, and the shipping e-mail goes out), then the carrier's tracking steps.
 */
import type { ShippingZone } from '../carts/shipping';
import type { FulfillmentRecord, OrderData, OrderRecord } from './orderRecord';
import type { TrackingEvent } from './tracking';
import type { Database, Queryable } from '../db/database';
import type { Outbox } from '../outbox/outbox';
import { TRACKING_COMPANY, TRACKING_SEQUENCE, trackingNumber } from './tracking';
import { shippingEmail } from './orderEmails';

export type * from './orderRecord';

interface Row {
  id: string | number;
  order_number: number;
  customer_id: string | number | null;
  email: string;
  status_token: string;
  data: OrderData;
  financial_status: string;
  fulfillment_status: string;
  tracking: TrackingEvent[];
  fulfillments: FulfillmentRecord[];
  processed_at: Date;
  updated_at: Date;
}

const toOrder = (row: Row): OrderRecord => ({
  id: Number(row.id),
  orderNumber: Number(row.order_number),
  customerId: row.customer_id === null ? null : Number(row.customer_id),
  email: row.email,
  statusToken: row.status_token,
  data: row.data,
  financialStatus: row.financial_status,
  fulfillmentStatus: row.fulfillment_status,
  tracking: row.tracking,
  fulfillments: row.fulfillments,
  processedAt: new Date(row.processed_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

export interface NewOrder {
  customerId: number | null;
  email: string;
  statusToken: string;
  data: OrderData;
  processedAt?: Date;
}

export class OrderStore {
  constructor(
    private readonly db: Database,
    private readonly urls: { publicUrl: string; siteUrl?: string },
    /** The shop's shipping zones: the shipping e-mail reminds a buyer of duties due on delivery. */
    private readonly shippingZones: readonly ShippingZone[],
    private readonly outbox?: Outbox,
  ) {}

  async insert(order: NewOrder, tx: Queryable = this.db): Promise<OrderRecord> {
    const processedAt = order.processedAt ?? new Date();
    const tracking: TrackingEvent[] = [
      { status: 'ORDER_CREATED', message: TRACKING_SEQUENCE[0]?.message ?? 'Order created', date: processedAt.toISOString() },
    ];
    const rows = await tx.query<Row>(
      `INSERT INTO orders (customer_id, email, status_token, data, financial_status, fulfillment_status, tracking, processed_at, updated_at)
       VALUES ($1, $2, $3, $4, 'AUTHORIZED', 'UNFULFILLED', $5, $6, $6) RETURNING *`,
      [order.customerId, order.email, order.statusToken, JSON.stringify(order.data), JSON.stringify(tracking), processedAt],
    );
    return toOrder(rows[0] as Row);
  }

  async forCustomer(customerId: number): Promise<OrderRecord[]> {
    const rows = await this.db.query<Row>('SELECT * FROM orders WHERE customer_id = $1 ORDER BY processed_at, id', [customerId]);
    return rows.map(toOrder);
  }

  async countForCustomer(customerId: number): Promise<number> {
    const rows = await this.db.query<{ n: string | number }>('SELECT count(*) AS n FROM orders WHERE customer_id = $1', [customerId]);
    return Number(rows[0]?.n ?? 0);
  }

  async byNumber(orderNumber: number): Promise<OrderRecord | null> {
    const rows = await this.db.query<Row>('SELECT * FROM orders WHERE order_number = $1', [orderNumber]);
    return rows[0] ? toOrder(rows[0]) : null;
  }

  async byStatusToken(token: string): Promise<OrderRecord | null> {
    const rows = await this.db.query<Row>('SELECT * FROM orders WHERE status_token = $1', [token]);
    return rows[0] ? toOrder(rows[0]) : null;
  }

  async byCartToken(token: string): Promise<OrderRecord | null> {
    const rows = await this.db.query<Row>('SELECT o.* FROM orders o JOIN carts c ON c.order_id = o.id WHERE c.token = $1', [token]);
    return rows[0] ? toOrder(rows[0]) : null;
  }

  async byTrackingNumber(number: string): Promise<OrderRecord | null> {
    const match = /^JD0146(\d{8})$/.exec(number);
    return match ? this.byNumber(Number(match[1])) : null;
  }

  async list(limit = 100): Promise<OrderRecord[]> {
    const rows = await this.db.query<Row>('SELECT * FROM orders ORDER BY id DESC LIMIT $1', [limit]);
    return rows.map(toOrder);
  }

  /** Replaces the order's data (returns, cancellation) and marks it updated. */
  async updateData(orderId: number, data: OrderData, financialStatus?: string): Promise<OrderRecord | null> {
    const rows = await this.db.query<Row>(
      `UPDATE orders SET data = $2, financial_status = COALESCE($3, financial_status), updated_at = now() WHERE id = $1 RETURNING *`,
      [orderId, JSON.stringify(data), financialStatus ?? null],
    );
    return rows[0] ? toOrder(rows[0]) : null;
  }

  /** Cancels an order and refunds it in full, as a merchant does from the admin. */
  async cancel(orderNumber: number, reason: NonNullable<OrderData['cancelReason']>, at: Date = new Date()): Promise<OrderRecord | null> {
    const order = await this.byNumber(orderNumber);
    if (!order) return null;
    if (order.data.cancelledAt) return order;
    const refunds = [...(order.data.refunds ?? []), { id: order.id * 100 + (order.data.refunds?.length ?? 0) + 1, createdAt: at.toISOString(), amountMinor: order.data.totalMinor }];
    return this.updateData(order.id, { ...order.data, cancelledAt: at.toISOString(), cancelReason: reason, refunds }, 'REFUNDED');
  }

  /**
   * Moves an order one step: captures its payment, then creates its fulfilment (and sends the
   * shipping e-mail), then adds the carrier's next tracking event. Null when unknown, unchanged when delivered.
   */
  async advance(orderNumber: number, at: Date = new Date()): Promise<OrderRecord | null> {
    const order = await this.byNumber(orderNumber);
    if (!order) return null;
    if (order.financialStatus !== 'PAID') {
      const rows = await this.db.query<Row>(
        `UPDATE orders SET financial_status = 'PAID', updated_at = $2 WHERE id = $1 RETURNING *`,
        [order.id, at],
      );
      return toOrder(rows[0] as Row);
    }
    if (order.fulfillments.length === 0) {
      const number = trackingNumber(order.orderNumber);
      const fulfillments: FulfillmentRecord[] = [
        { trackingCompany: TRACKING_COMPANY, number, url: `${this.urls.publicUrl}/tracking/${number}`, createdAt: at.toISOString() },
      ];
      return this.db.transaction(async (tx) => {
        const rows = await tx.query<Row>(
          `UPDATE orders SET fulfillments = $2, fulfillment_status = 'FULFILLED', updated_at = $3 WHERE id = $1 RETURNING *`,
          [order.id, JSON.stringify(fulfillments), at],
        );
        const fulfilled = toOrder(rows[0] as Row);
        await this.outbox?.send(shippingEmail(fulfilled, this.urls, this.shippingZones), tx);
        return fulfilled;
      });
    }
    const next = TRACKING_SEQUENCE[order.tracking.length];
    if (!next) return order;
    const tracking = [...order.tracking, { status: next.status, message: next.message, date: at.toISOString() }];
    const rows = await this.db.query<Row>(`UPDATE orders SET tracking = $2, updated_at = $3 WHERE id = $1 RETURNING *`, [
      order.id,
      JSON.stringify(tracking),
      at,
    ]);
    return toOrder(rows[0] as Row);
  }

  /** Advances every undelivered order whose last step (payment, fulfilment or tracking) is older than `intervalMs`. */
  async advanceDue(intervalMs: number, now: Date = new Date()): Promise<number> {
    const rows = await this.db.query<Row>(
      `SELECT * FROM orders WHERE jsonb_array_length(tracking) < $1`,
      [TRACKING_SEQUENCE.length],
    );
    let moved = 0;
    for (const order of rows.map(toOrder)) {
      if (Date.parse(order.updatedAt) + intervalMs <= now.getTime()) {
        await this.advance(order.orderNumber, now);
        moved += 1;
      }
    }
    return moved;
  }
}
