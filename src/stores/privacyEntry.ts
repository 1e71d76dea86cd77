/**
 * The first-load door to consent and analytics: both load once the page is idle (or at the first
 * navigation, or when the visitor opens the cookie preferences), so the first-load JavaScript
 * carries only this module.
 */
import { lazyModule } from '../browser/lazy';

export { whenIdle } from '../browser/idle';

export { describePage, pageSnapshot } from './analyticsPages';

// Both stores and the consent host load within moments of each other: one chunk (one entry in the
// first-load webpack runtime's chunk maps instead of three), precached like every part.
export const loadConsent = lazyModule(() => import(/* webpackChunkName: "part-privacy" */ './consent'));
export const loadAnalytics = lazyModule(() => import(/* webpackChunkName: "part-privacy" */ './analytics'));

/**
 * Asks AppRoot to mount the consent UI (banner, preferences), which it does from idle time on anyway:
 * a window event, so the first load carries no subscriber list.
 */
export const CONSENT_UI_EVENT = 'bbs:consent-ui';

/** The footer's "Cookie preferences". */
export function openConsentPreferences(): void {
  window.dispatchEvent(new Event(CONSENT_UI_EVENT));
  void loadConsent().then((consent) => consent.useConsent.getState().openPreferences());
}
