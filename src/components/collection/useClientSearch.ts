import { useEffect, useState } from 'react';

/**
 * The URL query, but '' during hydration: static pages are rendered without a query, so the first
 * client render must match that markup; the real query (filters, ?variant=, ?q=) applies right after.
 */
export function useClientSearch(search: string): string {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? search : '';
}
