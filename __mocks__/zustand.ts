/**
 * zustand for tests, as its testing guide sets it up for Vitest
 * (https://zustand.docs.pmnd.rs/guides/testing): every store the code under test creates records its
 * initial state, and tests/setup.ts puts each one back after every test. A store's whole state is its
 * zustand state, so a test starts from the state a fresh page load has.
 */
import { act } from '@testing-library/react';
import type * as Zustand from 'zustand';

export * from 'zustand';

const { create: actualCreate, createStore: actualCreateStore } = await vi.importActual<typeof Zustand>('zustand');

/**
 * One per store created in this test file. vi.resetModules evaluates this module again (the stores'
 * modules create their stores again): the list lives on the file's global object, so a store made
 * before and one made after are both put back.
 */
const RESETS = Symbol.for('zustand store resets');
const holder = globalThis as typeof globalThis & { [RESETS]?: Set<() => void> };
const storeResetFns = (holder[RESETS] ??= new Set());

/** Puts every store back to the state it was created with. */
export function resetAllStores(): void {
  act(() => storeResetFns.forEach((reset) => reset()));
}

function remembered<S extends Zustand.StoreApi<unknown>>(store: S): S {
  const initialState = store.getInitialState();
  storeResetFns.add(() => store.setState(initialState, true));
  return store;
}

const createUncurried = <T>(stateCreator: Zustand.StateCreator<T>) => remembered(actualCreate(stateCreator));

// Curried (`create<T>()(creator)`) and direct (`create(creator)`), as zustand's own.
export const create = (<T>(stateCreator?: Zustand.StateCreator<T>) =>
  typeof stateCreator === 'function' ? createUncurried(stateCreator) : createUncurried) as typeof Zustand.create;

const createStoreUncurried = <T>(stateCreator: Zustand.StateCreator<T>) => remembered(actualCreateStore(stateCreator));

export const createStore = (<T>(stateCreator?: Zustand.StateCreator<T>) =>
  typeof stateCreator === 'function' ? createStoreUncurried(stateCreator) : createStoreUncurried) as typeof Zustand.createStore;
