/**
 * Browser storage that never throws: missing, corrupted or foreign values fall back to a default, and
 * quota or privacy-mode errors on write are swallowed (the shopper keeps the in-memory state).
 */
import * as v from 'valibot';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** window.localStorage when it exists and is usable (it throws in some privacy modes). */
export function browserStorage(kind: 'local' | 'session' = 'local'): StorageLike | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(key: string, storage = browserStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stored text as JSON validated by `schema`; anything unreadable gives `fallback` (and `onCorrupt` is told). */
export function parseJSON<T>(raw: string | null, schema: v.GenericSchema<unknown, T>, fallback: T, onCorrupt?: (error: unknown) => void): T {
  if (raw === null) return fallback;
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
    onCorrupt?.(new v.ValiError(parsed.issues));
  } catch (error) {
    onCorrupt?.(error);
  }
  return fallback;
}

/** Reads JSON validated by `schema`; anything unreadable gives `fallback` (and `onCorrupt` is told). */
export const readJSON = <T>(
  key: string,
  schema: v.GenericSchema<unknown, T>,
  fallback: T,
  storage = browserStorage(),
  onCorrupt?: (error: unknown) => void,
): T => parseJSON(readString(key, storage), schema, fallback, onCorrupt);

/** Writes a value; returns false instead of throwing when storage is full or unavailable. */
export function writeString(key: string, value: string, storage = browserStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export const writeJSON = (key: string, value: unknown, storage = browserStorage()): boolean =>
  writeString(key, JSON.stringify(value), storage);

export function removeItem(key: string, storage = browserStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: the value stays, and the next read validates it anyway.
  }
}
