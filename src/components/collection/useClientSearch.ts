import { useEffect, useState } from 'react';
import { hydrationTurns } from '../../browser/hydrationTurns';

/** Set by the first commit after the page loaded: pages mounted later never render static markup. */
let pageHydrated = false;

/**
 * The URL query, but '' while the page hydrates: static pages are rendered without a query, so the
 * first client render must match that markup; the real query (filters, ?variant=, ?q=) applies right
 * after, once every part of the page has hydrated (src/browser/hydrationTurns.ts). Without a query
 * nothing renders twice: re-rendering a whole listing just after hydration is a long task on a phone.
 * Pages reached by a link read their query at once.
 */
export function useClientSearch(search: string): string {
  const [, showQuery] = useState(false);
  const hidden = !pageHydrated && search !== '';
  useEffect(() => {
    void hydrationTurns.settled().then(() => {
      pageHydrated = true;
      if (hidden) showQuery(true);
    });
    // Only the commit that ends hydration matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return pageHydrated ? search : '';
}
