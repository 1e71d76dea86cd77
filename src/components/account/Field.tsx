import { useId, useState, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import * as styles from './forms.module.css';

export interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** Shown as "(optional)" when false; required fields carry no marker (most are required). */
  required?: boolean;
  hint?: ReactNode;
  autoFocus?: boolean;
}

/**
 * A labelled text input with its hint and error tied to it (aria-describedby), so a screen reader
 * reads the problem with the field. Password fields get a Show/Hide toggle.
 */
export function Field({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  required = true,
  hint,
  autoFocus,
}: FieldProps) {
  const id = `${useId().replace(/:/g, '')}-${name}`;
  const [revealed, setRevealed] = useState(false);
  const password = type === 'password';
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? null : <span className={styles.optional}> (optional)</span>}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.control}>
        <input
          id={id}
          name={name}
          type={password && revealed ? 'text' : type}
          className={`${styles.input} ${password ? styles.withReveal : ''}`}
          value={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
          required={required}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {password ? (
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={revealed}
            aria-label={`Show ${label.toLowerCase()}`}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
