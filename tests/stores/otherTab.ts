/**
 * The shopper's other tab, as this tab hears it: that tab's shared-state module stores a value and
 * posts the change on the site's channel (as src/stores/sharedState.ts does in each tab).
 */
import { SHARED_STATE_CHANNEL } from '../../src/stores/sharedState';

/** Another tab writes `value` (null removes it); `stored: false` leaves this tab's copy of storage behind. */
export function otherTabWrites(key: string, value: unknown, { stored = true }: { stored?: boolean } = {}): void {
  const oldValue = localStorage.getItem(key);
  const newValue = value === null ? null : JSON.stringify(value);
  if (stored) {
    if (newValue === null) localStorage.removeItem(key);
    else localStorage.setItem(key, newValue);
  }
  const channel = new BroadcastChannel(SHARED_STATE_CHANNEL);
  channel.postMessage({ key, oldValue, newValue });
  // Closed once the message is on its way (a closed sender's queued message still arrives).
  setTimeout(() => channel.close(), 0);
}
