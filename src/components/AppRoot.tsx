import { useEffect, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '../config/site';
import { hydrateStores } from '../stores/hydrate';

/**
 * Mounted once around every page: the general toasts (spec §9: top-right, 5000 ms, pause on hover
 * and on focus loss, drag to dismiss at 80 percent) and the client-only store start-up.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  useEffect(() => {
    void hydrateStores();
  }, []);
  return (
    <>
      {children}
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        pauseOnHover
        pauseOnFocusLoss
        draggable
        draggablePercent={TOAST_DRAG_PERCENT}
      />
    </>
  );
}
