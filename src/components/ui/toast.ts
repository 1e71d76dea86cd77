/**
 * The shop's toasts without react-toastify in the first load, which stays small: asking for a toast
 * mounts the shop's container (ToastHost, in AppRoot), whose chunk brings react-toastify and shows the
 * messages asked for (ShopToasts), so a toast never lands in another container (the game's). Messages
 * are kept here until shown, and a few seconds more: see ShopToasts.
 */
import type { Id } from 'react-toastify';

export interface ToastMessage {
  kind: 'success' | 'info' | 'error';
  message: string;
  askedAt: number;
  /** Its toast's id in the container that showed it; null until shown. */
  id: Id | null;
}

let requests = 0;
const listeners = new Set<() => void>();
/** Messages not yet shown, and recent ones; ShopToasts drops those it is done with. */
export const recentToasts: ToastMessage[] = [];
let deliver: ((message: ToastMessage) => void) | null = null;

function show(kind: ToastMessage['kind'], message: string): void {
  requests += 1;
  for (const listener of listeners) listener();
  const entry: ToastMessage = { kind, message, askedAt: Date.now(), id: null };
  recentToasts.push(entry);
  deliver?.(entry);
}

export const toast = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  error: (message: string) => show('error', message),
};

/** For ToastHost: how many toasts were asked for so far (0: nothing to mount yet). */
export const toastRequests = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  count: (): number => requests,
};

/** Called by the shop's container each time it mounts: every later toast goes to `show`. */
export const onToastContainerMounted = (show: (message: ToastMessage) => void): void => {
  deliver = show;
};
