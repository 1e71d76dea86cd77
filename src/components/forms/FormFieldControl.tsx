import type { FormField } from '../../config/forms';
import type { FieldValue } from '../../lib/formValidation';
import * as styles from './ShopForm.module.css';

export interface FormFieldControlProps {
  field: FormField;
  /** Prefix that makes ids unique when a page holds more than one form. */
  idPrefix: string;
  value: FieldValue;
  error?: string;
  onChange: (name: string, value: FieldValue) => void;
  onBlur: (name: string) => void;
}

/** One labelled field of a shop form, with its required marker and its error message beside it. */
export function FormFieldControl({ field, idPrefix, value, error, onChange, onBlur }: FormFieldControlProps) {
  const id = `${idPrefix}-${field.name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onBlur: () => onBlur(field.name),
  } as const;
  const marker = field.required ? (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  ) : (
    <span className={styles.optional}> (optional)</span>
  );
  const message = error ? (
    <p id={errorId} className={styles.error}>
      {error}
    </p>
  ) : null;

  if (field.type === 'checkbox') {
    return (
      <div className={`${styles.field} ${styles.checkField}`}>
        <input
          {...common}
          type="checkbox"
          className={styles.checkbox}
          checked={value === true}
          onChange={(event) => onChange(field.name, event.target.checked)}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {field.label}
          {field.required ? marker : null}
        </label>
        {message}
      </div>
    );
  }

  const text = typeof value === 'string' ? value : '';
  let control;
  if (field.type === 'textarea') {
    control = (
      <textarea
        {...common}
        className={styles.input}
        rows={5}
        maxLength={field.maxLength}
        value={text}
        onChange={(event) => onChange(field.name, event.target.value)}
      />
    );
  } else if (field.type === 'select') {
    control = (
      <select {...common} className={styles.input} value={text} onChange={(event) => onChange(field.name, event.target.value)}>
        <option value="">Choose…</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        {...common}
        className={styles.input}
        type={field.type}
        inputMode={field.type === 'email' ? 'email' : undefined}
        autoComplete={field.autoComplete ?? 'off'}
        maxLength={field.maxLength}
        value={text}
        onChange={(event) => onChange(field.name, event.target.value)}
      />
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        {marker}
      </label>
      {control}
      {message}
    </div>
  );
}
