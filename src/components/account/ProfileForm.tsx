import { useState } from 'react';
import { usesHostedLogin } from '../../accounts';
import { validateProfile } from '../../lib/accountValidation';
import { useCustomer, type CustomerProfile } from '../../stores/customer';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { useAccountForm } from './useAccountForm';
import * as styles from './forms.module.css';

const LABELS = { firstName: 'First name', lastName: 'Last name', email: 'E-mail', phone: 'Phone' };

/** Personal information (names, e-mail, phone), saved with customerUpdate. */
export function ProfileForm({ customer }: { customer: CustomerProfile }) {
  const updateProfile = useCustomer((s) => s.updateProfile);
  const [saved, setSaved] = useState(false);
  const form = useAccountForm({
    initial: {
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
      email: customer.email ?? '',
      phone: customer.phone ?? '',
    },
    validate: validateProfile,
    labels: LABELS,
    submit: (v) => {
      setSaved(false);
      return updateProfile(v);
    },
    onSuccess: () => setSaved(true),
  });
  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit} aria-label="Personal information">
      <FormAlert ref={form.alertRef} message={form.formError} />
      <div className={styles.row}>
        <Field {...form.field('firstName')} autoComplete="given-name" />
        <Field {...form.field('lastName')} autoComplete="family-name" />
      </div>
      {usesHostedLogin() ? (
        // The Customer Account API's customerUpdate takes names only; the e-mail is the sign-in itself.
        <p className={styles.hint}>
          You sign in with <strong>{customer.email}</strong>: that address receives your sign-in codes, order updates and
          account e-mails.
        </p>
      ) : (
        <>
          <Field {...form.field('email')} type="email" autoComplete="email" inputMode="email" hint="We send order updates and account e-mails here." />
          <Field
            {...form.field('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required={false}
            hint="With the country code, e.g. +1 555 010 0199."
          />
        </>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save changes'}
        </button>
      </div>
      <FormAlert tone="success" message={saved ? 'Your details are saved.' : null} />
    </form>
  );
}
