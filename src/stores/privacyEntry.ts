/**
 * The first-load door to consent and analytics: both load once the page is idle (or at the first
 * navigation, or when the visitor opens the cookie preferences), so the first-load JavaScript
 * carries only this module.
 */
import { lazyModule } from '../storefront/lazy';

export { describePage, pageSnapshot } from './analyticsPages';

export const loadConsent = lazyModule(() => import(/* webpackChunkName: "consent-store" */ './consent'));
export const loadAnalytics = lazyModule(() => import(/* webpackChunkName: "analytics-store" */ './analytics'));

/** Whether the consent UI (banner, preferences) is mounted: from idle time on, or when asked for. */
let consentUiWanted = false;
const listeners = new Set<() => void>();
export const consentUi = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  wanted: () => consentUiWanted,
  mount: () => {
    if (consentUiWanted) return;
    consentUiWanted = true;
    for (const listener of listeners) listener();
  },
};

/** The footer's "Cookie preferences". */
export function openConsentPreferences(): void {
  consentUi.mount();
  void loadConsent().then((consent) => consent.useConsent.getState().openPreferences());
}

/** After the first paint, when the browser is idle. */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

/** Tests start every case from scratch. */
export function resetPrivacyEntryForTests(): void {
  consentUiWanted = false;
}
