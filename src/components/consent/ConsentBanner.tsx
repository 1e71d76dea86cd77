import { Link } from 'gatsby';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SHOP_NAME } from '../../config/site';
import { useConsent } from '../../stores/consent';
import * as styles from './ConsentBanner.module.css';

/** Lets the page keep its last lines clear of the banner (scroll padding, the page's bottom space). */
const HEIGHT_PROPERTY = '--consent-banner-height';


/**
 * The cookie banner: a bar pinned to the bottom of the window, over the page (nothing moves when it
 * appears). It does not take focus from what the visitor is doing; it comes first in the tab order,
 * Escape puts it away for this page (no choice is made: nothing is sent), and after a choice focus
 * goes back to where it was before the banner.
 */
export function ConsentBanner() {
  const accept = useConsent((s) => s.accept);
  const decline = useConsent((s) => s.decline);
  const openPreferences = useConsent((s) => s.openPreferences);
  const saving = useConsent((s) => s.saving);
  const [hidden, setHidden] = useState(false);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const before = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const banner = ref.current;
    if (!banner || hidden) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(HEIGHT_PROPERTY, `${Math.ceil(banner.getBoundingClientRect().height)}px`);
    measure();

    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);

    };
  }, [hidden]);

  /** Focus goes back to where it was, or to the page, once the banner is gone. */
  const returnFocus = () => {
    const back = before.current;
    if (back?.isConnected && !ref.current?.contains(back)) back.focus({ preventScroll: true });
    else document.getElementById('main')?.focus({ preventScroll: true });
  };

  const choose = async (action: () => Promise<void>) => {
    const hadFocus = ref.current?.contains(document.activeElement) ?? false;
    setFailed(false);
    try {
      await action();
      if (hadFocus) returnFocus();
    } catch (error) {
      console.warn('Saving the consent choice failed', error);
      setFailed(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setHidden(true);
    returnFocus();
  };

  if (hidden) return null;
  return (
    <section
      ref={ref}
      className={styles.banner}
      role="region"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (!before.current && !ref.current?.contains(event.relatedTarget as Node | null)) before.current = event.relatedTarget as HTMLElement | null;
      }}
    >
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            Cookies at {SHOP_NAME}
          </h2>
          <p id={textId} className={styles.body}>
            With your OK we count visits to improve the shop and show you our offers elsewhere.{' '}
            <Link to="/privacy-policy/">Privacy policy</Link>
          </p>
          {failed ? (
            <p role="alert" className={styles.error}>
              Your choice could not be saved. Please try again.
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <button type="button" className={`button ${styles.action}`} onClick={() => void choose(accept)} disabled={saving}>
            Accept
          </button>
          <button type="button" className={`button button--secondary ${styles.action}`} onClick={() => void choose(decline)} disabled={saving}>
            Decline
          </button>
          <button type="button" className={styles.preferences} onClick={openPreferences} aria-haspopup="dialog" disabled={saving}>
            Preferences
          </button>
        </div>
      </div>
    </section>
  );
}
