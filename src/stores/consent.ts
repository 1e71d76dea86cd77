/**
 * The visitor's consent to analytics, marketing and preferences, kept by Shopify's Customer Privacy
 * API (privacyApi.ts) and asked for by the banner (src/components/consent/).
 * - Start-up: the `localization` cookie gets the selected country (Shopify's scripts read the region
 *   from it), then, once the page has painted and the browser is idle, the privacy script loads.
 * - The banner opens only where the API says a banner is needed and it holds no choice yet; a choice
 *   the site remembers for the same country is given back to the API instead of asking again.
 * - Until the API has loaded and allows analytics, `analyticsPermitted()` says no: analytics send
 *   nothing and keep nothing for later.
 * - The choice can be changed at any time (the footer's "Cookie preferences").
 * https://shopify.dev/docs/api/customer-privacy
 */
import * as v from 'valibot';
import { create } from 'zustand';
import { env } from '../config/env';
import {
  ACCEPT_ALL,
  DECLINE_ALL,
  analyticsAllowed,
  bannerDecision,
  choiceFromAnswers,
  localizationCookie,
  storedConsentSchema,
  trackingConsentInput,
  type ConsentChoice,
  type StoredConsent,
} from '../lib/consent';
import { readJSON, writeJSON } from '../lib/storage';
import { onCountryChange, whenCountryReady } from './country';
import { onStartup } from './hydrate';
import { loadCustomerPrivacyApi, type CustomerPrivacyApi } from './privacyApi';

/** The site's own copy of the last choice (country and purposes). */
export const CONSENT_STORAGE_KEY = 'bb_consent';

export interface ConsentState {
  /** `loading` until the privacy API answered; `unavailable` when it could not load. */
  status: 'idle' | 'loading' | 'ready' | 'unavailable';
  /** The visitor's region asks for consent (the API's `shouldShowBanner()`). */
  bannerRegion: boolean;
  /** The choice the API holds, if any. */
  choice: ConsentChoice | null;
  /** Analytics may be sent now. */
  analytics: boolean;
  bannerOpen: boolean;
  preferencesOpen: boolean;
  /** A choice is on its way to the API. */
  saving: boolean;
  accept: () => Promise<void>;
  decline: () => Promise<void>;
  save: (choice: ConsentChoice) => Promise<void>;
  /** The footer link: the preferences dialog, loading the API first if needed. */
  openPreferences: () => void;
  closePreferences: () => void;
}

const initial = { status: 'idle', bannerRegion: false, choice: null, analytics: false, bannerOpen: false, preferencesOpen: false, saving: false } as const;

let api: CustomerPrivacyApi | null = null;
let ready: Promise<CustomerPrivacyApi | null> | null = null;
let country = '';
/** Resolves once the API answered (or failed to load) for the first time. */
let answered = deferred();

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const readStored = (): StoredConsent | null =>
  readJSON(CONSENT_STORAGE_KEY, v.nullable(storedConsentSchema), null, undefined, (error) => console.warn('Ignoring the stored consent choice', error));

function hostOf(host: string): string {
  return host.replace(/:\d+$/, '');
}

/** Reads what the API holds now into the store. */
function refresh(): void {
  if (!api) return;
  let bannerRegion = false;
  let choice: ConsentChoice | null = null;
  try {
    bannerRegion = api.shouldShowBanner() === true;
    choice = choiceFromAnswers(api.currentVisitorConsent());
  } catch (error) {
    console.warn('The Customer Privacy API failed to answer', error);
  }
  useConsent.setState({ status: 'ready', bannerRegion, choice, analytics: analyticsAllowed(api) });
}

/** Hands a choice to the API and waits for it to store it. */
function register(choice: ConsentChoice): Promise<void> {
  const target = api;
  if (!target) return Promise.reject(new Error('The Customer Privacy API is not loaded'));
  const input = trackingConsentInput(choice, {
    checkoutRootDomain: hostOf(env.checkoutHost),
    storefrontRootDomain: typeof window !== 'undefined' ? window.location.hostname : '',
    storefrontAccessToken: env.storefrontToken,
  });
  return new Promise((resolve, reject) => {
    target.setTrackingConsent(input, (result) => (result?.error ? reject(new Error(String(result.error))) : resolve()));
  });
}

/** Loads the API once and settles the banner (the start-up calls it once the page is idle). */
export function startConsent(): Promise<CustomerPrivacyApi | null> {
  ready ??= (async () => {
    useConsent.setState({ status: 'loading' });
    country = await whenCountryReady();
    api = await loadCustomerPrivacyApi();
    if (!api) {
      ready = null;
      useConsent.setState({ status: 'unavailable', analytics: false });
      answered.resolve();
      return null;
    }
    document.addEventListener('visitorConsentCollected', refresh);
    refresh();
    const { bannerRegion, choice } = useConsent.getState();
    const decision = bannerDecision({ bannerRegion, choice }, readStored(), country);
    if (decision.kind === 'restore') {
      await register(decision.choice).catch((error: unknown) => console.warn('Restoring the consent choice failed', error));
      refresh();
    } else if (decision.kind === 'ask') {
      useConsent.setState({ bannerOpen: true });
    }
    answered.resolve();
    return api;
  })();
  return ready;
}

async function choose(choice: ConsentChoice): Promise<void> {
  useConsent.setState({ saving: true });
  try {
    if (!(await startConsent())) throw new Error('The Customer Privacy API is not available');
    await register(choice);
    writeJSON(CONSENT_STORAGE_KEY, { country, choice } satisfies StoredConsent);
    refresh();
    useConsent.setState({ bannerOpen: false, preferencesOpen: false });
  } finally {
    useConsent.setState({ saving: false });
  }
}

export const useConsent = create<ConsentState>()((set) => ({
  ...initial,
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
 * Whether analytics may leave the browser. Waits for the API's first answer (the start-up loads it
 * once the page is idle); false when it could not load, and false in a consent region until the
 * visitor accepted analytics.
 */
export async function analyticsPermitted(): Promise<boolean> {
  await answered.promise;
  return useConsent.getState().analytics;
}

/** Tells Shopify's scripts the shopper's country. */
function setLocalizationCookie(code: string): void {
  const cookie = localizationCookie(code, window.location.protocol === 'https:');
  if (cookie) document.cookie = cookie;
}

/** After the first paint, when the browser is idle: the privacy script is not part of the first load. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

onStartup(async () => {
  country = await whenCountryReady();
  setLocalizationCookie(country);
  await whenIdle();
  await startConsent();
});

onCountryChange((code) => {
  country = code;
  setLocalizationCookie(code);
});

/** Tests start every case from scratch. */
export function resetConsentForTests(): void {
  if (typeof document !== 'undefined') document.removeEventListener('visitorConsentCollected', refresh);
  api = null;
  ready = null;
  country = '';
  answered = deferred();
  useConsent.setState({ ...initial });
}
