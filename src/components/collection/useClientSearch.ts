import { useEffect, useState } from 'react';

/** Set by the first commit after the page loaded: pages mounted later never render static markup. */
let pageHydrated = false;

/**
 * The URL query, but '' while the page hydrates: static pages are rendered without a query, so the
 * first client render must match that markup; the real query (filters, ?variant=, ?q=) applies right
 * after. Without a query nothing renders twice: re-rendering a whole listing just after hydration is
 * a long task on a phone. Pages reached by a link read their query at once.
 */
export function useClientSearch(search: string): string {
  const [, showQuery] = useState(false);
  const hidden = !pageHydrated && search !== '';
  useEffect(() => {
    pageHydrated = true;
    if (hidden) showQuery(true);
    // Only the commit that ends hydration matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return pageHydrated ? search : '';
}
