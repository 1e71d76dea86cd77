import { useEffect, useMemo, useState } from 'react';
import { Link } from 'gatsby';
import { collectionPath } from '../../config/site';
import { ORDER_TABS, ordersInTab, type OrderTab } from '../../lib/orderStatus';
import { useCustomer } from '../../stores/customer';
import { OrderCard } from './OrderCard';
import { OrderTabs } from './OrderTabs';
import * as styles from './orders.module.css';

const EMPTY_TAB: Record<OrderTab, string> = {
  All: 'You haven’t placed an order yet.',
  'Order Placed': 'No orders are waiting for payment to be confirmed.',
  Unfulfilled: 'No orders are waiting to be packed.',
  Fulfilled: 'No orders are packed and waiting for the carrier.',
  'In Transit': 'Nothing is on its way right now.',
  'Out for Delivery': 'Nothing is out for delivery today.',
  Delivered: 'No orders have been delivered yet.',
};

/** Order history (spec §2 tabs, §7 orders query: the 50 newest). */
export function OrderHistory() {
  const orders = useCustomer((s) => s.orders);
  const status = useCustomer((s) => s.ordersStatus);
  const loadOrders = useCustomer((s) => s.loadOrders);
  const [tab, setTab] = useState<OrderTab>('All');

  useEffect(() => {
    void loadOrders();
  }, [loadOrders]);

  const counts = useMemo(
    () => Object.fromEntries(ORDER_TABS.map((t) => [t, ordersInTab(orders, t).length])) as Record<OrderTab, number>,
    [orders],
  );
  const shown = ordersInTab(orders, tab);

  if (status === 'error' && orders.length === 0) {
    return (
      <div role="alert" className={styles.empty}>
        <p>We couldn’t load your orders. Check your connection and try again.</p>
        <button type="button" className="button button--secondary" onClick={() => void loadOrders()}>
          Try again
        </button>
      </div>
    );
  }
  if (status !== 'ready' && orders.length === 0) return <p role="status">Loading your orders…</p>;

  return (
    <OrderTabs selected={tab} onSelect={setTab} counts={counts}>
      {shown.length ? (
        <div className={styles.cards}>
          {shown.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </div>
      ) : (
        <div className={styles.empty}>
          <p>{EMPTY_TAB[tab]}</p>
          {tab === 'All' ? (
            <Link to={collectionPath('all')} className="button">
              Shop swimwear
            </Link>
          ) : null}
        </div>
      )}
    </OrderTabs>
  );
}
