import { averageRating, ratingCount, type RatingBucket } from '../../lib/ratings';
import * as styles from './Rating.module.css';

const STARS = 5;

/** Stars for an average (Σ star×total / Σ total), with the figures as text. */
export function Rating({ ratings, href }: { ratings: readonly RatingBucket[]; href?: string }) {
  const count = ratingCount(ratings);
  if (count === 0) return <p className={styles.none}>No reviews yet</p>;
  const average = averageRating(ratings);
  const text = `${average.toFixed(1)} out of 5 stars, ${count} ${count === 1 ? 'review' : 'reviews'}`;
  const body = (
    <>
      <span className={styles.stars} aria-hidden="true" style={{ ['--fill' as string]: `${(average / STARS) * 100}%` }}>
        ★★★★★
      </span>
      <span className={styles.figures} aria-hidden="true">
        {average.toFixed(1)} ({count})
      </span>
      <span className="visually-hidden">{text}</span>
    </>
  );
  return <p className={styles.rating}>{href ? <a href={href}>{body}</a> : body}</p>;
}
