/**
 * Chooses how the game is laid out in a viewport.
 * - `stage`: the fixed 1216 × 632 stage, scaled to the largest size at which all of it shows, centred
 *   and letterboxed. Scaling a vector stage with a CSS transform keeps it crisp at every size.
 * - `column`: the same screens in a single scrolling column at the viewport's own width, for a phone
 *   held upright (or any viewport where the scaled stage would make its controls too small to tap).
 */
export type StageLayout = 'stage' | 'column';

export interface StageFit {
  layout: StageLayout;
  /** The stage's scale; 1 in the column layout, which is not scaled. */
  scale: number;
  left: number;
  top: number;
}

/** The smallest tap target on the stage, in stage pixels (size chips, add to bag, size guide, product links). */
export const STAGE_MIN_TARGET = 32;
/** WCAG 2.2 target size (minimum): 24 × 24 CSS px. */
export const MIN_TARGET_CSS_PX = 24;
/** Below this scale the stage's smallest target would be under 24 CSS px: the column layout takes over. */
export const MIN_STAGE_SCALE = MIN_TARGET_CSS_PX / STAGE_MIN_TARGET;

export function fitStage(viewportWidth: number, viewportHeight: number, stage: { width: number; height: number }): StageFit {
  const width = Math.max(0, viewportWidth);
  const height = Math.max(0, viewportHeight);
  const scale = Math.min(width / stage.width, height / stage.height);
  const safe = Number.isFinite(scale) && scale > 0 ? scale : 0;
  // Upright and narrower than the stage: a column uses the height the letterboxed stage would waste.
  const upright = height > width && width < stage.width;
  if (upright || safe < MIN_STAGE_SCALE) return { layout: 'column', scale: 1, left: 0, top: 0 };
  return {
    layout: 'stage',
    scale: safe,
    left: (width - stage.width * safe) / 2,
    top: (height - stage.height * safe) / 2,
  };
}
