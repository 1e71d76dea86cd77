import { Link } from 'gatsby';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FORMS, HONEYPOT_FIELD, type FormId, type FormValues } from '../../config/forms';
import { ROUTES } from '../../config/site';
import {
  initialValues,
  submissionBody,
  validateField,
  validateValues,
  type FieldErrors,
  type FieldValue,
} from '../../lib/formValidation';
import { useCustomer } from '../../stores/customer';
import { FORM_COPY } from './formCopy';
import { FormFieldControl } from './FormFieldControl';
import { Honeypot } from './Honeypot';
import { formAction, submitForm } from './submitForm';
import * as styles from './ShopForm.module.css';

type Phase = 'editing' | 'sending' | 'sent';

/** Focus targets other than a field: the form's alert, and the confirmation that replaces the form. */
const ALERT = Symbol('alert');
const SENT = Symbol('sent');

const OFFLINE_MESSAGE =
  'We couldn’t reach Blue Bay Swim. Check your connection and try again: everything you typed is still here.';

/** Text fields a link may fill in, e.g. `/waitlist/?product_handle=marina-top-coral-reef&size=M`. */
function prefillFromAddress(): Record<string, string> {
  if (typeof window === 'undefined') return {};
  return Object.fromEntries(new URLSearchParams(window.location.search));
}

/**
 * A form of the shop service, built from its field definitions (src/config/forms.ts): labels, required
 * markers, validation as the shopper goes, a honeypot for bots, and the service's answer shown in
 * place. Before hydration it still works as a plain HTML form post with the browser's own checks.
 */
