import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { hydrationTurns } from '../../browser/hydrationTurns';

function Pass({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * A part of the page that the first hydration reaches in a task of its own (src/browser/hydrationTurns.ts),
 * so no single task hydrates the whole page. Its children must render exactly one element: Preact keeps
 * one server node for a part that waits. Later renders (client navigation) render the part at once.
 * The Suspense boundary is there on the server too, so React finds the markers it hydrates.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  // Chosen once per mount: a part mounted during the first hydration waits for its turn.
  const [Gate] = useState<ComponentType<{ children: ReactNode }> | null>(() =>
    hydrationTurns.hydrating() ? lazy(() => hydrationTurns.next().then(() => ({ default: Pass }))) : null,
  );
  return <Suspense>{Gate ? <Gate>{children}</Gate> : children}</Suspense>;
}
