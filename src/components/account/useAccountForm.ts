import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../lib/accountValidation';
import { mapCustomerErrors, NETWORK_ERROR_MESSAGE } from '../../lib/customerErrors';
import type { AccountResult } from '../../stores/customer';

export interface AccountFormOptions<V extends { [K in keyof V]: string }, R> {
  initial: V;
  validate: (values: V) => FieldErrors;
  /** Field name → label, for errors the store names. */
  labels: Record<string, string>;
  /** Calls the store; undefined means it could not be reached (activation and reset only log that). */
  submit: (values: V) => Promise<AccountResult<R> | undefined>;
  onSuccess?: (result: AccountResult<R>, values: V) => void;
  /** Checked once a form-level error is about to show: return a message to use instead, or null. */
  describe?: (result: AccountResult<R>) => string | null;
}

/**
 * State of one account form: values, client-side checks (first on submit, then as the shopper fixes
 * a flagged field), the store's errors spread over the fields, and a clear message when the store
 * could not be reached. What was typed is never cleared by a failure.
 */
export function useAccountForm<V extends { [K in keyof V]: string }, R = undefined>(options: AccountFormOptions<V, R>) {
  const { initial, validate, labels, submit, onSuccess, describe } = options;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  // After a failed attempt, focus goes to the first field with a problem, or to the form's message.
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else alertRef.current?.focus();
  }, [attempt]);

  const setValue = (name: keyof V & string, value: string) => {
    const next = { ...values, [name]: value } as V;
    setValues(next);
    if (errors[name]) {
      const message = validate(next)[name];
      setErrors((current) => {
        const updated = { ...current };
        if (message) updated[name] = message;
        else delete updated[name];
        return updated;
      });
    }
  };

  const field = (name: keyof V & string) => ({
    name,
    label: labels[name] ?? name,
    value: values[name] as string,
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(values);
    setFormError(null);
    setErrors(found);
    if (Object.keys(found).length) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    let result: AccountResult<R> | undefined;
    try {
      result = await submit(values);
    } finally {
      setBusy(false);
    }
    if (!result || result.networkError) {
      setFormError(NETWORK_ERROR_MESSAGE);
      setAttempt((n) => n + 1);
      return;
    }
    if (!result.ok) {
      const mapped = mapCustomerErrors(result.errors, labels);
      setErrors(mapped.fields);
      const nothingNamed = Object.keys(mapped.fields).length === 0;
      setFormError(describe?.(result) ?? mapped.form ?? (nothingNamed ? 'That didn’t work. Please try again.' : null));
      setAttempt((n) => n + 1);
      return;
    }
    onSuccess?.(result, values);
  };

  return { values, setValues, setValue, field, errors, formError, setFormError, busy, onSubmit, formRef, alertRef };
}
