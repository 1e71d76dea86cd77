import { useEffect, useState, type ReactNode } from 'react';
import { runStartup } from '../stores/startup';
import { CONSENT_UI_EVENT, whenIdle } from '../stores/privacyEntry';
import { trackFocus } from './ui/focusReturn';
import { lazyPart } from './ui/lazyPart';
import { ToastHost } from './ui/ToastHost';

const ConsentHost = lazyPart(() => import(/* webpackChunkName: "part-privacy" */ './consent/ConsentHost').then((m) => m.ConsentHost));

/**
 * Mounted once around every page: consent (from idle time on: the privacy API, and the banner first
 * in the tab order when the API asks for it), the general toasts (mounted with their first toast),
 * the client-only store start-up, and the focus tracking dialogs return focus by.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  const [consent, setConsent] = useState(false);
  useEffect(() => {
    void runStartup();
    trackFocus();
    const mount = () => setConsent(true);
    window.addEventListener(CONSENT_UI_EVENT, mount);
    void whenIdle().then(mount);
  }, []);
  return (
    <>
      {consent ? <ConsentHost.Component /> : null}
      {children}
      <ToastHost />
    </>
  );
}
