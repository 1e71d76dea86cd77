import { useGameSound } from '../sound';
import * as styles from './TitleBar.module.css';

/**
 * Sound on/off: a toggle button whose pressed state means "muted". Its words say the state too
 * ("Mute sounds" while sounds play, "Sounds muted" once pressed), so the label never contradicts it.
 */
export function MuteButton() {
  const muted = useGameSound((s) => s.muted);
  const toggle = useGameSound((s) => s.toggleMute);
  return (
    <button type="button" className={styles.mute} aria-pressed={muted} onClick={toggle}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {muted ? (
          <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        )}
      </svg>
      <span>{muted ? 'Sounds muted' : 'Mute sounds'}</span>
    </button>
  );
}
