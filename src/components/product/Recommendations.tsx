import { useEffect, useState } from 'react';
import { useMounted } from '../account/useMounted';
import { lazyPart } from '../ui/lazyPart';
import type { RecommendationsState } from './RecommendedRow';
import * as styles from './Recommendations.module.css';

// Below the fold and loaded after the page anyway: the row and the catalogue store it reads stay out
// of the product page's first load (issue 10).
const RecommendedRow = lazyPart(() => import('./RecommendedRow').then((m) => m.RecommendedRow));

/** "You may also like": the Storefront's recommendations for this product, loaded after the page. */
export function Recommendations({ handle }: { handle: string }) {
  const [state, setState] = useState<RecommendationsState>('loading');
  const mounted = useMounted();
  useEffect(() => setState('loading'), [handle]);
  if (state === 'empty') return null;
  return (
    <section className={styles.section} aria-labelledby="recommendations-title" aria-busy={state === 'loading'}>
      <h2 id="recommendations-title">You may also like</h2>
      {state === 'loading' ? <div className={styles.reserved} /> : null}
      {mounted ? <RecommendedRow.Component handle={handle} onState={setState} /> : null}
    </section>
  );
}
