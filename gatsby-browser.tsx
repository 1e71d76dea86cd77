import type { GatsbyBrowser } from 'gatsby';
import { startTransition, type ReactElement } from 'react';
import type { Renderer } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './src/components/AppRoot';
import { Layout } from './src/components/layout/Layout';
import { isFullScreen } from './src/components/layout/fullScreen';
import { hydrationTurns, runsOnPreact } from './src/browser/hydrationTurns';
import { removeServerMarkers } from './src/browser/serverMarkers';
import { yieldToMain } from './src/browser/idle';
import { loadAnalytics, pageSnapshot, whenIdle } from './src/stores/privacyEntry';
import './src/styles/global.css';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <AppRoot>{element}</AppRoot>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) =>
  isFullScreen(props.location.pathname) ? element : <Layout>{element}</Layout>;

/**
 * Every navigation, the first page included, is a page view for Shopify's analytics (when consent
 * allows). The page is described now and sent once the browser is idle: loading the analytics chunk
 * (a script and its stylesheet) was a tenth of the first page's hydration task.
 */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  const at = pageSnapshot();
  void whenIdle()
    .then(loadAnalytics)
    .then(async (analytics) => {
      // The page view in a task after the one that evaluated the analytics chunk.
      await yieldToMain();
      return analytics.trackPageView(at);
    });
};

/**
 * Filter and sort changes on a listing navigate with `state.keepScroll` so the shopper stays where the
 * filters are; every other navigation (including back to that page) restores or resets as usual.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps, prevRouterProps }) => {
  const keepScroll = (routerProps.location.state as { keepScroll?: boolean } | null)?.keepScroll === true;
  return !(keepScroll && prevRouterProps?.location.pathname === routerProps.location.pathname);
};

/**
 * React hydrates as a transition, so it works in 5 ms slices and yields to the browser between them,
 * instead of one long task for the whole page (phones stay responsive while a listing hydrates; a
 * click during hydration makes React finish it at once). Measured with Lighthouse, 7 runs each
 * interleaved: the collection page's median Total Blocking Time fell from 470 to 310 ms. Preact (the
 * default browser runtime, gatsby-node.ts) hydrates in one pass: it gets the page without React's
 * comments, and the parts wrapped in `HydrationSlice` take turns, a task each. A page without server
 * HTML (Gatsby leaves its focus wrapper empty) renders instead, as Gatsby's own renderer decides.
 */
function hydrateInSlices(element: ReactElement, container: Element): void {
  if (!document.getElementById('gatsby-focus-wrapper')?.hasChildNodes()) {
    createRoot(container).render(element);
  } else if (runsOnPreact) {
    removeServerMarkers(container);
    hydrationTurns.begin();
    hydrateRoot(container, element);
  } else {
    startTransition(() => void hydrateRoot(container, element));
  }
}

// Gatsby's type is the legacy `ReactDOM.render` signature; Gatsby ignores the return value.
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateInSlices as unknown as Renderer;
