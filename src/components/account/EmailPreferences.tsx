import { useState, type FormEvent } from 'react';
import { customerErrorMessage, NETWORK_ERROR_MESSAGE } from '../../lib/customerErrors';
import type { CustomerProfile } from '../../stores/customer';
import { FormAlert } from './FormAlert';
import * as styles from './forms.module.css';
import { setEmailMarketing } from '../../stores/customerPageActions';

/**
 * The shop's e-mails: subscribed or not, as the account holds it (the same consent the newsletter
 * sign-up records), changed here and read back from the shop.
 */
export function EmailPreferences({ customer }: { customer: CustomerProfile }) {
  const subscribed = Boolean(customer.acceptsMarketing);
  const [wanted, setWanted] = useState(subscribed);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(null);
    const result = await setEmailMarketing(wanted);
    setBusy(false);
    if (!result.ok) {
      setError(result.networkError ? NETWORK_ERROR_MESSAGE : customerErrorMessage(result.errors[0] ?? { message: 'That didn’t work. Please try again.' }));
      return;
    }
    setSaved(wanted ? 'You’re subscribed to our e-mails.' : 'You’re unsubscribed from our e-mails.');
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)} aria-label="E-mail preferences">
      <h2>E-mail preferences</h2>
      <FormAlert message={error} />
      <label>
        <input type="checkbox" checked={wanted} onChange={(e) => setWanted(e.target.checked)} /> Send me news and offers by e-mail
      </label>
      <p className={styles.hint}>{subscribed ? `Subscribed with ${customer.email ?? 'your e-mail'}.` : 'Not subscribed.'}</p>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy || wanted === subscribed}>
          {busy ? 'Saving…' : 'Save e-mail preferences'}
        </button>
      </div>
      <FormAlert tone="success" message={saved} />
    </form>
  );
}
