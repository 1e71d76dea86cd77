import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { imageSrcSet, imageUrlWithWidth } from '../../lib/images';
import { MoodArt, type Mood } from './MoodArt';
import * as styles from './ContentCard.module.css';

export interface ContentCardProps {
  title: string;
  to: string;
  mood: Mood;
  description?: string | null;
  /** A small line above the title: a date, a number of looks. */
  meta?: ReactNode;
  /** The item's own picture (a journal article's image); the mood's art otherwise. */
  image?: { url: string; width: number | null; height: number | null } | null;
}

/** A post or lookbook on an index page; the whole card is one link, named by its title. */
export function ContentCard({ title, to, mood, description, meta, image }: ContentCardProps) {
  return (
    <article className={styles.card}>
      {image ? (
        // Decorative here: the card is named by its title, and the post shows the picture with its words.
        <img
          className={styles.picture}
          src={imageUrlWithWidth(image.url, 720)}
          srcSet={imageSrcSet(image.url, image.width)}
          sizes="(min-width: 1100px) 360px, (min-width: 700px) 50vw, 100vw"
          width={image.width ?? 1600}
          height={image.height ?? 900}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <MoodArt mood={mood} className={styles.art} />
      )}
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
