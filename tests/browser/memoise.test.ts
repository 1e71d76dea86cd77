import { memoiseUntilFailure, type MemoSlot } from '../../src/browser/memoise';

/** A load whose attempts the test settles one by one. */
function controlledLoad<T>() {
  const attempts: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        attempts.push({ resolve, reject });
      }),
  );
  return { load, attempts };
}

describe('memoiseUntilFailure', () => {
  it('keeps a success: later callers get the same value without loading again', async () => {
    const load = vi.fn(async () => ({ module: 'network' }));
    const memo = memoiseUntilFailure(load);
    const first = await memo();
    expect(await memo()).toBe(first);
    expect(await memo()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure: its callers see the error, and the next call tries again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('loaded');
    const memo = memoiseUntilFailure(load);
    await expect(memo()).rejects.toThrow('offline');
    await expect(memo()).resolves.toBe('loaded');
    await expect(memo()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets concurrent callers share one attempt, whether it succeeds or fails', async () => {
    const { load, attempts } = controlledLoad<string>();
    const memo = memoiseUntilFailure(load);
    const failing = [memo(), memo(), memo()];
    expect(load).toHaveBeenCalledTimes(1);
    attempts[0]!.reject(new Error('chunk gone'));
    const outcomes = await Promise.allSettled(failing);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);

    const succeeding = [memo(), memo()];
    expect(load).toHaveBeenCalledTimes(2);
    attempts[1]!.resolve('shop id');
    expect(await Promise.all(succeeding)).toEqual(['shop id', 'shop id']);
  });

  it('a load that throws at once keeps nothing', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => {
        throw new Error('no import');
      })
      .mockResolvedValue('loaded');
    const memo = memoiseUntilFailure(load);
    expect(() => memo()).toThrow('no import');
    await expect(memo()).resolves.toBe('loaded');
  });

  it('keeps its attempt in the slot it is given, and a failure does not clear a newer attempt there', async () => {
    const { load, attempts } = controlledLoad<string>();
    let kept: Promise<string> | null = null;
    const slot: MemoSlot<string> = { get: () => kept, set: (attempt) => void (kept = attempt) };
    const memo = memoiseUntilFailure(load, slot);
    const old = memo();
    expect(kept).toBe(old);
    // The slot is reset (a test's fresh store) and a new attempt starts before the old one fails.
    kept = null;
    const current = memo();
    attempts[0]!.reject(new Error('late failure'));
    await expect(old).rejects.toThrow('late failure');
    expect(kept).toBe(current);
    attempts[1]!.resolve('value');
    await expect(memo()).resolves.toBe('value');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
