import { useEffect, useRef } from 'react';
import { create } from 'zustand';

/** Whether the screen on screen is still the one the page loaded with. */
const useScreenArrival = create(() => ({ firstScreen: true }));

/**
 * Moves focus to a screen's heading when the player arrives on it, so keyboard and screen-reader
 * players continue from the new screen; the screen shown on page load keeps the browser's focus.
 * In the phone's scrolling column a new screen opens at its top, as a new page would (the finale's
 * polaroid sits above its heading), instead of where the last screen was scrolled to.
 */
export function useScreenHeading<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (useScreenArrival.getState().firstScreen) {
      useScreenArrival.setState({ firstScreen: false });
      return;
    }
    if (document.scrollingElement) document.scrollingElement.scrollTop = 0;
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}

