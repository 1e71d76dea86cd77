/**
 * Browser side of the offline plugin (spec §2, §4). Gatsby's runtime registers /sw.js when a plugin
 * returns true from registerServiceWorker — only over HTTPS or on localhost — and prints the spec's
 * console texts ('Content is now available offline!', 'The installing service worker became
 * redundant.', 'Error during service worker registration:'), so installed-without-controller and
 * redundant need nothing more here; these hooks add what the shop needs.
 */
import type { GatsbyBrowser } from 'gatsby';
import { watchFailedResources } from './src/failedResources';
import { hideRouteLoading, showRouteLoading } from './src/loadingIndicator';
import { loadedResources, saveForOffline } from './src/saveForOffline';
import './src/loadingIndicator.css';

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
  void saveForOffline(loadedResources());
};

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  showRouteLoading();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  hideRouteLoading();
  // Pages reached by a link arrive as page data only; fetch the HTML too so a reload works offline.
  if (prevLocation && navigator.serviceWorker?.controller) void saveForOffline([window.location.href]);
};
