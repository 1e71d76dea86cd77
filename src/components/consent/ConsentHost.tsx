import { useEffect } from 'react';
import { startConsent, useConsent } from '../../stores/consent';
import { lazyPart, useLatched } from '../ui/lazyPart';
// The host itself loads once the page is idle; the banner comes with it (it shows in consent regions).
import { ConsentBanner } from './ConsentBanner';

const ConsentPreferences = lazyPart(() =>
  import(/* webpackChunkName: "part-consent-preferences" */ './ConsentPreferences').then((m) => m.ConsentPreferences),
);

/**
 * Loaded once the page is idle: starts the consent store (the privacy API), then mounts the banner
 * when the API asks for one, and the preferences dialog when the visitor opens it.
 */
export function ConsentHost() {
  useEffect(() => {
    void startConsent();
  }, []);
  const bannerOpen = useConsent((s) => s.bannerOpen);
  // Once opened the dialog stays mounted, so closing it returns focus to the control that opened it.
  const preferencesMounted = useLatched(useConsent((s) => s.preferencesOpen));
  return (
    <>
      {bannerOpen ? <ConsentBanner /> : null}
      {preferencesMounted ? <ConsentPreferences.Component /> : null}
    </>
  );
}
