import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '../../config/site';
import { onToastContainerMounted } from './toast';

/**
 * The general toasts' container (top-right, 5000 ms, pause on hover and on focus loss, drag
 * to dismiss at 80 percent). Loaded with react-toastify the first time a toast is asked for.
 */
export function ShopToasts() {
  // Children's effects run first: react-toastify has registered this container by now.
  useEffect(() => onToastContainerMounted(toast), []);
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
