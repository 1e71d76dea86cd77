/**
 * What the analytics store reads about the page: where the shopper is, and what each page said about
 * itself while it rendered (so its page view can name the product or collection). First-load, tiny.
 */
import type { PageDetails, PageSnapshot } from '../lib/analytics';

/** What each page said about itself, by path, while it rendered; its page view names it. */
const pages = new Map<string, PageDetails>();

export function describePage(pathname: string, details: PageDetails): void {
  pages.set(pathname, details);
}

export const pageDetails = (pathname: string): PageDetails | null => pages.get(pathname) ?? null;

/** Where the shopper is now (the address and title may have moved on by the time an event is sent). */
export const pageSnapshot = (): PageSnapshot => ({
  url: window.location.href,
  path: window.location.pathname,
  search: window.location.search,
  title: document.title,
  referrer: document.referrer,
});

/** Tests start every case from scratch. */
export function resetAnalyticsPagesForTests(): void {
  pages.clear();
}
