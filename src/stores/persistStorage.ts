/**
 * zustand `persist` storage that keeps the stored value in the spec's own shape (e.g. userCountry =
 * `{"countryCode":"GB"}`, not zustand's `{state, version}` wrapper) and validates it with zod, so a
 * corrupted or foreign value falls back to the store's defaults instead of breaking the page.
 */
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { ZodType } from 'zod';
import { browserStorage, readJSON, removeItem, writeJSON } from '../lib/storage';

export function validatedStorage<S>(schema: ZodType<S>, onCorrupt?: (error: unknown) => void): PersistStorage<S> {
  return {
    getItem: (name): StorageValue<S> | null => {
      const value = readJSON<S | null>(name, schema as ZodType<S | null>, null, browserStorage(), onCorrupt);
      return value === null ? null : { state: value, version: 0 };
    },
    setItem: (name, value) => {
      writeJSON(name, value.state);
    },
    removeItem: (name) => removeItem(name),
  };
}
