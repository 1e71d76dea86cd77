import { ContentHero } from './ContentHero';
import { ContentCard } from './ContentCard';
import { toMood } from './MoodArt';
import type { BlogFrontmatter } from './types';
import * as styles from './IndexView.module.css';

export const BLOG_INDEX_TITLE = 'The Blue Bay journal';
export const BLOG_INDEX_DESCRIPTION =
  'Styling guides, behind-the-scenes stories from the studio, collaborations and the causes we swim for.';

export interface BlogIndexViewProps {
  posts: ReadonlyArray<{ id: string; frontmatter: BlogFrontmatter }>;
  /** The blog's title and description as the merchant set them; the journal's own words otherwise. */
  title?: string;
  description?: string | null;
}

/** /blog/: every post, newest first. */
export function BlogIndexView({ posts, title = BLOG_INDEX_TITLE, description }: BlogIndexViewProps) {
  return (
    <>
      <ContentHero title={title} description={description ?? BLOG_INDEX_DESCRIPTION} mood="sand" kicker="Journal" />
      <div className={`container ${styles.body}`}>
        <ul className={styles.grid} aria-label="Posts">
          {posts.map(({ id, frontmatter }) => (
            <li key={id}>
              <ContentCard
                title={frontmatter.title}
                to={frontmatter.path}
                mood={toMood(frontmatter.hero)}
                image={frontmatter.image}
                description={frontmatter.description}
                meta={
                  <>
                    {frontmatter.date ? <time dateTime={frontmatter.isoDate ?? undefined}>{frontmatter.date}</time> : null}
                    {frontmatter.author ? <> · {frontmatter.author}</> : null}
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
