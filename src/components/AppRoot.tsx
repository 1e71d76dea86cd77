import { useEffect, type ReactNode } from 'react';
import { hydrateStores } from '../stores/hydrate';
import { preloadLazyPartsWhenIdle } from './ui/lazyPart';
import { ToastHost } from './ui/ToastHost';

/**
 * Mounted once around every page: the general toasts (mounted with their first toast) and the
 * client-only store start-up; once the browser is idle, the frame's lazy parts are fetched.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  useEffect(() => {
    void hydrateStores();
  }, []);
  useEffect(() => preloadLazyPartsWhenIdle(), []);
  return (
    <>
      {children}
      <ToastHost />
    </>
  );
}
