import { useEffect, type ReactNode } from 'react';
import { hydrateStores } from '../stores/hydrate';
import { trackFocus } from './ui/focusReturn';
import { ToastHost } from './ui/ToastHost';

/**
 * Mounted once around every page: the general toasts (mounted with their first toast) and the
 * client-only store start-up, and the focus tracking dialogs return focus by.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  useEffect(() => {
    void hydrateStores();
    trackFocus();
  }, []);
  return (
    <>
      {children}
      <ToastHost />
    </>
  );
}
