/**
 * One attempt at a time, kept while it succeeds: a module being loaded, a value asked of the shop once
 * a page. A failed attempt (offline, a deploy replaced the chunk, the shop did not answer) is forgotten,
 * so the next caller tries again instead of failing for the rest of the visit.
 */

/** Where the attempt is kept: by default the memo's own closure; a store's state where tests reset it. */
export interface MemoSlot<T> {
  get: () => Promise<T> | null;
  set: (attempt: Promise<T> | null) => void;
}

const closureSlot = <T>(): MemoSlot<T> => {
  let kept: Promise<T> | null = null;
  return {
    get: () => kept,
    set: (attempt) => {
      kept = attempt;
    },
  };
};

/**
 * `load`, run once and its promise shared by every caller (concurrent ones too) until it fails; a
 * failure reaches the callers of that attempt and is then forgotten. An attempt replaced meanwhile
 * (the slot reset) is not cleared by its own failure.
 */
export function memoiseUntilFailure<T>(load: () => Promise<T>, slot: MemoSlot<T> = closureSlot<T>()): () => Promise<T> {
  return () => {
    const kept = slot.get();
    if (kept) return kept;
    const attempt: Promise<T> = load().catch((error: unknown) => {
      if (slot.get() === attempt) slot.set(null);
      throw error;
    });
    slot.set(attempt);
    return attempt;
  };
}
