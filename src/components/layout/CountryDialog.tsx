import { useMemo, useState } from 'react';
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

/** Country / currency list (spec §3): priority countries first, each with its currency. */
export function CountryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const current = useCountry((s) => s.countryCode);
  const select = useCountry((s) => s.select);
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const visible = useMemo(() => countryOptions().filter((o) => matches(o, query)), [query]);
  const groups = [
    { title: 'Popular', options: visible.filter((o) => o.priority === 1) },
    { title: 'All countries', options: visible.filter((o) => o.priority !== 1) },
  ].filter((g) => g.options.length > 0);

  return (
    <Modal open={open} onClose={onClose} title="Choose your country">
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
      {pending ? (
        <p role="status" className={styles.status}>
          Switching to {countryOptions().find((o) => o.countryCode === pending)?.countryName}…
        </p>
      ) : null}
    </Modal>
  );
}
