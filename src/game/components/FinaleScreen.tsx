import { useId, useRef, useState } from 'react';
import { PARTNER_BRAND, SHOP_ABBREVIATION_UPPER } from '../../config/site';
import { GAME_PICTURE_FILE_NAME, GAME_POLAROID_SIZE } from '../config';
import { Modal } from '../../components/ui/Modal';
import { POLAROIDS } from '../wardrobe';
import { downloadPicture, pictureDevice, sharePicture } from '../picture';
import { useGameSound } from '../sound';
import { useGame } from '../store';
import * as styles from './FinaleScreen.module.css';
import { PinUp } from './PinUp';
import { Polaroid } from './Polaroid';
import { SizeGuideModal } from './SizeGuideModal';
import { gameToast } from './toast';
import { useStageLayout } from './stageLayout';
import { useScreenHeading } from './useScreenHeading';

/** Shown size of the polaroid on the stage; the picture itself is made at full size. */
const POLAROID_SCALE = 0.76;
/** Side padding of the column: the polaroid shrinks to the phone's width inside it. */
const COLUMN_PADDING = 16;

const gameUrl = () => window.location.href.split(/[?#]/)[0] ?? window.location.href;

/** Finale: six polaroid frames, download and share the picture, shop the look, play again. */
export function FinaleScreen() {
  const username = useGame((s) => s.username);
  const doll = useGame((s) => s.doll);
  const polaroid = useGame((s) => s.polaroid);
  const downloadSuccessOpen = useGame((s) => s.downloadSuccessOpen);
  const shareGameOpen = useGame((s) => s.shareGameOpen);
  const downloaded = useGame((s) => s.finaleDownloadClicked);
  const setFields = useGame((s) => s.setFields);
  const fullReset = useGame((s) => s.fullReset);
  const play = useGameSound((s) => s.play);
  const picture = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState<'download' | 'share' | null>(null);
  const heading = useScreenHeading<HTMLHeadingElement>();
  const id = useId();
  const { layout, width } = useStageLayout();
  if (!doll) return null;
  const polaroidScale =
    layout === 'column' ? Math.min(POLAROID_SCALE, Math.max(0, width - 2 * COLUMN_PADDING) / GAME_POLAROID_SIZE.width) : POLAROID_SCALE;

  const shareDetails = {
    title: `${PARTNER_BRAND} × ${SHOP_ABBREVIATION_UPPER} Dress-Up`,
    text: `I styled ${doll.name} for the beach. Play the ${PARTNER_BRAND} × ${SHOP_ABBREVIATION_UPPER} Dress-Up!`,
    url: gameUrl(),
  };

  const download = async () => {
    if (!picture.current) return;
    play('select');
    setFields({ finaleDownloadClicked: true });
    setBusy('download');
    try {
      await downloadPicture(picture.current);
      setFields({ downloadSuccessOpen: true });
    } catch (error) {
      console.error('Dress-up game: the picture could not be made', error);
      gameToast('Sorry, your picture could not be made. Please try again.', 'error');
    } finally {
      setBusy(null);
    }
  };

  const share = async () => {
    if (!picture.current) return;
    setBusy('share');
    try {
      const outcome = await sharePicture(picture.current, { ...shareDetails, url: gameUrl() });
      if (outcome.kind === 'shared') {
        setFields({ shareGameOpen: false });
        gameToast('Shared! Thanks for spreading the beach vibes.', 'success');
      } else if (outcome.kind === 'downloaded') {
        setFields({ shareGameOpen: false });
        gameToast(
          outcome.linkCopied
            ? 'Your picture is downloaded and the game link is copied: paste it anywhere.'
            : 'Your picture is downloaded. Share it with the game link from your address bar.',
          'success',
        );
      }
    } catch (error) {
      console.error('Dress-up game: the picture could not be shared', error);
      gameToast('Sorry, your picture could not be shared. Please try again.', 'error');
    } finally {
      setBusy(null);
    }
  };

  const copyLink = async () => {
    const copied = await pictureDevice.copyText(gameUrl());
    gameToast(copied ? 'Game link copied.' : 'Copy the link from your address bar to share the game.', copied ? 'success' : 'info');
  };

  return (
    <section className={styles.screen} aria-labelledby={`${id}-title`}>
      <div
        className={styles.polaroidBox}
        style={{ width: GAME_POLAROID_SIZE.width * polaroidScale, height: GAME_POLAROID_SIZE.height * polaroidScale }}
      >
        <div className={styles.polaroidScale} style={{ transform: `scale(${polaroidScale})` }}>
          <Polaroid ref={picture} />
        </div>
      </div>
      <div className={styles.side}>
        <div className={styles.top}>
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.heading}>
            Picture perfect, {username}!
          </h2>
          <div className={styles.more}>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                play('back');
                setFields({ gameScreen: 'dress' });
              }}
            >
              Back to dressing
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                play('back');
                fullReset();
              }}
            >
              Play again
            </button>
          </div>
        </div>
        <div className={styles.frameRow}>
          <div role="group" aria-label="Polaroid frames" className={styles.frames}>
            {POLAROIDS.map((frame) => (
              <button
                key={frame.path}
                type="button"
                className={styles.frame}
                aria-pressed={polaroid.path === frame.path}
                onClick={() => {
                  play('select');
                  setFields({ polaroid: frame });
                }}
              >
                <img src={frame.path} alt="" width={60} height={72} />
                <span className="visually-hidden">{frame.name}</span>
              </button>
            ))}
          </div>
          <p className={styles.frameName} aria-hidden="true">
            {polaroid.name}
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="button button--coral" onClick={() => void download()} disabled={busy !== null}>
            {busy === 'download' ? 'Developing…' : downloaded ? 'Download again' : 'Download picture'}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy !== null}
            onClick={() => {
              play('select');
              setFields({ finaleShareClicked: true, shareGameOpen: true });
            }}
          >
            Share
          </button>
        </div>
        <PinUp title="Shop the look" className={styles.pinUp} />
      </div>

      <Modal open={downloadSuccessOpen} onClose={() => setFields({ downloadSuccessOpen: false })} title="Your polaroid is saved">
        <p>
          Look for <strong>{GAME_PICTURE_FILE_NAME}</strong> in your downloads, then show off {doll.name}’s look.
        </p>
        <p className={styles.modalActions}>
          <button
            type="button"
            className="button"
            onClick={() => setFields({ downloadSuccessOpen: false, finaleShareClicked: true, shareGameOpen: true })}
          >
            Share it
          </button>
          <button type="button" className="button button--secondary" onClick={() => setFields({ downloadSuccessOpen: false })}>
            Keep styling
          </button>
        </p>
      </Modal>

      <Modal open={shareGameOpen} onClose={() => setFields({ shareGameOpen: false })} title="Share your look">
        <p>Send your polaroid to friends and dare them to style a doll too.</p>
        <p className={styles.modalActions}>
          <button type="button" className="button button--coral" onClick={() => void share()} disabled={busy !== null}>
            {busy === 'share' ? 'Getting it ready…' : 'Share my polaroid'}
          </button>
          <button type="button" className="button button--secondary" onClick={() => void copyLink()}>
            Copy game link
          </button>
        </p>
      </Modal>
      <SizeGuideModal />
    </section>
  );
}
