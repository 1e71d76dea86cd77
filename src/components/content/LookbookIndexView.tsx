import { ContentHero } from './ContentHero';
import { ContentCard } from './ContentCard';
import { toMood } from './MoodArt';
import type { LookbookFrontmatter } from './types';
import * as styles from './IndexView.module.css';

export const LOOKBOOKS_INDEX_TITLE = 'Lookbooks';
export const LOOKBOOKS_INDEX_DESCRIPTION =
  'Our collections as we shot them, look by look, with every piece ready to shop.';

const lookCount = (looks: LookbookFrontmatter['looks']): number => (looks ?? []).filter(Boolean).length;

/** /lookbooks/: every lookbook in the order the content sets. */
export function LookbookIndexView({ lookbooks }: { lookbooks: ReadonlyArray<{ id: string; frontmatter: LookbookFrontmatter }> }) {
  return (
    <>
      <ContentHero title={LOOKBOOKS_INDEX_TITLE} description={LOOKBOOKS_INDEX_DESCRIPTION} mood="coral" kicker="Shop the look" />
      <div className={`container ${styles.body}`}>
        <ul className={styles.grid} aria-label="Lookbooks">
          {lookbooks.map(({ id, frontmatter }) => {
            const count = lookCount(frontmatter.looks);
            return (
              <li key={id}>
                <ContentCard
                  title={frontmatter.title}
                  to={frontmatter.path}
                  mood={toMood(frontmatter.hero)}
                  description={frontmatter.description}
                  meta={`${count} ${count === 1 ? 'look' : 'looks'}`}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
