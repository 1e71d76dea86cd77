import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { lazyModule } from '../../storefront/lazy';

/**
 * Parts of the frame or a page that nobody sees before an interaction (dialogs, the drawer, the
 * search panel, toasts) live in their own chunks so the first load stays small (issue 10). A part
 * renders nothing until its chunk has arrived, so it never takes space or changes the server's HTML.
 */
export interface LazyPart<P extends object> {
  /** Starts fetching the chunk (on hover, focus, or idle time); safe to call any number of times. */
  preload: () => Promise<unknown>;
  /**
   * The part itself. `retryKey`: a chunk that failed to load (offline, a deploy in between) renders
   * nothing instead of taking the whole page down, and is asked for again when this key changes.
   */
  Component: ComponentType<P & { retryKey?: unknown }>;
}

type Preload = () => Promise<unknown>;
const registered: Preload[] = [];
/** Set once the frame's idle preload has run: parts of pages opened later are preloaded on their own. */
let preloadLater: ((preload: Preload) => void) | null = null;

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  // A failed fetch is forgotten, so the next attempt fetches again.
  const preload = lazyModule(load);
  // React.lazy remembers a rejection for good, so a failed load gets a fresh lazy component.
  // Typed as the plain component: React's types cannot relate a generic P to the PropsWithRef<P> of lazy().
  const makeLazy = () => lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  let Lazy = makeLazy();

  function Part({ retryKey, ...props }: P & { retryKey?: unknown }) {
    return (
      <PartBoundary retryKey={retryKey} onError={() => (Lazy = makeLazy())}>
        <Suspense fallback={null}>
          <Lazy {...(props as P)} />
        </Suspense>
      </PartBoundary>
    );
  }
  if (preloadLater) preloadLater(preload);
  else registered.push(preload);
  return { preload, Component: Part };
}

interface BoundaryProps {
  retryKey: unknown;
  onError: () => void;
  children: ReactNode;
}

class PartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.retryKey !== this.props.retryKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Preload even if the page never goes idle (busy animations), but well after the first paint. */
const IDLE_PRELOAD_TIMEOUT_MS = 5000;
/** Browsers without requestIdleCallback (Safari): a fixed pause after hydration instead. */
const IDLE_PRELOAD_FALLBACK_MS = 2000;

/**
 * After hydration, once the browser is idle, fetches every lazy part (the frame's now, each later
 * page's as it arrives): the first click then opens at once, and the service worker keeps the chunks
 * so the parts still open offline. Shoppers on data saver or 2g fetch a part only when they use it.
 */
export function preloadLazyPartsWhenIdle(): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (connection?.saveData || connection?.effectiveType?.includes('2g')) return () => undefined;
  const fetchQuietly = (preload: Preload) => void preload().catch(() => undefined);
  return whenIdle(() => {
    registered.forEach(fetchQuietly);
    registered.length = 0;
    preloadLater = (preload) => whenIdle(() => fetchQuietly(preload));
  });
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, IDLE_PRELOAD_FALLBACK_MS);
  return () => window.clearTimeout(id);
}

/** True from the first render where `on` is true, and for good afterwards (parts stay mounted). */
export function useLatched(on: boolean): boolean {
  const [latched, setLatched] = useState(on);
  // Adjusting state while rendering: React re-renders at once, before anything is committed.
  if (on && !latched) setLatched(true);
  return latched || on;
}
