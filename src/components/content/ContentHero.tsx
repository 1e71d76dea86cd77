import type { ReactNode } from 'react';
import { MoodArt, type Mood } from './MoodArt';
import * as styles from './ContentHero.module.css';

export interface ContentHeroProps {
  title: string;
  mood: Mood;
  /** Short line above the title (the section: "Journal", "Lookbook", "Beach Club"). */
  kicker?: string;
  description?: string | null;
  /** Above the title, e.g. a breadcrumb trail. */
  lead?: ReactNode;
  /** Extra lines under the description (a post's author and date). */
  children?: ReactNode;
}

/** The top of a content page: its mood artwork with the title on a legible card. */
export function ContentHero({ title, mood, kicker, description, lead, children }: ContentHeroProps) {
  return (
    <header className={styles.hero}>
      <MoodArt mood={mood} className={styles.art} />
      <div className={`container ${styles.inner}`}>
        <div className={styles.card}>
          {lead}
          {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
          {children}
        </div>
      </div>
    </header>
  );
}
