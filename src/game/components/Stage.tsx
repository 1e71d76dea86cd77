import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { GAME_STAGE } from '../config';
import { fitStage, type StageFit } from '../stageFit';
import * as styles from './Stage.module.css';
import { StageLayoutContext, type StageLayoutInfo } from './stageLayout';

interface Measured extends StageFit {
  viewportWidth: number;
}

function measure(): Measured {
  const viewport = window.visualViewport;
  const width = viewport?.width ?? window.innerWidth;
  const height = viewport?.height ?? window.innerHeight;
  return { ...fitStage(width, height, GAME_STAGE), viewportWidth: width };
}

/**
 * The game's stage. On a wide screen: the fixed 1216 × 632 stage, scaled with a CSS transform to fit
 * the viewport, letterboxed and without scrollbars. On a phone held upright: the same screens in one
 * scrolling column at the phone's own size, so every control keeps a finger-sized target. Until the
 * viewport is measured (static HTML), the stage stays hidden.
 */
export function Stage({ children }: { children: ReactNode }) {
  const [fit, setFit] = useState<Measured | null>(null);

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

  const layout = fit?.layout ?? 'stage';
  const info = useMemo<StageLayoutInfo>(
    () => ({ layout, width: layout === 'column' && fit ? Math.round(fit.viewportWidth) : GAME_STAGE.width }),
    [layout, fit],
  );

  return (
    <div className={styles.viewport} data-layout={layout}>
      <div
        className={styles.stage}
        data-ready={fit ? 'true' : 'false'}
        data-layout={layout}
        style={
          layout === 'stage'
            ? {
                width: GAME_STAGE.width,
                height: GAME_STAGE.height,
                transform: fit ? `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})` : undefined,
              }
            : undefined
        }
      >
        <StageLayoutContext.Provider value={info}>{children}</StageLayoutContext.Provider>
      </div>
    </div>
  );
}
