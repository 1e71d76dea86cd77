import { useState } from 'react';
import type { AccountOrder } from '../../lib/customerOrders';
import { buyAgain, type BuyAgainOutcome } from '../../stores/reorder';

function outcomeText(outcome: BuyAgainOutcome): string {
  const gone = 'unavailable' in outcome && outcome.unavailable.length ? ` No longer available: ${outcome.unavailable.join(', ')}.` : '';
  switch (outcome.status) {
    case 'added':
      return `Added ${outcome.items} ${outcome.items === 1 ? 'item' : 'items'} to your bag.${gone}`;
    case 'unavailable':
      return `None of these items is available any more.${gone}`;
    default:
      return 'We couldn’t add these items to your bag. Check your connection and try again.';
  }
}

/** "Buy again": the order's items still for sale go to the bag in one step. */
export function BuyAgainButton({ order }: { order: AccountOrder }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const press = async () => {
    setBusy(true);
    setMessage(null);
    setMessage(outcomeText(await buyAgain(order)));
    setBusy(false);
  };
  return (
    <>
      <button type="button" className="button" onClick={() => void press()} disabled={busy}>
        {busy ? 'Adding…' : 'Buy again'}
      </button>
      <p role="status">{message}</p>
    </>
  );
}
