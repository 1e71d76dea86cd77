/**
 * Fits the fixed 1216 × 632 stage into any viewport: the largest scale at which the whole
 * stage shows, centred, with the rest letterboxed. Scaling a vector stage with a CSS transform keeps it
 * crisp at every size.
 */
export interface StageFit {
  scale: number;
  left: number;
  top: number;
  /** A portrait phone: the stage is small, a sideways phone shows it bigger. */
  portrait: boolean;
}

export function fitStage(viewportWidth: number, viewportHeight: number, stage: { width: number; height: number }): StageFit {
  const width = Math.max(0, viewportWidth);
  const height = Math.max(0, viewportHeight);
  const scale = Math.min(width / stage.width, height / stage.height);
  const safe = Number.isFinite(scale) && scale > 0 ? scale : 0;
  return {
    scale: safe,
    left: (width - stage.width * safe) / 2,
    top: (height - stage.height * safe) / 2,
    portrait: height > width,
  };
}
