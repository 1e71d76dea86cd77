import { Link } from 'gatsby';
import { useState, type FormEvent } from 'react';
import { usesHostedLogin } from '../../accounts';
import { customerErrorMessage, NETWORK_ERROR_MESSAGE } from '../../lib/customerErrors';
import type { AccountOrder } from '../../lib/customerOrders';
import { useCustomer } from '../../stores/customer';
import { FormAlert } from './FormAlert';
import * as styles from './orders.module.css';
import { requestReturn } from '../../stores/customerPageActions';

/** Shopify's ReturnReason values a shopper picks from (https://shopify.dev/docs/api/customer/2025-07/enums/ReturnReason). */
const REASONS: readonly { value: string; label: string }[] = [
  { value: 'SIZE_TOO_SMALL', label: 'Too small' },
  { value: 'SIZE_TOO_LARGE', label: 'Too big' },
  { value: 'NOT_AS_DESCRIBED', label: 'Not as pictured' },
  { value: 'DEFECTIVE', label: 'Faulty or damaged' },
  { value: 'WRONG_ITEM', label: 'Wrong item sent' },
  { value: 'UNWANTED', label: 'Changed my mind' },
  { value: 'OTHER', label: 'Other' },
];

/** The returns form opened for this order (classic accounts: the Storefront API takes no return requests). */
function returnsFormLink(order: AccountOrder, email: string | null): string {
  const params = new URLSearchParams({ order_number: order.name, items: order.lines.map((l) => `${l.title} × ${l.quantity}`).join('\n') });
  if (email) params.set('email', email);
  return `/request-a-return/?${params.toString()}`;
}

interface Choice {
  selected: boolean;
  quantity: number;
  reason: string;
}

/** Requesting a return from the order: the items that may still go back, how many and why. */
export function OrderReturnRequest({ order }: { order: AccountOrder }) {
  const email = useCustomer((s) => s.customer?.email ?? null);
  const returnable = order.lines.filter((l) => (l.returnableQuantity ?? 0) > 0 && l.lineItemId);
  const [open, setOpen] = useState(false);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (!usesHostedLogin()) {
    const shipped = order.tab !== 'Order Placed' && order.tab !== 'Unfulfilled';
    if (!shipped || order.cancelledAt) return <p>Items can be returned once they have shipped.</p>;
    return (
      <Link to={returnsFormLink(order, email)} className="button button--secondary">
        Request a return
      </Link>
    );
  }

  if (!returnable.length) {
    return (
      <>
        <FormAlert tone="success" message={done} />
        {order.returns?.length ? null : <p>{order.cancelledAt ? 'This order was cancelled.' : 'Items can be returned once they have shipped.'}</p>}
      </>
    );
  }
  if (!open) {
    return (
      <>
        <FormAlert tone="success" message={done} />
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          Request a return
        </button>
      </>
    );
  }

  const choiceOf = (id: string): Choice => choices[id] ?? { selected: false, quantity: 1, reason: '' };
  const update = (id: string, change: Partial<Choice>) => setChoices((all) => ({ ...all, [id]: { ...choiceOf(id), ...change } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = returnable.filter((l) => choiceOf(l.lineItemId as string).selected);
    if (!lines.length) return setError('Choose at least one item to return.');
    if (lines.some((l) => !choiceOf(l.lineItemId as string).reason)) return setError('Choose why you are returning each item.');
    setBusy(true);
    setError(null);
    const result = await requestReturn(
      order.id,
      lines.map((l) => ({ lineItemId: l.lineItemId as string, quantity: choiceOf(l.lineItemId as string).quantity, reason: choiceOf(l.lineItemId as string).reason, note })),
    );
    setBusy(false);
    if (!result.ok) return setError(result.networkError ? NETWORK_ERROR_MESSAGE : customerErrorMessage(result.errors[0] ?? { message: 'That didn’t work. Please try again.' }));
    setOpen(false);
    setChoices({});
    setNote('');
    setDone(`Return ${result.data?.name ?? ''} requested. We’ll e-mail you when it’s approved.`);
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={`Request a return for order ${order.name}`} noValidate>
      <FormAlert message={error} />
      <fieldset className={styles.returnItems}>
        <legend>Items to return</legend>
        {returnable.map((line) => {
          const id = line.lineItemId as string;
          const choice = choiceOf(id);
          const label = [line.title, line.variantTitle].filter(Boolean).join(' · ');
          return (
            <div key={id} className={styles.returnItem}>
              <label>
                <input type="checkbox" checked={choice.selected} onChange={(e) => update(id, { selected: e.target.checked })} /> {label}
              </label>
              {(line.returnableQuantity ?? 1) > 1 ? (
                <label>
                  Quantity{' '}
                  <select value={choice.quantity} onChange={(e) => update(id, { quantity: Number(e.target.value) })}>
                    {Array.from({ length: line.returnableQuantity ?? 1 }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              <label>
                Reason for {line.title}{' '}
                <select value={choice.reason} onChange={(e) => update(id, { reason: e.target.value, selected: true })}>
                  <option value="">Choose a reason</option>
                  {REASONS.map((r) => (
                    <option key={r.value} value={r.value}>
                      {r.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          );
        })}
      </fieldset>
      <label>
        Anything we should know? (optional)
        <textarea value={note} maxLength={300} onChange={(e) => setNote(e.target.value)} rows={2} />
      </label>
      <div className={styles.orderActions}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Sending…' : 'Send return request'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
