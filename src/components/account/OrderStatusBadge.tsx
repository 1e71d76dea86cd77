import { MONEY_LOCALE } from '../../config/site';
import type { OrderTab } from '../../lib/orderStatus';
import * as styles from './orders.module.css';

const TONE: Record<Exclude<OrderTab, 'All'>, string> = {
  'Order Placed': styles.toneNew ?? '',
  Unfulfilled: styles.toneNew ?? '',
  Fulfilled: styles.toneMoving ?? '',
  'In Transit': styles.toneMoving ?? '',
  'Out for Delivery': styles.toneMoving ?? '',
  Delivered: styles.toneDone ?? '',
};

/** The order's status (its order-history tab) as a coloured label. */
export function OrderStatusBadge({ tab }: { tab: Exclude<OrderTab, 'All'> }) {
  return <span className={`${styles.badge} ${TONE[tab]}`}>{tab}</span>;
}

/** Dates as a shopper reads them, in the shop's locale: March 3, 2026. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  return new Intl.DateTimeFormat(MONEY_LOCALE, { day: 'numeric', month: 'long', year: 'numeric' }).format(time);
}

export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  return new Intl.DateTimeFormat(MONEY_LOCALE, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(time);
}
