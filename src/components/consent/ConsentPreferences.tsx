import { useEffect, useId, useState } from 'react';
import type { ConsentChoice } from '../../lib/consent';
import { useConsent } from '../../stores/consent';
import { Modal } from '../ui/Modal';
import * as styles from './ConsentPreferences.module.css';

type Purpose = 'analytics' | 'marketing' | 'preferences';

const PURPOSES: Array<{ key: Purpose; label: string; description: string }> = [
  { key: 'analytics', label: 'Analytics', description: 'Count visits and what is viewed and added to the cart, so we can improve the shop.' },
  { key: 'marketing', label: 'Marketing', description: 'Show you our offers on other sites and measure our ads. Includes sharing data with ad partners.' },
  { key: 'preferences', label: 'Preferences', description: 'Remember choices such as your country and sizes between visits.' },
];

const NONE = { analytics: false, marketing: false, preferences: false };

function Toggle({ purpose, checked, onChange, disabled }: { purpose: (typeof PURPOSES)[number]; checked: boolean; onChange: (on: boolean) => void; disabled: boolean }) {
  const id = useId();
  return (
    <li className={styles.purpose}>
      <div className={styles.purposeText}>
        <label htmlFor={id} className={styles.label}>
          {purpose.label}
        </label>
        <p id={`${id}-description`} className={styles.description}>
          {purpose.description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.toggle}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
      />
    </li>
  );
}

/**
 * "Cookie preferences": one switch per purpose and Save. Escape, the close button or a click outside
 * leave without a change; nothing is switched on until the visitor does it.
 */
export function ConsentPreferences() {
  const choice = useConsent((s) => s.choice);
  const status = useConsent((s) => s.status);
  const saving = useConsent((s) => s.saving);
  const save = useConsent((s) => s.save);
  const close = useConsent((s) => s.closePreferences);
  const open = useConsent((s) => s.preferencesOpen);
  const [draft, setDraft] = useState<Record<Purpose, boolean>>(choice ?? NONE);
  const [touched, setTouched] = useState(false);
  const [failed, setFailed] = useState(false);

  // Each opening starts from the choice the API holds (all off when there is none).
  useEffect(() => {
    if (!open) return;
    setTouched(false);
    setFailed(false);
    setDraft(choice ? { analytics: choice.analytics, marketing: choice.marketing, preferences: choice.preferences } : NONE);
    // Only on opening: a later answer is handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  // The API's answer may arrive after the dialog opened: show it unless the visitor already changed something.
  useEffect(() => {
    if (!touched && choice) setDraft({ analytics: choice.analytics, marketing: choice.marketing, preferences: choice.preferences });
  }, [choice, touched]);

  const unavailable = status === 'unavailable';
  const loading = status === 'idle' || status === 'loading';
  const submit = async (next: ConsentChoice) => {
    setFailed(false);
    try {
      await save(next);
    } catch (error) {
      console.warn('Saving the consent choice failed', error);
      setFailed(true);
    }
  };

  return (
    <Modal open={open} onClose={close} title="Cookie preferences">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit({ ...draft, saleOfData: draft.marketing });
        }}
      >
        <p className={styles.intro}>Choose what Blue Bay Swim may use cookies for. You can change this at any time from the link at the bottom of every page.</p>
        <ul className={styles.purposes}>
          <li className={styles.purpose}>
            <div className={styles.purposeText}>
              <span className={styles.label}>Strictly necessary</span>
              <p className={styles.description}>Your cart, sign-in and checkout. Always on.</p>
            </div>
            <span className={styles.always}>Always on</span>
          </li>
          {PURPOSES.map((purpose) => (
            <Toggle
              key={purpose.key}
              purpose={purpose}
              checked={draft[purpose.key]}
              disabled={saving || unavailable}
              onChange={(on) => {
                setTouched(true);
                setDraft((d) => ({ ...d, [purpose.key]: on }));
              }}
            />
          ))}
        </ul>
        {loading ? <p role="status" className={styles.status}>Loading your current choices…</p> : null}
        {unavailable ? (
          <p role="alert" className={styles.error}>
            Cookie preferences cannot be loaded right now (are you offline?). Nothing is tracked meanwhile.
          </p>
        ) : null}
        {failed ? (
          <p role="alert" className={styles.error}>
            Your choice could not be saved. Please try again.
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={saving || unavailable}>
            {saving ? 'Saving…' : 'Save choices'}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={saving || unavailable}
            onClick={() => void submit({ analytics: true, marketing: true, preferences: true, saleOfData: true })}
          >
            Accept all
          </button>
        </div>
      </form>
    </Modal>
  );
}
