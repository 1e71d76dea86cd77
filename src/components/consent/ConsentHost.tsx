import { useConsent } from '../../stores/consent';
import { lazyPart, useLatched } from '../ui/lazyPart';

const ConsentBanner = lazyPart(() => import(/* webpackChunkName: "part-consent" */ './ConsentBanner').then((m) => m.ConsentBanner));
const ConsentPreferences = lazyPart(() =>
  import(/* webpackChunkName: "part-consent-preferences" */ './ConsentPreferences').then((m) => m.ConsentPreferences),
);

/**
 * Mounts the consent banner when the privacy API asks for one, and the preferences dialog when the
 * visitor opens it; nothing (no script, no markup) before that.
 */
export function ConsentHost() {
  const bannerOpen = useConsent((s) => s.bannerOpen);
  // Once opened the dialog stays mounted, so closing it returns focus to the control that opened it.
  const preferencesMounted = useLatched(useConsent((s) => s.preferencesOpen));
  return (
    <>
      {bannerOpen ? <ConsentBanner.Component /> : null}
      {preferencesMounted ? <ConsentPreferences.Component /> : null}
    </>
  );
}
