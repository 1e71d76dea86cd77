import { useEffect, useRef, useState } from 'react';
import { lazyPart } from '../ui/lazyPart';
import { useNearViewport } from '../ui/useNearViewport';
import type { RecommendationsState } from './RecommendedRow';
import * as styles from './Recommendations.module.css';

// Below the fold: the row and the catalogue store it reads stay out of the product page's first load,
// and are fetched only as the shopper scrolls towards them.
const RecommendedRow = lazyPart(() => import(/* webpackChunkName: "part-recommendations" */ './RecommendedRow').then((m) => m.RecommendedRow));

/** "You may also like": the Storefront's recommendations for this product, loaded when nearly in view. */
export function Recommendations({ handle }: { handle: string }) {
  const [state, setState] = useState<RecommendationsState>('loading');
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  useEffect(() => setState('loading'), [handle]);
  if (state === 'empty') return null;
  return (
    <section ref={section} className={styles.section} aria-labelledby="recommendations-title" aria-busy={state === 'loading'}>
      <h2 id="recommendations-title">You may also like</h2>
      {state === 'loading' ? <div className={styles.reserved} /> : null}
      {near ? <RecommendedRow.Component handle={handle} onState={setState} /> : null}
    </section>
  );
}
