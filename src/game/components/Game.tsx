import { useEffect, useState } from 'react';
import { ToastContainer } from 'react-toastify';
import { GAME_TOAST_AUTO_CLOSE_MS, GAME_TOAST_CONTAINER_ID } from '../config';
import { useGameSound } from '../sound';
import { useGame, type GameScreen } from '../store';
import { DollScreen } from './DollScreen';
import { DressScreen } from './DressScreen';
import { FinaleScreen } from './FinaleScreen';
import * as styles from './Game.module.css';
import { Stage } from './Stage';
import { StartScreen } from './StartScreen';
import { TitleBar } from './TitleBar';

/** The screen to show: a stored screen whose game is missing its name or doll falls back a step. */
export function screenToShow(state: { gameScreen: GameScreen; gameStarted: boolean; username: string; doll: unknown }): GameScreen {
  if (!state.gameStarted || !state.username) return '';
  if ((state.gameScreen === 'dress' || state.gameScreen === 'finale') && !state.doll) return 'doll';
  return state.gameScreen;
}

/**
 * The Glamz × BB dress-up game: the stored game is restored once the page mounts,
 * sounds unlock on the player's first gesture, and game toasts have their own container.
 */
export function Game() {
  const [restored, setRestored] = useState(false);
  const screen = useGame(screenToShow);

  useEffect(() => {
    useGameSound.getState().init();
    void Promise.resolve(useGame.persist.rehydrate()).finally(() => setRestored(true));
    const unlock = () => useGameSound.getState().unlock();
    // Capture phase: the gesture unlocks sound before the click it belongs to plays one.
    window.addEventListener('pointerdown', unlock, { capture: true, once: true });
    window.addEventListener('keydown', unlock, { capture: true, once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock, { capture: true });
      window.removeEventListener('keydown', unlock, { capture: true });
    };
  }, []);

  return (
    <div className={styles.game}>
      <Stage>
        <TitleBar />
        <main className={styles.main}>
          {!restored ? (
            <p className={styles.loading} role="status">
              Opening the dressing room…
            </p>
          ) : screen === 'doll' ? (
            <DollScreen key="doll" />
          ) : screen === 'dress' ? (
            <DressScreen key="dress" />
          ) : screen === 'finale' ? (
            <FinaleScreen key="finale" />
          ) : (
            <StartScreen key="start" />
          )}
        </main>
      </Stage>
      <ToastContainer
        containerId={GAME_TOAST_CONTAINER_ID}
        position="top-right"
        autoClose={GAME_TOAST_AUTO_CLOSE_MS}
        hideProgressBar
        closeButton={false}
      />
    </div>
  );
}
