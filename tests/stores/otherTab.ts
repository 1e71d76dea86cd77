/**
 * The shopper's other tab, as this tab hears it: that tab stores a value and this tab gets the
 * `storage` event (unit tests run without BroadcastChannel: see tests/setup.ts).
 */

/** Another tab writes `value` (null removes it); `stored: false` leaves this tab's copy of storage behind. */
export function otherTabWrites(key: string, value: unknown, { stored = true }: { stored?: boolean } = {}): void {
  const oldValue = localStorage.getItem(key);
  const newValue = value === null ? null : JSON.stringify(value);
  if (stored) {
    if (newValue === null) localStorage.removeItem(key);
    else localStorage.setItem(key, newValue);
  }
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }));
}
