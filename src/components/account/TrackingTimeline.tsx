import { completedSteps, latestTrackingStatus, stepEvents, TRACKING_STEPS, type TrackingEvent } from '../../lib/orderStatus';
import { formatDateTime } from './OrderStatusBadge';
import * as styles from './orders.module.css';

/** The tracking steps, done ones with their date, the latest marked as current. */
export function TrackingTimeline({ events }: { events: readonly TrackingEvent[] }) {
  const done = completedSteps(events);
  const byStep = stepEvents(events);
  const delivered = latestTrackingStatus(events) === 'DELIVERED';
  const deliveredAt = delivered ? events.find((e) => e.status === 'DELIVERED')?.date : undefined;
  return (
    <>
      <ol className={styles.timeline} aria-label="Tracking steps">
        {TRACKING_STEPS.map((step, index) => {
          const complete = index < done;
          const current = complete && index === done - 1 && !delivered;
          const event = byStep[index];
          return (
            <li
              key={step}
              className={`${styles.step} ${complete ? styles.stepDone : ''} ${current ? styles.stepCurrent : ''}`}
              aria-current={current ? 'step' : undefined}
            >
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.stepText}>
                <span className={styles.stepName}>{step}</span>
                <span className="visually-hidden">{complete ? ' (done)' : ' (to come)'}</span>
                {complete && event?.date ? (
                  <time className={styles.stepDate} dateTime={event.date}>
                    {formatDateTime(event.date)}
                  </time>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
      {delivered ? (
        <p className={styles.delivered}>
          Delivered{deliveredAt ? <> on <time dateTime={deliveredAt}>{formatDateTime(deliveredAt)}</time></> : null}. Enjoy the sun!
        </p>
      ) : null}
    </>
  );
}
