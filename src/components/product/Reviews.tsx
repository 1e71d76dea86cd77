import { averageRating, ratingCount, type RatingBucket } from '../../lib/ratings';
import { percent } from '../../lib/percent';
import { Rating } from './Rating';
import * as styles from './Reviews.module.css';

/** Ratings summary: the average and how the reviews spread over one to five stars. */
export function Reviews({ ratings, id }: { ratings: readonly RatingBucket[]; id: string }) {
  const count = ratingCount(ratings);
  const byStar = [5, 4, 3, 2, 1].map((star) => ({ star, total: ratings.find((r) => r.star === star)?.total ?? 0 }));
  return (
    <section id={id} className={styles.reviews} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Reviews</h2>
      {count === 0 ? (
        <p>No reviews yet. Bought this piece? Tell us how it fits after your first swim.</p>
      ) : (
        <div className={styles.summary}>
          <div className={styles.average}>
            <p className={styles.big}>{averageRating(ratings).toFixed(1)}</p>
            <Rating ratings={ratings} />
            <p className={styles.based}>Based on {count} {count === 1 ? 'review' : 'reviews'}</p>
          </div>
          <ul className={styles.bars} aria-label="Ratings by stars">
            {byStar.map(({ star, total }) => (
              <li key={star}>
                <span className={styles.label}>
                  {star} {star === 1 ? 'star' : 'stars'}
                </span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.fill} style={{ width: `${percent(total, count)}%` }} />
                </span>
                <span className={styles.total}>
                  {total}
                  <span className="visually-hidden"> {total === 1 ? 'review' : 'reviews'}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
