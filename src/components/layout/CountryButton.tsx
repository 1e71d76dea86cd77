import { useCountry, selectedCountry } from '../../stores/country';
import { lazyPart, useLatched } from '../ui/lazyPart';
import { GlobeIcon } from './icons';
import * as styles from './CountryButton.module.css';

// The country list is only needed once the shopper asks for it, so it stays out of the first load.
const CountryDialog = lazyPart(() => import(/* webpackChunkName: "part-country-dialog" */ './CountryDialog').then((m) => m.CountryDialog));
const preloadDialog = () => void CountryDialog.preload().catch(() => undefined);

/** Opens the country / currency selector. */
export function CountryButton({ className }: { className?: string }) {
  const country = useCountry(selectedCountry);
  const open = useCountry((s) => s.dialogOpen);
  const setOpen = useCountry((s) => s.setDialogOpen);
  // Mounted from the first opening on, so its search text stays between openings as before.
  const dialogMounted = useLatched(open);
  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${className ?? ''}`}
        aria-haspopup="dialog"
        // The visible code and currency, not the country's name: naming it would load Intl's region names
        // (a long task on phones) before anyone asked, and the accessible name contains the visible text.
        aria-label={`Country: ${country.countryCode} · ${country.currencyCode}. Change country`}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
      >
        <GlobeIcon />
        <span className={styles.code} aria-hidden="true">
          {country.countryCode} · {country.currencyCode}
        </span>
      </button>
      {dialogMounted ? <CountryDialog.Component open={open} onClose={() => setOpen(false)} retryKey={open} /> : null}
    </>
  );
}
