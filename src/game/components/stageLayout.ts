import { createContext, useContext } from 'react';
import type { StageLayout } from '../stageFit';

/** How the stage is laid out and how wide it is, for parts whose sizes are set in script (doll, thumbnails). */
export interface StageLayoutInfo {
  layout: StageLayout;
  /** The stage's width in its own pixels: 1216 on the stage, the viewport's width in the column. */
  width: number;
}

export const StageLayoutContext = createContext<StageLayoutInfo>({ layout: 'stage', width: 1216 });

export const useStageLayout = (): StageLayoutInfo => useContext(StageLayoutContext);
