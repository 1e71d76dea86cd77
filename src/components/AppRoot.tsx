import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { hydrateStores } from '../stores/hydrate';
import { consentUi, whenIdle } from '../stores/privacyEntry';
import { lazyPart } from './ui/lazyPart';

const ConsentHost = lazyPart(() => import(/* webpackChunkName: "part-consent-host" */ './consent/ConsentHost').then((m) => m.ConsentHost));
import { ToastHost } from './ui/ToastHost';

/**
 * Mounted once around every page: consent (from idle time on: the privacy API, and the banner first
 * in the tab order when the API asks for it), the general toasts (mounted with their first toast)
 * and the client-only store start-up.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  const consent = useSyncExternalStore(consentUi.subscribe, consentUi.wanted, () => false);
  useEffect(() => {
    void hydrateStores();
    void whenIdle().then(consentUi.mount);
  }, []);
  return (
    <>
      {consent ? <ConsentHost.Component /> : null}
      {children}
      <ToastHost />
    </>
  );
}
