import { describe, expect, it } from 'vitest';
import { createHydrationTurns } from '../../src/browser/hydrationTurns';

/** A task queue run by hand: `runTask` is the browser picking the next task. */
function taskQueue() {
  const tasks: Array<() => void> = [];
  return {
    schedule: (run: () => void) => void tasks.push(run),
    pending: () => tasks.length,
    /** Runs one task, then its microtasks (as the browser does before the next task). */
    async runTask() {
      tasks.shift()?.();
      for (let i = 0; i < 10; i++) await Promise.resolve();
    },
  };
}

describe('hydration turns', () => {
  it('gives the parts that wait one task each, in the order they asked', async () => {
    const queue = taskQueue();
    const turns = createHydrationTurns(queue.schedule);
    const hydrated: string[] = [];
    turns.begin();
    for (const part of ['header', 'card 1', 'card 2', 'footer']) void turns.next().then(() => hydrated.push(part));
    expect(turns.hydrating()).toBe(true);

    await queue.runTask();
    expect(hydrated).toEqual(['header']);
    await queue.runTask();
    expect(hydrated).toEqual(['header', 'card 1']);
    await queue.runTask();
    await queue.runTask();
    expect(hydrated).toEqual(['header', 'card 1', 'card 2', 'footer']);
    expect(turns.hydrating()).toBe(true);
    // The task after the last turn finds nobody waiting: the first hydration is over.
    await queue.runTask();
    expect(turns.hydrating()).toBe(false);
    expect(queue.pending()).toBe(0);
  });

  it('lets a part hydrated in its turn ask for turns of its own before the hydration ends', async () => {
    const queue = taskQueue();
    const turns = createHydrationTurns(queue.schedule);
    const hydrated: string[] = [];
    turns.begin();
    void turns.next().then(() => {
      hydrated.push('page');
      void turns.next().then(() => hydrated.push('card in the page'));
    });
    void turns.next().then(() => hydrated.push('footer'));
    await queue.runTask();
    await queue.runTask();
    await queue.runTask();
    expect(hydrated).toEqual(['page', 'footer', 'card in the page']);
    expect(turns.hydrating()).toBe(true);
    await queue.runTask();
    expect(turns.hydrating()).toBe(false);
  });

  it('is not hydrating before it begins nor once a page with nothing to wait for has hydrated', async () => {
    const queue = taskQueue();
    const turns = createHydrationTurns(queue.schedule);
    expect(turns.hydrating()).toBe(false);
    turns.begin();
    expect(turns.hydrating()).toBe(true);
    await queue.runTask();
    expect(turns.hydrating()).toBe(false);
    expect(queue.pending()).toBe(0);
  });

  it('still gives a turn to a part that asks after the first hydration', async () => {
    const queue = taskQueue();
    const turns = createHydrationTurns(queue.schedule);
    let hydrated = false;
    void turns.next().then(() => (hydrated = true));
    await queue.runTask();
    expect(hydrated).toBe(true);
    await queue.runTask();
    expect(queue.pending()).toBe(0);
  });
});

describe('hydration turns, settled', () => {
  it('holds what waits for the hydration until every part has had its turn', async () => {
    const queue = taskQueue();
    const turns = createHydrationTurns(queue.schedule);
    turns.begin();
    void turns.next();
    let settled = false;
    void turns.settled().then(() => (settled = true));
    await queue.runTask();
    expect(settled).toBe(false);
    await queue.runTask();
    expect(settled).toBe(true);
  });

  it('is settled at once when no hydration is under way', async () => {
    const turns = createHydrationTurns(taskQueue().schedule);
    let settled = false;
    await turns.settled().then(() => (settled = true));
    expect(settled).toBe(true);
  });
});
