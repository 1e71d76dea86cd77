import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import 'msw';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetAllStores } from '../__mocks__/zustand';
import { server } from './msw/node';

// zustand's testing recipe (https://zustand.docs.pmnd.rs/guides/testing): `__mocks__/zustand.ts`
// remembers every store's initial state; each test starts from them.
vi.mock('zustand');

// A test file is one tab. With a real BroadcastChannel every copy of a module a file loads
// (vi.resetModules) would hear the others as if they were tabs; without one, the shared-state module
// uses its `storage`-event fallback, which tests raise for "another tab" (tests/stores/otherTab.ts).
// tests/stores/sharedState.test.ts covers the channel itself with Node's own. (msw, imported above,
// takes the channel for itself when it loads.)
vi.stubGlobal('BroadcastChannel', undefined);

// Unhandled requests fail the test: every call a test makes is one it meant to make.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  // Before storage is cleared: a persisted store writes its reset state as well.
  resetAllStores();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
