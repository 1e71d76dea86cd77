/**
 * Batched lookups by handle (the build's collection first pages, the lookbooks' products) use one
 * document with a fixed number of aliased slots: slot N reads handle `$hN` when `$withN` is true. These
 * are a batch's variables, and its answers read back in the batch's order.
 */

/** Handle and switch of each used slot; slots past the batch stay off (the document defaults them to false). */
export type SlotVariables = { [K: `h${number}`]: string } & { [K: `with${number}`]: boolean };

export function slotVariables(handles: readonly string[]): SlotVariables {
  const variables: Record<string, string | boolean> = {};
  handles.forEach((handle, i) => {
    variables[`h${i}`] = handle;
    variables[`with${i}`] = true;
  });
  return variables as SlotVariables;
}

/** The answer of each slot in the batch's order (`c0`, `c1`… for prefix `c`); null when the store has none. */
export function slotAnswers<T>(data: object, prefix: string, count: number): (T | null)[] {
  const answers = data as Partial<Record<string, T | null>>;
  return Array.from({ length: count }, (_, i) => answers[`${prefix}${i}`] ?? null);
}
