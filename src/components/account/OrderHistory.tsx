import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, navigate } from 'gatsby';
import { BUSY_MESSAGE } from '../../accounts/busy';
import { orderDetailsPath } from '../../config/accounts';
import { collectionPath } from '../../config/site';
import { orderNumberQuery } from '../../lib/customerOrders';
import { NETWORK_ERROR_MESSAGE } from '../../lib/customerErrors';
import { ORDER_TABS, ordersInTab, tabFromSlug, tabSlug, type OrderTab } from '../../lib/orderStatus';
import { useCustomer } from '../../stores/customer';
import { OrderCard } from './OrderCard';
import { OrderTabs } from './OrderTabs';
import * as styles from './orders.module.css';
import { findOrder, loadMoreOrders } from '../../stores/customerPageActions';

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

/** Finds an order by its number among all the customer's orders and opens it. */
function OrderSearch() {
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = orderNumberQuery(typed);
    if (number === null) return setMessage('Enter an order number, such as #1001.');
    setBusy(true);
    setMessage(null);
    const result = await findOrder(number);
    setBusy(false);
    if (!result.ok) return setMessage(result.networkError ? NETWORK_ERROR_MESSAGE : 'We couldn’t look that order up. Please try again.');
    if (!result.data) return setMessage(`We couldn’t find order #${number} among your orders.`);
    void navigate(orderDetailsPath(number));
  };
  return (
    <form className={styles.search} role="search" aria-label="Find an order" onSubmit={(e) => void submit(e)} noValidate>
      <label>
        Order number
        <input type="search" inputMode="numeric" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="#1001" />
      </label>
      <button type="submit" className="button button--secondary" disabled={busy}>
        {busy ? 'Finding…' : 'Find order'}
      </button>
      <p role="status">{message}</p>
    </form>
  );
}

/** Older orders, 50 at a time after the first page. */
function LoadMoreOrders() {
  const cursor = useCustomer((s) => s.ordersCursor);
  const status = useCustomer((s) => s.moreOrdersStatus);
  if (!cursor) return null;
  return (
    <div className={styles.loadMore}>
      {status === 'error' ? <p role="alert">We couldn’t load older orders. Check your connection and try again.</p> : null}
      {status === 'busy' ? <p role="alert">{BUSY_MESSAGE}</p> : null}
      <button type="button" className="button button--secondary" onClick={() => void loadMoreOrders()} disabled={status === 'loading'}>
        {status === 'loading' ? 'Loading older orders…' : 'Show older orders'}
      </button>
    </div>
  );
}

/** Order history: the status tabs over the newest orders (50, then more on request); the chosen tab stays in the address. */
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
    void useCustomer.getState().ensureOrders();
  }, []);

  const counts = useMemo(
    () => Object.fromEntries(ORDER_TABS.map((t) => [t, ordersInTab(orders, t).length])) as Record<OrderTab, number>,
    [orders],
  );
  const shown = ordersInTab(orders, tab);

  if ((status === 'error' || status === 'busy') && orders.length === 0) {
    return (
      <div role="alert" className={styles.empty}>
        <p>{status === 'busy' ? BUSY_MESSAGE : 'We couldn’t load your orders. Check your connection and try again.'}</p>
        <button type="button" className="button button--secondary" onClick={() => void loadOrders()}>
          Try again
        </button>
      </div>
    );
  }
  if (status !== 'ready' && orders.length === 0) return <p role="status">Loading your orders…</p>;

  return (
    <>
    <OrderSearch />
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
      <LoadMoreOrders />
    </OrderTabs>
    </>
  );
}
