import { useEffect, useMemo, useState } from 'react';
import { Link } from 'gatsby';
import { collectionPath } from '../../config/site';
import { ORDER_TABS, ordersInTab, tabFromSlug, tabSlug, type OrderTab } from '../../lib/orderStatus';
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

const TAB_PARAM = 'tab';

/** The tab named in the address, read once the page runs in the browser. */
const tabInAddress = (): OrderTab =>
  typeof window === 'undefined' ? 'All' : tabFromSlug(new URLSearchParams(window.location.search).get(TAB_PARAM));

/** Order history: the status tabs over the 50 newest orders; the chosen tab stays in the address. */
export function OrderHistory() {
  const orders = useCustomer((s) => s.orders);
  const status = useCustomer((s) => s.ordersStatus);
  const loadOrders = useCustomer((s) => s.loadOrders);
  const [tab, setTab] = useState<OrderTab>(tabInAddress);

  // The address keeps the tab (replaced, not pushed: tabs are not pages), so a reload or a shared link shows it.
  const selectTab = (next: OrderTab) => {
    setTab(next);
    const url = new URL(window.location.href);
    if (next === 'All') url.searchParams.delete(TAB_PARAM);
    else url.searchParams.set(TAB_PARAM, tabSlug(next));
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  };

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
    <OrderTabs selected={tab} onSelect={selectTab} counts={counts}>
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
