import { useCountry, selectedCountry } from '../../stores/country';
import { CountryDialog } from './CountryDialog';
import { GlobeIcon } from './icons';
import * as styles from './CountryButton.module.css';

/** Opens the country / currency selector (spec §3). */
export function CountryButton({ className }: { className?: string }) {
  const country = useCountry(selectedCountry);
  const open = useCountry((s) => s.dialogOpen);
  const setOpen = useCountry((s) => s.setDialogOpen);
  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${className ?? ''}`}
        aria-haspopup="dialog"
        aria-label={`Country: ${country.countryName} (${country.currencyCode}). Change country`}
        onClick={() => setOpen(true)}
      >
        <GlobeIcon />
        <span className={styles.code} aria-hidden="true">
          {country.countryCode} · {country.currencyCode}
        </span>
      </button>
      <CountryDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
