/**
 * The shop's toasts without react-toastify in the first load, which stays small: asking for a toast
 * mounts the shop's container (ToastHost, in AppRoot), whose chunk brings react-toastify; the toast is
 * shown once that container is mounted, so it never lands in another container (the game's).
 *
 * react-toastify keeps a container's toasts in a store it creates each time the container subscribes;
 * React may subscribe it again right after it mounts (the part's Suspense boundary showing it again),
 * which empties that store. So every mount of the container is told, and shows again the messages of
 * the last few seconds that it does not hold: the first message after a page load is never lost.
 */
import type { Id, toast as toastify } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../../config/site';

type Toastify = typeof toastify;
type Kind = 'success' | 'info' | 'error';

interface Message {
  kind: Kind;
  message: string;
  askedAt: number;
  /** The id of its toast in the live container; null until shown. */
  id: Id | null;
}

let requests = 0;
const listeners = new Set<() => void>();
let live: Toastify | null = null;
let recent: Message[] = [];
let watching = false;

const stillDue = (message: Message, now: number) => now - message.askedAt < TOAST_AUTO_CLOSE_MS;

function send(show: Toastify, message: Message): void {
  message.id = show[message.kind](message.message);
}

function show(kind: Kind, message: string): void {
  requests += 1;
  for (const listener of listeners) listener();
  const now = Date.now();
  const entry: Message = { kind, message, askedAt: now, id: null };
  recent = [...recent.filter((m) => stillDue(m, now)), entry];
  if (live) send(live, entry);
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

/**
 * Called by the shop's container each time it mounts (after react-toastify has registered it): the
 * waiting toasts, and recent ones the container no longer holds, go to it, as does every later one.
 */
export function onToastContainerMounted(container: Toastify): void {
  live = container;
  if (!watching) {
    watching = true;
    // A toast the shopper closed, or that timed out, is done: never shown again.
    container.onChange((item) => {
      if (item.status === 'removed') recent = recent.filter((m) => m.id !== item.id);
    });
  }
  const now = Date.now();
  recent = recent.filter((m) => stillDue(m, now));
  for (const message of recent) if (message.id === null || !container.isActive(message.id)) send(container, message);
}
