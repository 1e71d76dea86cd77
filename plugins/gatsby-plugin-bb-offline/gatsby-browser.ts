/**
 * Browser side of the offline plugin. Gatsby's runtime registers /sw.js when a plugin
 * returns true from registerServiceWorker — only over HTTPS or on localhost — and prints the
 * console texts ('Content is now available offline!', 'The installing service worker became
 * redundant.', 'Error during service worker registration:'), so installed-without-controller and
 * redundant need nothing more here; these hooks add what the shop needs.
 */
import type { GatsbyBrowser } from 'gatsby';
import { yieldToMain } from '../../src/browser/idle';
import { watchFailedResources } from './src/failedResources';
import { hideRouteLoading, showRouteLoading } from './src/loadingIndicator';
import './src/loadingIndicator.css';

/**
 * Saving runs only once a worker controls the page, never during start-up: its code loads then, not
 * with every page's first load. The `part-` chunk is precached, so it also loads offline; when it
 * cannot, this page is simply not saved.
 */
const offlineSaver = () => import(/* webpackChunkName: "part-save-for-offline" */ './src/saveForOffline');

/** The saver, in a task after the one that evaluated its chunk. */
const loadSaver = () =>
  offlineSaver().then(async (saver) => {
    await yieldToMain();
    return saver;
  });

/** Other pages' stylesheets and the dialogs, a byte budget at a time, when idle on a fast connection. */
function later(): void {
  loadSaver()
    .then((saver) => saver.saveLaterWhenIdle())
    .catch(() => undefined);
}

function save(urls: (saver: Awaited<ReturnType<typeof offlineSaver>>) => string[]): void {
  loadSaver()
    .then((saver) => saver.saveForOffline(urls(saver)))
    .catch(() => undefined);
}

export const registerServiceWorker: GatsbyBrowser['registerServiceWorker'] = () => true;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  watchFailedResources();
};

// Installed while an older worker controls the page: Gatsby marks the site updated (the next link
// reloads the page) and reloads at once if this page's resources failed to load.
export const onServiceWorkerUpdateReady: GatsbyBrowser['onServiceWorkerUpdateReady'] = () => {
  console.info('A new version of the shop is ready; it opens with your next page.');
};

export const onServiceWorkerActive: GatsbyBrowser['onServiceWorkerActive'] = () => {
  console.info('Service worker activated: pages you visit are saved for offline use.');
  save((saver) => saver.loadedResources());
  later();
};

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  showRouteLoading();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  hideRouteLoading();
  if (!navigator.serviceWorker?.controller) return;
  later();
  // Pages reached by a link arrive as page data only; fetch the HTML too so a reload works offline.
  if (!prevLocation) return;
  const href = window.location.href;
  save(() => [href]);
};
