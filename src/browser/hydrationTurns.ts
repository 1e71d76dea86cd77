/**
 * Preact hydrates a page in one synchronous pass: on a phone the collection page's pass was one task
 * of ~200 ms, the Total Blocking Time Lighthouse counts. A part of the page wrapped in
 * `HydrationSlice` suspends during that pass; Preact keeps the part's server HTML as it is (progressive
 * hydration, https://github.com/preactjs/preact/pull/2755) and hydrates it when its turn comes. Turns
 * come one per task, in the order the parts asked, so the browser paints and answers input between
 * them. React 18 needs none of this: it hydrates in 5 ms slices of its own (gatsby-browser.tsx).
 */
export interface HydrationTurns {
  /** The page's first hydration starts now (called just before it). */
  begin(): void;
  /** True from `begin` until every part that waited for a turn has had it. */
  hydrating(): boolean;
  /** Resolves in a task of its own, after the turns asked for before it. */
  next(): Promise<void>;
  /**
   * Resolves once the first hydration is over (at once when none is under way). Preact hydrates a
   * part with the DOM's attributes as they are, so what changes state after the first pass (the
   * stores' start-up, the address's query) waits for this: a part still waiting would otherwise be
   * hydrated with the new state and keep the server's attributes (a size checked, a heart pressed).
   */
  settled(): Promise<void>;
}

/**
 * `schedule` runs its callback in a later task. `onEnd` hears that every part has had its turn (and
 * `onBegin` that the page's first hydration started in parts).
 */
export function createHydrationTurns(
  schedule: (run: () => void) => void,
  { onBegin, onEnd }: { onBegin?: () => void; onEnd?: () => void } = {},
): HydrationTurns {
  let hydrating = false;
  let running = false;
  const waiting: Array<() => void> = [];
  const settling: Array<() => void> = [];
  // One turn per task; the parts a turn hydrates may ask for turns of their own (nested slices),
  // which they do before the next task, so an empty queue then means the hydration is over.
  const turn = () => {
    const resolve = waiting.shift();
    if (!resolve) {
      running = false;
      if (hydrating) {
        hydrating = false;
        onEnd?.();
        for (const resolve of settling.splice(0)) resolve();
      }
      return;
    }
    resolve();
    schedule(turn);
  };
  const run = () => {
    if (running) return;
    running = true;
    schedule(turn);
  };
  return {
    begin() {
      hydrating = true;
      onBegin?.();
      run();
    },
    hydrating: () => hydrating,
    next() {
      const next = new Promise<void>((resolve) => waiting.push(resolve));
      run();
      return next;
    },
    settled: () => (hydrating ? new Promise<void>((resolve) => settling.push(resolve)) : Promise.resolve()),
  };
}

/** A task of its own without a timer's 4 ms clamp, as React's scheduler does it. */
function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/**
 * Marks of the page's first hydration in parts, for the browser tests (a part clicked before its turn
 * does nothing yet) and for anyone timing a page in DevTools.
 */
export const HYDRATION_MARKS = { begin: 'hydration-in-parts', end: 'hydration-in-parts-done' } as const;

/** The page's turns, each in a task of its own. */
export const hydrationTurns = createHydrationTurns(nextTask, {
  onBegin: () => performance.mark(HYDRATION_MARKS.begin),
  onEnd: () => performance.mark(HYDRATION_MARKS.end),
});

declare const __BB_BROWSER_RUNTIME__: string | undefined;

/** True in bundles built for Preact (BB_BROWSER_RUNTIME, gatsby-node.ts); false in React's and in Node. */
export const runsOnPreact = typeof __BB_BROWSER_RUNTIME__ !== 'undefined' && __BB_BROWSER_RUNTIME__ === 'preact';
