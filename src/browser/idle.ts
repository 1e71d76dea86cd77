/** After the first paint, when the browser is idle (at the latest 2 s later). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

/**
 * Ends the current task and resumes in a new one, ahead of other queued work where the browser can
 * (`scheduler.yield`). Deferred jobs call it between their steps (a chunk evaluated, then its work)
 * so that neither becomes one long task a tap would wait behind.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
