import { useEffect, useRef } from 'react';

let firstScreen = true;

/**
 * Moves focus to a screen's heading when the player arrives on it, so keyboard and screen-reader
 * players continue from the new screen; the screen shown on page load keeps the browser's focus.
 */
export function useScreenHeading<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    ref.current?.focus();
  }, []);
  return ref;
}

/** Tests render many games in one page. */
export function resetScreenFocusForTests(): void {
  firstScreen = true;
}
