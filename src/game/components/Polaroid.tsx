import { forwardRef } from 'react';
import { GAME_POLAROID_SIZE } from '../config';
import { useGame } from '../store';
import { DollFigure } from './DollFigure';
import * as styles from './Polaroid.module.css';

/** Height of the doll in the frame's 520 px photo window, standing on its bottom edge. */
const DOLL_HEIGHT = 500;

/**
 * The polaroid: the chosen frame, the doll in her outfit with shades and sandals on, and the
 * player's name. Drawn at the frame's own size, so the downloaded PNG matches the frame.
 */
export const Polaroid = forwardRef<HTMLDivElement>(function Polaroid(_props, ref) {
  const polaroid = useGame((s) => s.polaroid);
  const username = useGame((s) => s.username);
  return (
    <div ref={ref} className={styles.polaroid} style={{ width: GAME_POLAROID_SIZE.width, height: GAME_POLAROID_SIZE.height }}>
      <img src={polaroid.path} alt="" width={GAME_POLAROID_SIZE.width} height={GAME_POLAROID_SIZE.height} className={styles.frame} />
      <DollFigure height={DOLL_HEIGHT} finale still className={styles.doll} />
      <p className={styles.name} style={{ color: polaroid.ink }} data-ink={polaroid.ink.toLowerCase() === '#ffffff' ? 'light' : 'dark'}>
        {username}
      </p>
    </div>
  );
});
