/**
 * What the analytics store reads about the page: where the shopper is, and what each page said about
 * itself while it rendered (so its page view can name the product or collection). First-load, tiny.
 */
import { create } from 'zustand';
import type { PageDescription, PageSnapshot } from '../lib/analytics';

/**
 * What each page said about itself, by path, while it rendered: its page view names it, and the
 * view it is (product, collection, search) goes with that page view, so templates carry no sending code.
 */
const usePageDescriptions = create<{ byPath: Record<string, PageDescription> }>()(() => ({ byPath: {} }));

export function describePage(pathname: string, details: PageDescription): void {
  usePageDescriptions.setState((state) => ({ byPath: { ...state.byPath, [pathname]: details } }));
}

export const pageDetails = (pathname: string): PageDescription | null => usePageDescriptions.getState().byPath[pathname] ?? null;

/** Where the shopper is now (the address and title may have moved on by the time an event is sent). */
export const pageSnapshot = (): PageSnapshot => ({
  url: window.location.href,
  path: window.location.pathname,
  search: window.location.search,
  title: document.title,
  referrer: document.referrer,
});

