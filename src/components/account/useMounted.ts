import { useEffect, useState } from 'react';

/**
 * False during the first render. Client-only routes are pre-rendered without their URL parameters,
 * so what depends on them renders only after hydration (otherwise React reports a mismatch).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
