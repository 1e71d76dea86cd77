import { useMemo, useState } from 'react';
import { env } from '../../config/env';
import { REGIONAL_STORE_COUNTRY } from '../../config/countries';
import type { CountryOption } from '../../lib/countries';
import { countryOptions } from '../../lib/countryOptions';
import { useCountry } from '../../stores/country';
import { Modal } from '../ui/Modal';
import * as styles from './CountryDialog.module.css';

function matches(option: CountryOption, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [option.countryName, option.countryCode, option.currencyCode, option.label].some((v) =>
    v.toLowerCase().includes(q),
  );
}

function RegionalStoreWarning({ onStay, onLeave, busy }: { onStay: () => void; onLeave: () => void; busy: boolean }) {
  const host = new URL(env.regionalStoreUrlPH).host;
  return (
    <div role="alert" className={styles.leaving}>
      <p>
        <strong>The Philippines has its own Blue Bay Swim store.</strong> Choosing it takes you to {host}, a
        separate site with its own cart and account. Its country picker brings you back here.
      </p>
      <div className={styles.leavingActions}>
        <button type="button" className={styles.leave} onClick={onLeave} disabled={busy}>
          Go to the Philippines store
        </button>
        <button type="button" className={styles.stay} onClick={onStay} disabled={busy} autoFocus>
          Stay on this site
        </button>
      </div>
    </div>
  );
}

/** Country / currency list: priority countries first, each with its currency. */
export function CountryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const current = useCountry((s) => s.countryCode);
  const select = useCountry((s) => s.select);
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  // The regional store is another site; say so before leaving, and let the shopper stay.
  const [leaving, setLeaving] = useState(false);
  const visible = useMemo(() => countryOptions().filter((o) => matches(o, query)), [query]);
  const groups = [
    { title: 'Popular', options: visible.filter((o) => o.priority === 1) },
    { title: 'All countries', options: visible.filter((o) => o.priority !== 1) },
  ].filter((g) => g.options.length > 0);

  return (
    <Modal open={open} onClose={onClose} title="Choose your country">
      {leaving ? (
        <RegionalStoreWarning
          onStay={() => setLeaving(false)}
          onLeave={() => {
            setPending(REGIONAL_STORE_COUNTRY);
            void select(REGIONAL_STORE_COUNTRY);
          }}
          busy={pending !== null}
        />
      ) : (
        <>
        <label className={styles.search}>
          <span className="visually-hidden">Search countries or currencies</span>
          <input
            type="search"
            value={query}
            placeholder="Search country or currency"
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
          />
        </label>
        {groups.length === 0 ? <p role="status">No country matches “{query}”.</p> : null}
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h3 className={styles.groupTitle}>{group.title}</h3>
            <ul className={styles.list}>
              {group.options.map((option) => (
                <li key={option.countryCode}>
                  <button
                    type="button"
                    className={styles.option}
                    aria-pressed={option.countryCode === current}
                    disabled={pending !== null}
                    onClick={() => {
                      if (option.countryCode === REGIONAL_STORE_COUNTRY) {
                        setLeaving(true);
                        return;
                      }
                      setPending(option.countryCode);
                      void select(option.countryCode);
                    }}
                  >
                    <span className={styles.name}>{option.countryName}</span>
                    <span className={styles.currency}>
                      {option.label} ({option.currencyCode})
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
        </>
      )}
      {pending ? (
        <p role="status" className={styles.status}>
          Switching to {countryOptions().find((o) => o.countryCode === pending)?.countryName}…
        </p>
      ) : null}
    </Modal>
  );
}
