/**
 * zustand `persist` storage that keeps the stored value in the spec's own shape (e.g. userCountry =
 * `{"countryCode":"GB"}`, not zustand's `{state, version}` wrapper) and validates it with valibot, so a
 * corrupted or foreign value falls back to the store's defaults instead of breaking the page.
 */
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { GenericSchema } from 'valibot';
import { browserStorage, readJSON, removeItem, writeJSON } from '../browser/storage';

export function validatedStorage<S>(schema: GenericSchema<unknown, S>, onCorrupt?: (error: unknown) => void): PersistStorage<S> {
  return {
    getItem: (name): StorageValue<S> | null => {
      const value = readJSON<S | null>(name, schema as GenericSchema<unknown, S | null>, null, browserStorage(), onCorrupt);
      return value === null ? null : { state: value, version: 0 };
    },
    setItem: (name, value) => {
      writeJSON(name, value.state);
    },
    removeItem: (name) => removeItem(name),
  };
}
