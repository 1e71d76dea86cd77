import type { Crumb } from '../../lib/structuredData';
import { ROUTES } from '../../config/site';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { ContentHero } from './ContentHero';
import { toMood } from './MoodArt';
import { Prose } from './Prose';
import { ShoppableLook } from './ShoppableLook';
import type { LookbookFrontmatter, LookProductsByHandle } from './types';
import * as styles from './LookbookView.module.css';

/** The trail of a lookbook page, shown and given to search engines alike. */
export const lookbookCrumbs = (frontmatter: Pick<LookbookFrontmatter, 'title' | 'path'>): Crumb[] => [
  { name: 'Home', path: ROUTES.home },
  { name: 'Lookbooks', path: ROUTES.lookbooks },
  { name: frontmatter.title, path: frontmatter.path },
];

export interface LookbookViewProps {
  frontmatter: LookbookFrontmatter;
  html: string;
  products: LookProductsByHandle;
}

/** A lookbook: its story, then each look with the products in it (fetched at build time). */
export function LookbookView({ frontmatter, html, products }: LookbookViewProps) {
  const looks = (frontmatter.looks ?? []).filter((look) => look !== null);
  return (
    <article>
      <ContentHero
        title={frontmatter.title}
        description={frontmatter.description}
        mood={toMood(frontmatter.hero)}
        kicker="Lookbook"
        lead={<Breadcrumbs crumbs={lookbookCrumbs(frontmatter)} />}
      />
      <div className={`container ${styles.body}`}>
        <Prose html={html} className={styles.story} />
        {looks.map((look, index) => (
          <ShoppableLook
            key={`${index}-${look.title ?? ''}`}
            index={index + 1}
            title={look.title ?? `Look ${index + 1}`}
            caption={look.caption}
            handles={(look.products ?? []).filter((handle): handle is string => Boolean(handle))}
            products={products}
          />
        ))}
      </div>
    </article>
  );
}
