/**
 * The visitor's consent to analytics, marketing and preferences, kept by Shopify's Customer Privacy
 * API and asked for by the banner (src/components/consent/). Not part of the first load: the consent
 * UI loads it once the page is idle (privacyEntry.ts); the steps are in consentFlows.ts:
 * - Start: the `localization` cookie gets the selected country (Shopify's scripts read the region
 *   from it), then the privacy script loads.
 * - The banner opens only where the API says a banner is needed and it holds no choice yet; a choice
 *   the site remembers for the same country is given back to the API instead of asking again.
 * - Until the API has loaded and allows analytics, `analyticsPermitted()` says no: analytics send
 *   nothing and keep nothing for later.
 * - The choice can be changed at any time (the footer's "Cookie preferences").
 * https://shopify.dev/docs/api/customer-privacy
 */
import { create } from 'zustand';
import type { ConsentChoice } from '../lib/consent';
import * as flows from './consentFlows';
import type { ConsentKit, ConsentView } from './consentFlows';
import { onCountryChange } from './country';

export interface ConsentState extends ConsentView {
  /** The API answered (or failed to load) for the first time: analytics may ask whether they are allowed. */
  answered: boolean;
  accept: () => Promise<void>;
  decline: () => Promise<void>;
  save: (choice: ConsentChoice) => Promise<void>;
  /** The footer link: the preferences dialog, loading the API first if needed. */
  openPreferences: () => void;
  closePreferences: () => void;
}

const initial: ConsentView = {
  status: 'idle',
  bannerRegion: false,
  choice: null,
  analytics: false,
  bannerOpen: false,
  preferencesOpen: false,
  saving: false,
  privacyApi: null,
  starting: null,
  cookieCountry: '',
};

// This store loads once the page is idle (privacyEntry.ts), its steps with it: one chunk, not two.
const loadFlows = async () => flows;

const kit: ConsentKit = { set: (partial) => useConsent.setState(partial), get: () => useConsent.getState() };

/** Loads the API (once) and settles the banner; the start-up calls it once the page is idle. */
export async function startConsent(): Promise<void> {
  try {
    await (await loadFlows()).start(kit);
  } finally {
    useConsent.setState({ answered: true });
  }
}

const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true, preferences: true, saleOfData: true };
const DECLINE_ALL: ConsentChoice = { analytics: false, marketing: false, preferences: false, saleOfData: false };
const choose = async (choice: ConsentChoice) => (await loadFlows()).choose(kit, choice);

export const useConsent = create<ConsentState>()((set) => ({
  ...initial,
  answered: false,
  accept: () => choose(ACCEPT_ALL),
  decline: () => choose(DECLINE_ALL),
  save: (choice) => choose(choice),
  openPreferences: () => {
    set({ preferencesOpen: true });
    void startConsent();
  },
  closePreferences: () => set({ preferencesOpen: false }),
}));

/**
 * Whether analytics may leave the browser. Waits for the API's first answer; false when it could not
 * load, and false in a consent region until the visitor accepted analytics.
 */
export async function analyticsPermitted(): Promise<boolean> {
  await new Promise<void>((resolve) => {
    if (useConsent.getState().answered) return resolve();
    const stop = useConsent.subscribe(({ answered }) => {
      if (!answered) return;
      stop();
      resolve();
    });
  });
  return useConsent.getState().analytics;
}

// The country is about to change (the page reloads next): Shopify's scripts see the new one at once.
onCountryChange(async (code) => (await loadFlows()).setLocalizationCookie(kit, code));

// Shopify's privacy script tells the page when a choice was collected (by the site or by its own UI).
// (The server render loads the consent UI's modules too, without a document.)
if (typeof document !== 'undefined') document.addEventListener('visitorConsentCollected', () => flows.refresh(kit));

