import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { lazyModule } from '../../browser/lazy';

/**
 * Parts of the frame or a page that nobody sees before an interaction (dialogs, the drawer, the
 * search panel, toasts) live in their own chunks so the first load stays small. A part
 * renders nothing until its chunk has arrived, so it never takes space or changes the server's HTML.
 *
 * Name each part's chunk `part-…` (webpackChunkName): the service worker saves those chunks when the
 * page is idle on a fast connection, so parts open offline without the page fetching them during its
 * start-up — each brings a script and a stylesheet, a long task on a phone. Triggers preload their part on intent
 * (hover, focus, touch), which the chunk load then overlaps with.
 */
export interface LazyPart<P extends object> {
  /** Starts fetching the chunk (on hover, focus or touch); safe to call any number of times. */
  preload: () => Promise<unknown>;
  /**
   * The part itself. `retryKey`: a chunk that failed to load (offline, a deploy in between) renders
   * nothing instead of taking the whole page down, and is asked for again when this key changes.
   */
  Component: ComponentType<P & { retryKey?: unknown }>;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  // Once fetched (preloaded on intent), the part renders at once: through React.lazy it would suspend
  // anyway, and React holds back revealing suspended content for up to 300 ms.
  let loaded: ComponentType<P> | null = null;
  // A failed fetch is forgotten, so the next attempt fetches again.
  const preload = lazyModule(() =>
    load().then((component) => {
      loaded = component;
      return component;
    }),
  );
  // React.lazy remembers a rejection for good, so a failed load gets a fresh lazy component.
  // Typed as the plain component: React's types cannot relate a generic P to the PropsWithRef<P> of lazy().
  const makeLazy = () => lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  let Lazy = makeLazy();

  function Part({ retryKey, ...props }: P & { retryKey?: unknown }) {
    // Chosen once per mount: switching between the two paths later would remount the part.
    const [Ready] = useState(() => loaded);
    return (
      <PartBoundary retryKey={retryKey} onError={() => (Lazy = makeLazy())}>
        {Ready ? (
          <Ready {...(props as P)} />
        ) : (
          <Suspense fallback={null}>
            <Lazy {...(props as P)} />
          </Suspense>
        )}
      </PartBoundary>
    );
  }
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

/** True from the first render where `on` is true, and for good afterwards (parts stay mounted). */
export function useLatched(on: boolean): boolean {
  const [latched, setLatched] = useState(on);
  // Adjusting state while rendering: React re-renders at once, before anything is committed.
  if (on && !latched) setLatched(true);
  return latched || on;
}
