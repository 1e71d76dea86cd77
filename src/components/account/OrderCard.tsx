import { Link } from 'gatsby';
import { env } from '../../config/env';
import { orderDetailsPath } from '../../config/accounts';
import { itemCount, type AccountOrder } from '../../lib/customerOrders';
import { formatMoneyV2 } from '../../lib/money';
import { OrderStatusBadge, formatDate } from './OrderStatusBadge';
import * as styles from './orders.module.css';

/** One order in the history: number, date, status, item pictures, total and a link to its details. */
export function OrderCard({ order }: { order: AccountOrder }) {
  const count = itemCount(order, env.autoLines.shippingProtectionVariantId);
  return (
    <article className={styles.card} aria-labelledby={`order-${order.orderNumber}`}>
      <header className={styles.cardHead}>
        <div>
          <h3 id={`order-${order.orderNumber}`} className={styles.orderName}>
            Order {order.name}
          </h3>
          <p className={styles.meta}>
            Placed <time dateTime={order.processedAt}>{formatDate(order.processedAt)}</time> · {count}{' '}
            {count === 1 ? 'item' : 'items'}
          </p>
        </div>
        <OrderStatusBadge tab={order.tab} />
      </header>
      <ul className={styles.thumbs} aria-label="Items">
        {order.lines.slice(0, 4).map((line, index) => (
          <li key={`${line.title}-${index}`}>
            {line.imageUrl ? (
              <img src={line.imageUrl} alt={line.imageAlt} width={64} height={80} loading="lazy" className={styles.thumb} />
            ) : (
              <span className={styles.thumbText}>{line.title}</span>
            )}
          </li>
        ))}
        {order.lines.length > 4 ? <li className={styles.more}>+{order.lines.length - 4} more</li> : null}
      </ul>
      <footer className={styles.cardFoot}>
        <p className={styles.total}>
          Total <strong>{formatMoneyV2(order.total)}</strong>
        </p>
        <Link to={orderDetailsPath(order.orderNumber)} className="button button--secondary" aria-label={`View order ${order.name}`}>
          View order
        </Link>
      </footer>
    </article>
  );
}
