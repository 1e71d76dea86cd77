/**
 * The shop's toasts without react-toastify in the first load, which stays small: asking for a toast
 * mounts the shop's container (ToastHost, in AppRoot), whose chunk brings react-toastify; the toast is
 * shown once that container is mounted, so the first toast is never lost and never lands in another
 * container (the game's).
 */
import type { toast as toastify } from 'react-toastify';

type Toastify = typeof toastify;
type Kind = 'success' | 'info' | 'error';

let requests = 0;
const listeners = new Set<() => void>();
let containerMounted: (show: Toastify) => void = () => undefined;
const mounted = new Promise<Toastify>((resolve) => {
  containerMounted = resolve;
});

function show(kind: Kind, message: string): void {
  requests += 1;
  for (const listener of listeners) listener();
  void mounted.then((toastify) => toastify[kind](message));
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

/** Called by the shop's container once mounted: the waiting toasts and every later one go to it. */
export const onToastContainerMounted = (show: Toastify): void => containerMounted(show);
