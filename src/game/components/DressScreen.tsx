import { useId } from 'react';
import { resetDressPatch } from '../outfit';
import { useGameSound } from '../sound';
import { useGame } from '../store';
import { Accessorize } from './Accessorize';
import { DollFigure } from './DollFigure';
import * as styles from './DressScreen.module.css';
import { PinUp } from './PinUp';
import { SizeGuideModal } from './SizeGuideModal';
import { Slider } from './Slider';
import { gameToast } from './toast';
import { useStageLayout } from './stageLayout';
import { useScreenHeading } from './useScreenHeading';

/**
 * Dressing: accessorize, doll stand, slider and pin-up sections on one stage. In the column the doll
 * stands beside the accessories, with the slider, the pin-up board and the steps under them.
 */
export function DressScreen() {
  const username = useGame((s) => s.username);
  const doll = useGame((s) => s.doll);
  const nothingChosen = useGame((s) => !s.top && !s.bottoms && !s.onePiece && !s.pouch && !s.towel);
  const setFields = useGame((s) => s.setFields);
  const play = useGameSound((s) => s.play);
  const heading = useScreenHeading<HTMLHeadingElement>();
  const id = useId();
  const { layout } = useStageLayout();
  if (!doll) return null;

  return (
    <section className={styles.screen} aria-labelledby={`${id}-title`}>
      <div className={styles.left}>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.heading}>
          Style {doll.name}, {username}
        </h2>
        <Accessorize className={styles.accessorize} />
        <div className={styles.steps}>
          <button
            type="button"
            className={`button button--secondary ${styles.small}`}
            disabled={nothingChosen}
            onClick={() => {
              play('back');
              setFields(resetDressPatch());
              gameToast(`${doll.name} is back in her basics.`);
            }}
          >
            Reset look
          </button>
          <button
            type="button"
            className={`button button--secondary ${styles.small}`}
            onClick={() => {
              play('back');
              setFields({ gameScreen: 'doll' });
            }}
          >
            Change doll
          </button>
          <button
            type="button"
            className={`button button--coral ${styles.finish}`}
            onClick={() => {
              play('next');
              setFields({ gameScreen: 'finale' });
            }}
          >
            Finish look
          </button>
        </div>
      </div>
      <div className={styles.stand} aria-label="Doll stand" role="group">
        <span className={styles.pedestal} aria-hidden="true" />
        <DollFigure height={layout === 'column' ? 300 : 510} className={styles.doll} />
      </div>
      <div className={styles.right}>
        <Slider className={styles.slider} />
        <PinUp className={styles.pinUp} />
      </div>
      <SizeGuideModal />
    </section>
  );
}
