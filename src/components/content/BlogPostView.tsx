import { Link } from 'gatsby';
import { ROUTES } from '../../config/site';
import { imageSrcSet, imageUrlWithWidth } from '../../lib/images';
import { ContentHero } from './ContentHero';
import { toMood } from './MoodArt';
import { Prose } from './Prose';
import type { BlogFrontmatter } from './types';
import * as styles from './BlogPostView.module.css';

export const tagsOf = (tags: BlogFrontmatter['tags']): string[] => (tags ?? []).filter((tag): tag is string => Boolean(tag));

/** A journal post: hero, byline with its date, tags, the story, and the way back to the journal. */
export function BlogPostView({ frontmatter, html }: { frontmatter: BlogFrontmatter; html: string }) {
  const tags = tagsOf(frontmatter.tags);
  return (
    <article>
      <ContentHero title={frontmatter.title} description={frontmatter.description} mood={toMood(frontmatter.hero)} kicker="Journal">
        <p className={styles.byline}>
          {frontmatter.author ? <>By {frontmatter.author}</> : null}
          {frontmatter.author && frontmatter.date ? <span aria-hidden="true"> · </span> : null}
          {frontmatter.date ? <time dateTime={frontmatter.isoDate ?? undefined}>{frontmatter.date}</time> : null}
        </p>
      </ContentHero>
      <div className={`container ${styles.body}`}>
        {tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        {frontmatter.image ? (
          <figure className={styles.picture}>
            <img
              src={imageUrlWithWidth(frontmatter.image.url, 960)}
              srcSet={imageSrcSet(frontmatter.image.url, frontmatter.image.width)}
              sizes="(min-width: 800px) 720px, 100vw"
              width={frontmatter.image.width ?? 1600}
              height={frontmatter.image.height ?? 900}
              alt={frontmatter.image.altText ?? ''}
              decoding="async"
            />
          </figure>
        ) : null}
        <Prose html={html} />
        <p className={styles.back}>
          <Link className="button button--secondary" to={ROUTES.blog}>
            More from the journal
          </Link>
        </p>
      </div>
    </article>
  );
}
