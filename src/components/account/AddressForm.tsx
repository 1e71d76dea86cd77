import { useId, useState } from 'react';
import { findCountry } from '../../lib/countries';
import { countryOptions } from '../../lib/countryOptions';
import { postalCodeAsked, postalCodeLabel, postalCodeRequired, provinceLabel, validateAddress, type AddressValues } from '../../lib/accountValidation';
import { provinceCode, provincesOf } from '../../lib/provinces';
import type { AccountResult } from '../../stores/customer';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { useAccountForm } from './useAccountForm';
import * as styles from './forms.module.css';

export interface AddressFormProps {
  initial: AddressValues;
  /** Whether the "default address" box starts ticked, and whether it can be changed. */
  isDefault: boolean;
  submitLabel: string;
  onSubmit: (values: AddressValues, makeDefault: boolean) => Promise<AccountResult>;
  onDone: () => void;
  onCancel: () => void;
}

const LABELS: Record<keyof AddressValues, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  address1: 'Address',
  address2: 'Apartment, suite, etc.',
  city: 'City',
  province: 'Region',
  zip: 'Postal code',
  country: 'Country',
  phone: 'Phone',
};

/**
 * Create or edit a saved address in the country's format (the same one the checkout asks for): a
 * postal code where the country requires one, checked where its format is known, and a list of
 * states, provinces or prefectures where the country's addresses need one.
 */
export function AddressForm({ initial, isDefault, submitLabel, onSubmit, onDone, onCancel }: AddressFormProps) {
  const [makeDefault, setMakeDefault] = useState(isDefault);
  const countryId = useId();
  const provinceId = useId();
  const defaultId = useId();
  const form = useAccountForm({
    // A saved state may be stored by name ("California"): the list offers it by its code.
    initial: { ...initial, province: provinceCode(initial.country, initial.province) ?? initial.province },
    validate: validateAddress,
    labels: LABELS,
    submit: (v) => onSubmit(v, makeDefault),
    onSuccess: onDone,
  });
  const country = form.values.country;
  const countryError = form.errors.country;
  const provinces = provincesOf(country);
  const provinceError = form.errors.province;
  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit} aria-label={submitLabel}>
      <FormAlert ref={form.alertRef} message={form.formError} />
      <div className={styles.row}>
        <Field {...form.field('firstName')} autoComplete="given-name" autoFocus />
        <Field {...form.field('lastName')} autoComplete="family-name" />
      </div>
      <Field {...form.field('company')} autoComplete="organization" required={false} />
      <div className={styles.field}>
        <label htmlFor={countryId} className={styles.label}>
          Country
        </label>
        <select
          id={countryId}
          name="country"
          className={styles.input}
          value={country}
          autoComplete="country"
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${countryId}-error` : undefined}
          onChange={(event) => {
            const next = event.target.value;
            // A state of the old country means nothing in the new one.
            const province = provinceCode(next, form.values.province) ?? (provincesOf(next) ? '' : form.values.province);
            form.setValues({ ...form.values, country: next, province });
          }}
        >
          {findCountry(country) ? null : <option value={country}>Choose a country…</option>}
          {countryOptions().map((option) => (
            <option key={option.countryCode} value={option.countryCode}>
              {option.countryName}
            </option>
          ))}
        </select>
        {countryError ? (
          <p id={`${countryId}-error`} className={styles.error}>
            {countryError}
          </p>
        ) : null}
      </div>
      <Field {...form.field('address1')} autoComplete="address-line1" />
      <Field {...form.field('address2')} autoComplete="address-line2" required={false} />
      <div className={styles.row}>
        <Field {...form.field('city')} autoComplete="address-level2" />
        {provinces ? (
          <div className={styles.field}>
            <label htmlFor={provinceId} className={styles.label}>
              {provinceLabel(country)}
            </label>
            <select
              id={provinceId}
              name="province"
              className={styles.input}
              value={provinces.some((p) => p.code === form.values.province) ? form.values.province : ''}
              autoComplete="address-level1"
              required
              aria-invalid={provinceError ? true : undefined}
              aria-describedby={provinceError ? `${provinceId}-error` : undefined}
              onChange={(event) => form.setValue('province', event.target.value)}
            >
              <option value="">{`Choose a ${provinceLabel(country).toLowerCase()}…`}</option>
              {provinces.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
            </select>
            {provinceError ? (
              <p id={`${provinceId}-error`} className={styles.error}>
                {provinceError}
              </p>
            ) : null}
          </div>
        ) : (
          <Field {...form.field('province')} label={provinceLabel(country)} autoComplete="address-level1" required={false} />
        )}
      </div>
      <div className={styles.row}>
        {postalCodeAsked(country) ? (
          <Field
            {...form.field('zip')}
            label={postalCodeLabel(country)}
            autoComplete="postal-code"
            required={postalCodeRequired(country)}
          />
        ) : null}
        <Field {...form.field('phone')} type="tel" autoComplete="tel" inputMode="tel" required={false} />
      </div>
      <div className={styles.check}>
        <input
          id={defaultId}
          type="checkbox"
          className={styles.checkbox}
          checked={makeDefault}
          disabled={isDefault}
          onChange={(event) => setMakeDefault(event.target.checked)}
        />
        <label htmlFor={defaultId}>{isDefault ? 'This is your default address' : 'Make this my default address'}</label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? 'Saving…' : submitLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
