import { useEffect, useState, type ReactNode } from 'react';
import { GAME_STAGE } from '../../config/site';
import { fitStage, type StageFit } from '../stageFit';
import * as styles from './Stage.module.css';

function measure(): StageFit {
  const viewport = window.visualViewport;
  const width = viewport?.width ?? window.innerWidth;
  const height = viewport?.height ?? window.innerHeight;
  return fitStage(width, height, GAME_STAGE);
}

/**
 * The fixed 1216 × 632 stage, scaled with a CSS transform to fit the viewport, letterboxed and
 * without scrollbars. Until the viewport is measured (static HTML), the stage stays hidden.
 */
export function Stage({ children, hint }: { children: ReactNode; hint: ReactNode }) {
  const [fit, setFit] = useState<StageFit | null>(null);

  useEffect(() => {
    const update = () => setFit(measure());
    update();
    window.addEventListener('resize', update);
    window.visualViewport?.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
      window.visualViewport?.removeEventListener('resize', update);
    };
  }, []);

  return (
    <div className={styles.viewport}>
      <div
        className={styles.stage}
        data-ready={fit ? 'true' : 'false'}
        style={{
          width: GAME_STAGE.width,
          height: GAME_STAGE.height,
          transform: fit ? `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})` : undefined,
        }}
      >
        {children}
      </div>
      {fit?.portrait ? (
        <p className={styles.hint} style={{ top: fit.top + GAME_STAGE.height * fit.scale + 16 }}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
