/**
 * Props for an image the page's largest paint waits on, so the browser fetches it before scripts.
 * React 18 knows no fetchPriority prop; the lowercase attribute passes through as-is.
 */
export const HIGH_FETCH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;
