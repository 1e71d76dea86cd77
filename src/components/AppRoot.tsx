import { useEffect, type ReactNode } from 'react';
import { hydrateStores } from '../stores/hydrate';
import { ToastHost } from './ui/ToastHost';

/**
 * Mounted once around every page: the general toasts (mounted with their first toast) and the
 * client-only store start-up.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  useEffect(() => {
    void hydrateStores();
  }, []);
  return (
    <>
      {children}
      <ToastHost />
    </>
  );
}