export function ShopForm({ formId }: { formId: FormId }) {
  const definition = FORMS[formId];
  const copy = FORM_COPY[formId];
  const idPrefix = `${useId().replace(/:/g, '')}-${formId}`;
  const [values, setValues] = useState(() => initialValues(definition.fields));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('editing');
  const [sentValues, setSentValues] = useState<FormValues>({});
  const [hydrated, setHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  /** What to focus once the next render is on screen: a field's name, or the form's alert. */
  const pendingFocus = useRef<string | typeof ALERT | typeof SENT | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  // A signed-in shopper's sign-up for their own e-mail subscribes their account too.
  const accountEmail = useCustomer((s) => (definition.subscribesAccount && s.isLoggedIn ? (s.customer?.email ?? null) : null));
  const [accountNote, setAccountNote] = useState<'subscribed' | 'failed' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === ALERT) alertRef.current?.focus();
    // The form is gone; the confirmation takes its place in the reading order and on screen.
    else if (target === SENT) statusRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>(`[name="${target}"]`)?.focus();
  });

  useEffect(() => {
    setHydrated(true);
    const prefill = prefillFromAddress();
    const fromAddress = initialValues(definition.fields, prefill);
    setValues((current) => {
      const next = { ...current };
      for (const field of definition.fields) {
        if (field.type !== 'checkbox' && prefill[field.name] !== undefined && current[field.name] === '') {
          next[field.name] = fromAddress[field.name] ?? '';
        }
      }
      return next;
    });
  }, [definition]);

  // The account's e-mail is the one most shoppers sign up; it fills an empty field.
  useEffect(() => {
    if (!accountEmail || !definition.fields.some((field) => field.name === 'email')) return;
    setValues((current) => (current.email === '' ? { ...current, email: accountEmail } : current));
  }, [accountEmail, definition]);

  const subscribeAccount = async (email: string) => {
    try {
      const { subscribeAccountAfterSignUp } = await import('../../stores/customerPageActions');
      const outcome = await subscribeAccountAfterSignUp(email);
      if (outcome !== 'not-the-account') setAccountNote(outcome);
    } catch (error) {
      console.error('Subscribing the account after the sign-up failed', error);
      setAccountNote('failed');
    }
  };

  const onChange = (name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    // Once a field shows an error, it is re-checked as the shopper fixes it.
    if (errors[name]) {
      const field = definition.fields.find((candidate) => candidate.name === name);
      const message = field ? validateField(field, value) : null;
      setErrors((current) => {
        const next = { ...current };
        if (message) next[name] = message;
        else delete next[name];
        return next;
      });
    }
  };

  const onBlur = (name: string) => {
    const field = definition.fields.find((candidate) => candidate.name === name);
    const value = values[name];
    // Tabbing through empty fields is not a mistake yet; a wrong value is.
    if (!field || value === '' || value === false) return;
    const message = validateField(field, value);
    setErrors((current) => {
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  };

  const focusFirstError = (fieldErrors: FieldErrors) => {
    const first = definition.fields.find((field) => fieldErrors[field.name]);
    pendingFocus.current = first ? first.name : ALERT;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'sending') return;
    setFormError(null);
    const fieldErrors = validateValues(definition.fields, values);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) {
      focusFirstError(fieldErrors);
      return;
    }
    setPhase('sending');
    const body = submissionBody(definition.fields, values, {
      name: HONEYPOT_FIELD,
      value: honeypotRef.current?.value ?? '',
    });
    const result = await submitForm(formId, definition.fields, body);
    if (result.kind === 'sent') {
      setSentValues(body as FormValues);
      setPhase('sent');
      pendingFocus.current = SENT;
      if (accountEmail && typeof body.email === 'string') void subscribeAccount(body.email);
      return;
    }
    setPhase('editing');
    if (result.kind === 'offline') {
      setFormError(OFFLINE_MESSAGE);
      pendingFocus.current = ALERT;
      return;
    }
    setErrors(result.fieldErrors);
    setFormError(result.formError);
    focusFirstError(result.fieldErrors);
  };

  const errorCount = Object.keys(errors).length;
  const summary =
    formError ?? (errorCount > 0 ? `Please check the ${errorCount === 1 ? 'highlighted field' : `${errorCount} highlighted fields`}.` : null);

  return (
    <div className={styles.card}>
      {/* Always in the page so that assistive technology announces the success when it appears. */}
      <div ref={statusRef} role="status" tabIndex={-1} className={phase === 'sent' ? styles.sent : undefined}>
        {phase === 'sent' ? (
          <>
            <h2 className={styles.sentTitle}>{copy.sentTitle}</h2>
            <p>{copy.sent(sentValues)}</p>
            {accountNote === 'subscribed' ? (
              <p>
                Your account is subscribed too: change it any time in your{' '}
                <Link to={ROUTES.accountPersonalInformation}>e-mail preferences</Link>.
              </p>
            ) : accountNote === 'failed' ? (
              <p>
                We couldn’t mark your account as subscribed just now: you can do it in your{' '}
                <Link to={ROUTES.accountPersonalInformation}>e-mail preferences</Link>.
              </p>
            ) : null}
          </>
        ) : null}
      </div>
      {phase === 'sent' ? null : (
        <form
          ref={formRef}
          className={styles.form}
          method="post"
          action={formAction(formId)}
          // Until hydration the browser's own checks guard a plain post; then ours take over.
          noValidate={hydrated}
          onSubmit={(event) => void onSubmit(event)}
          aria-label={definition.title}
        >
          <p className={styles.note}>
            Fields marked <span aria-hidden="true">*</span>
            <span className="visually-hidden">with an asterisk</span> are required.
          </p>
          <div ref={alertRef} role="alert" tabIndex={-1} className={summary ? styles.alert : undefined}>
            {summary}
          </div>
          {definition.fields.map((field) => (
            <FormFieldControl
              key={field.name}
              field={field}
              idPrefix={idPrefix}
              value={values[field.name] ?? ''}
              error={errors[field.name]}
              onChange={onChange}
              onBlur={onBlur}
            />
          ))}
          <Honeypot ref={honeypotRef} name={HONEYPOT_FIELD} id={`${idPrefix}-${HONEYPOT_FIELD}`} />
          <button type="submit" className={`button ${styles.submit}`} aria-disabled={phase === 'sending'}>
            {phase === 'sending' ? 'Sending…' : copy.submit}
          </button>
        </form>
      )}
    </div>
  );
}
