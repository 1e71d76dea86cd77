import { useEffect, type ReactNode } from 'react';
import { hydrateStores } from '../stores/hydrate';
import { ConsentHost } from './consent/ConsentHost';
import { ToastHost } from './ui/ToastHost';

/**
 * Mounted once around every page: the consent banner (first in the tab order, mounted only when the
 * privacy API asks for it), the general toasts (mounted with their first toast) and the client-only
 * store start-up.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  useEffect(() => {
    void hydrateStores();
  }, []);
  return (
    <>
      <ConsentHost />
      {children}
      <ToastHost />
    </>
  );
}
