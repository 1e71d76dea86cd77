import { isFormId } from '../../config/forms';
import { ShopForm } from '../forms/ShopForm';
import { ClubCallToAction } from './ClubCallToAction';
import { ClubNav } from './ClubNav';
import { ContentHero } from './ContentHero';
import { toMood } from './MoodArt';
import { Prose } from './Prose';
import type { ContentFrontmatter } from './types';
import * as styles from './ContentPageView.module.css';

export interface ContentPageViewProps {
  frontmatter: ContentFrontmatter;
  html: string;
}

/**
 * An information, marketing, form or club page from content/pages: a hero in the file's mood, its
 * text, and by template the shop-service form (`form`) or the Beach Club's calls to action (`club`).
 */
export function ContentPageView({ frontmatter, html }: ContentPageViewProps) {
  const mood = toMood(frontmatter.hero);
  const template = frontmatter.template ?? 'page';

  if (template === 'form' && frontmatter.form && isFormId(frontmatter.form)) {
    return (
      <article>
        <ContentHero title={frontmatter.title} description={frontmatter.description} mood={mood} />
        <div className={`container ${styles.formLayout}`}>
          <div className={styles.formColumn}>
            <ShopForm formId={frontmatter.form} />
          </div>
          <Prose html={html} className={styles.formProse} />
        </div>
      </article>
    );
  }

  if (template === 'club') {
    return (
      <article>
        <ContentHero title={frontmatter.title} description={frontmatter.description} mood={mood} kicker="Blue Bay Beach Club" />
        <div className="container">
          <ClubNav currentPath={frontmatter.path} />
        </div>
        <div className={`container ${styles.body}`}>
          <ClubCallToAction />
          <Prose html={html} className={styles.clubProse} />
          <ClubCallToAction />
        </div>
      </article>
    );
  }

  return (
    <article>
      <ContentHero title={frontmatter.title} description={frontmatter.description} mood={mood} />
      <div className={`container ${styles.body}`}>
        <Prose html={html} />
      </div>
    </article>
  );
}
