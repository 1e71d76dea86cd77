import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { MoodArt, type Mood } from './MoodArt';
import * as styles from './ContentCard.module.css';

export interface ContentCardProps {
  title: string;
  to: string;
  mood: Mood;
  description?: string | null;
  /** A small line above the title: a date, a number of looks. */
  meta?: ReactNode;
}

/** A post or lookbook on an index page; the whole card is one link, named by its title. */
export function ContentCard({ title, to, mood, description, meta }: ContentCardProps) {
  return (
    <article className={styles.card}>
      <MoodArt mood={mood} className={styles.art} />
      <div className={styles.body}>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        <h2 className={styles.title}>
          <Link to={to} className={styles.link}>
            {title}
          </Link>
        </h2>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
    </article>
  );
}
