import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '../../config/toasts';
import { onToastContainerMounted, recentToasts, type ToastMessage } from './toast';

const send = (message: ToastMessage): void => {
  message.id = toast[message.kind](message.message);
};

// A toast the shopper closed, or that timed out, is done: never shown again.
toast.onChange((item) => {
  const index = recentToasts.findIndex((m) => m.id === item.id);
  if (item.status === 'removed' && index >= 0) recentToasts.splice(index, 1);
});

/**
 * react-toastify keeps a container's toasts in a store it creates each time the container subscribes;
 * React may subscribe it again right after it mounts (the part's Suspense boundary showing it again),
 * which empties that store. So each mount shows again the messages of the last few seconds that the
 * container does not hold: the first message after a page load is never lost.
 */
function showRecent(): void {
  const now = Date.now();
  for (let i = recentToasts.length - 1; i >= 0; i -= 1) {
    if (now - (recentToasts[i] as ToastMessage).askedAt >= TOAST_AUTO_CLOSE_MS) recentToasts.splice(i, 1);
  }
  for (const message of recentToasts) if (message.id === null || !toast.isActive(message.id)) send(message);
}

/**
 * The general toasts' container (top-right, 5000 ms, pause on hover and on focus loss, drag
 * to dismiss at 80 percent). Loaded with react-toastify the first time a toast is asked for.
 */
export function ShopToasts() {
  // Children's effects run first: react-toastify has registered this container by now.
  useEffect(() => {
    showRecent();
    onToastContainerMounted(send);
  }, []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={TOAST_DRAG_PERCENT}
    />
  );
}
