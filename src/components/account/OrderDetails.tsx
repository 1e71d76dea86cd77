import { Link } from 'gatsby';
import { BUSY_MESSAGE } from '../../accounts/busy';
import { useEffect, useState } from 'react';
import { productPath, ROUTES } from '../../config/site';
import { cancellationText, findOrder, orderNumberQuery, returnStatusText, type OrderAddress } from '../../lib/customerOrders';
import { formatMoneyV2 } from '../../lib/money';
import { useCustomer } from '../../stores/customer';
import { loadProductHandles, useOrderProductHandles } from '../../stores/reorder';
import { BuyAgainButton } from './BuyAgainButton';
import { OrderReturnRequest } from './OrderReturnRequest';
import { formatDate, OrderStatusBadge } from './OrderStatusBadge';
import { TrackingTimeline } from './TrackingTimeline';
import * as styles from './orders.module.css';
import { findOrder as findOlderOrder } from '../../stores/customerPageActions';

function AddressBlock({ title, address }: { title: string; address: OrderAddress | null }) {
  return (
    <section className={styles.box} aria-label={title}>
      <h3 className={styles.boxTitle}>{title}</h3>
      {address ? (
        <address className={styles.address}>
          {address.name ? <strong>{address.name}</strong> : null}
          {address.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
          {address.phone ? <span>{address.phone}</span> : null}
        </address>
      ) : (
        <p>None given.</p>
      )}
    </section>
  );
}

/** One order: items, totals, addresses, tracking number and link, the timeline. */
export function OrderDetails({ orderParam }: { orderParam: string | null }) {
  const orders = useCustomer((s) => s.orders);
  const status = useCustomer((s) => s.ordersStatus);
  const loadOrders = useCustomer((s) => s.loadOrders);
  const handles = useOrderProductHandles((s) => s.handles);
  const [searched, setSearched] = useState(false);

  // Read once per session (a reload reads tracking again); kept while moving between account pages.
  useEffect(() => {
    void useCustomer.getState().ensureOrders();
  }, []);

  const order = findOrder(orders, orderParam);
  // An order older than the first page is looked up by its number.
  const wanted = orderNumberQuery(orderParam ?? '');
  useEffect(() => {
    if (order || status !== 'ready' || searched || wanted === null) return;
    setSearched(true);
    void findOlderOrder(wanted);
  }, [order, status, searched, wanted]);

  useEffect(() => {
    if (order) void loadProductHandles(order);
  }, [order]);

  if (!order) {
    if (status === 'error' || status === 'busy') {
      return (
        <div role="alert" className={styles.empty}>
          <p>{status === 'busy' ? BUSY_MESSAGE : 'We couldn’t load this order. Check your connection and try again.'}</p>
          <button type="button" className="button button--secondary" onClick={() => void loadOrders()}>
            Try again
          </button>
        </div>
      );
    }
    if (status !== 'ready' || (wanted !== null && !searched)) return <p role="status">Loading your order…</p>;
    return (
      <div className={styles.empty}>
        <p>We couldn’t find that order among your orders.</p>
        <Link to={ROUTES.accountOrders} className="button button--secondary">
          See all orders
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.details}>
      <header className={styles.detailsHead}>
        <div>
          <h2 className={styles.detailsTitle}>Order {order.name}</h2>
          <p className={styles.meta}>
            Placed <time dateTime={order.processedAt}>{formatDate(order.processedAt)}</time>
          </p>
        </div>
        <OrderStatusBadge tab={order.tab} />
      </header>

      <div className={styles.orderActions}>
        <BuyAgainButton order={order} />
        {order.statusUrl ? (
          <a href={order.statusUrl} target="_blank" rel="noopener noreferrer" className="button button--secondary">
            Order status page
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>

      {order.cancelledAt ? (
        <section className={styles.box} aria-labelledby="cancelled-title">
          <h3 id="cancelled-title" className={styles.boxTitle}>
            Order cancelled
          </h3>
          <p>{cancellationText(order.cancelledAt, order.cancelReason, formatDate)}</p>
          {order.refunded ? <p>Refunded {formatMoneyV2(order.refunded)} to your original payment method.</p> : null}
        </section>
      ) : order.refunded ? (
        <section className={styles.box} aria-labelledby="refund-title">
          <h3 id="refund-title" className={styles.boxTitle}>
            Refund
          </h3>
          <p>Refunded {formatMoneyV2(order.refunded)} to your original payment method.</p>
        </section>
      ) : null}

      <section className={styles.box} aria-labelledby="tracking-title">
        <h3 id="tracking-title" className={styles.boxTitle}>
          Tracking
        </h3>
        {order.tracking.length ? (
          <ul className={styles.trackingList}>
            {order.tracking.map((t, index) => (
              <li key={`${t.number ?? 'tracking'}-${index}`}>
                {t.company ? <span>{t.company}</span> : null}
                {t.number ? (
                  <span>
                    {' '}
                    · Tracking number <strong>{t.number}</strong>
                  </span>
                ) : null}
                {t.url ? (
                  <>
                    {' '}
                    ·{' '}
                    <a href={t.url} target="_blank" rel="noopener noreferrer">
                      Track with {t.company ?? 'the carrier'}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.meta}>We’ll add the tracking number as soon as your parcel is picked up.</p>
        )}
        <TrackingTimeline events={order.trackingEvents} />
      </section>

      <section className={styles.box} aria-labelledby="items-title">
        <h3 id="items-title" className={styles.boxTitle}>
          Items
        </h3>
        <ul className={styles.lines}>
          {order.lines.map((line, index) => (
            <li key={`${line.title}-${index}`} className={styles.line}>
              {line.imageUrl ? (
                <img src={line.imageUrl} alt={line.imageAlt} width={72} height={90} loading="lazy" className={styles.thumb} />
              ) : (
                <span className={styles.thumbText} aria-hidden="true" />
              )}
              <div className={styles.lineText}>
                {line.productHandle || (line.variantId && handles[line.variantId]) ? (
                  <Link to={productPath(line.productHandle ?? handles[line.variantId ?? ''] ?? '')} className={styles.lineTitle}>
                    {line.title}
                  </Link>
                ) : (
                  <span className={styles.lineTitle}>{line.title}</span>
                )}
                <span className={styles.meta}>
                  {[...line.options.map((o) => `${o.name}: ${o.value}`), `Qty ${line.quantity}`, line.sku ? `SKU ${line.sku}` : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              <span className={styles.linePrice}>{formatMoneyV2(line.total)}</span>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          {order.subtotal ? (
            <>
              <dt>Subtotal</dt>
              <dd>{formatMoneyV2(order.subtotal)}</dd>
            </>
          ) : null}
          {order.discount ? (
            <>
              <dt>{order.discount.label}</dt>
              <dd>−{formatMoneyV2(order.discount.amount)}</dd>
            </>
          ) : null}
          <dt>Shipping</dt>
          <dd>{Number(order.shipping.amount) === 0 ? 'Free' : formatMoneyV2(order.shipping)}</dd>
          {order.duties ? (
            <>
              <dt>Duties</dt>
              <dd>{formatMoneyV2(order.duties)}</dd>
            </>
          ) : null}
          {order.taxes ? (
            <>
              <dt>Taxes</dt>
              <dd>{formatMoneyV2(order.taxes)}</dd>
            </>
          ) : null}
          <dt className={styles.grand}>Total</dt>
          <dd className={styles.grand}>{formatMoneyV2(order.total)}</dd>
        </dl>
      </section>

      <section className={styles.box} aria-labelledby="returns-title">
        <h3 id="returns-title" className={styles.boxTitle}>
          Returns
        </h3>
        {order.returns?.length ? (
          <ul className={styles.returnList}>
            {order.returns.map((r) => (
              <li key={r.name}>
                <strong>Return {r.name}</strong> · {returnStatusText(r.status)} ·{' '}
                {r.items.map((item) => `${item.title} × ${item.quantity}`).join(', ')}
              </li>
            ))}
          </ul>
        ) : null}
        <OrderReturnRequest order={order} />
      </section>

      <div className={styles.addresses}>
        <AddressBlock title="Shipping address" address={order.shippingAddress} />
        <AddressBlock title="Billing address" address={order.billingAddress} />
      </div>

      <p>
        <Link to={ROUTES.accountOrders}>← All orders</Link>
      </p>
    </div>
  );
}
