import { useEffect, useState, type RefObject } from 'react';

/** How far below the fold a section starts loading: about a phone screen, so it is ready when reached. */
const AHEAD = '600px 0px';

/**
 * True once the element is within about a screen of the viewport, and for good afterwards. Sections
 * far down a page (recommendations) then cost phones nothing while the page starts. Without
 * IntersectionObserver (old browsers, jsdom) it is true after the first render.
 */
export function useNearViewport(ref: RefObject<Element>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near) return;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
