import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { hydrationTurns, runsOnPreact } from '../../browser/hydrationTurns';

function Pass({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * A part of the page that the first hydration reaches in a task of its own (src/browser/hydrationTurns.ts),
 * so no single task hydrates the whole page. Its children must render exactly one element: Preact keeps
 * one server node for a part that waits. Later renders (client navigation) render the part at once.
 *
 * Only the Preact build has the boundary. React hydrates in slices of its own, and a boundary of React's
 * that an update reaches before it has hydrated (the stores' start-up, prices) is rendered again from
 * scratch (React error 421); the server renders none, which Preact, hydrating without React's comments,
 * does not mind.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  // Chosen once per mount: a part mounted during the first hydration waits for its turn.
  const [Gate] = useState<ComponentType<{ children: ReactNode }> | null>(() =>
    runsOnPreact && hydrationTurns.hydrating() ? lazy(() => hydrationTurns.next().then(() => ({ default: Pass }))) : null,
  );
  if (!runsOnPreact) return <>{children}</>;
  return <Suspense>{Gate ? <Gate>{children}</Gate> : children}</Suspense>;
}
