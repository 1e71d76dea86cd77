import { BroadcastChannel as NodeChannel } from 'node:worker_threads';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  browserEnvironment,
  createSharedState,
  SHARED_STATE_CHANNEL,
  type SharedChange,
  type SharedStateEnvironment,
} from '../../src/stores/sharedState';

const KEY = 'bb_test_shared';
const schema = v.nullable(v.object({ count: v.number() }));
type Value = v.InferOutput<typeof schema>;

/** Node's BroadcastChannel (the unit tests' global one is removed: tests/setup.ts). */
function openChannel() {
  const channel = new NodeChannel(SHARED_STATE_CHANNEL);
  channel.unref();
  return channel as unknown as BroadcastChannel;
}

/** A browser with BroadcastChannel, as Chromium. */
const withChannel = (): SharedStateEnvironment => ({ ...browserEnvironment(), openChannel });

/** A tab: its own module over the shared local storage. */
function tab(environment: SharedStateEnvironment = withChannel(), onCorrupt?: (error: unknown) => void) {
  const value = createSharedState(environment).define<Value>(KEY, { schema, fallback: null, onCorrupt });
  const heard: SharedChange<Value>[] = [];
  const stop = value.subscribe((change) => heard.push(change));
  return { value, heard, stop };
}

/** A browser without BroadcastChannel: only the `storage` event tells of other tabs. */
const withoutChannel = (storage: Storage = localStorage): SharedStateEnvironment => ({ storage: () => storage, openChannel: () => null, events: window });

describe('reading a shared value', () => {
  it('gives the default when nothing is stored', () => {
    expect(tab().value.read()).toBeNull();
  });

  it('gives what was written', () => {
    const { value } = tab();
    value.write({ count: 2 });
    expect(value.read()).toEqual({ count: 2 });
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({ count: 2 });
  });

  it.each([
    ['broken JSON', '{"count": oops'],
    ['a foreign shape', '{"count":"two"}'],
    ['a bare value', '7'],
  ])('falls back to the default on %s, and says so', (_, stored) => {
    const corrupt = vi.fn();
    localStorage.setItem(KEY, stored);
    expect(tab(withChannel(), corrupt).value.read()).toBeNull();
    expect(corrupt).toHaveBeenCalledOnce();
  });

  it('never throws, whatever is stored: the value fits the schema or is the default', () => {
    const { value } = tab();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (stored) => {
        localStorage.setItem(KEY, stored);
        const read = value.read();
        expect(read === null || v.is(schema, read)).toBe(true);
      }),
    );
  });

  it('gives the default when storage itself throws (privacy mode)', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    const value = createSharedState({ storage: () => broken, openChannel: () => null, events: null }).define<Value>(KEY, { schema, fallback: null });
    expect(value.read()).toBeNull();
    expect(value.write({ count: 1 })).toBe(false);
  });

  it('registers each key once, with one schema', () => {
    const shared = createSharedState(withoutChannel());
    shared.define(KEY, { schema, fallback: null });
    expect(() => shared.define(KEY, { schema: v.string(), fallback: '' })).toThrow(/registered twice/);
  });
});

describe('other tabs (BroadcastChannel)', () => {
  it('hear a write with its value and the stored text before; the writing tab does not hear itself', async () => {
    const a = tab();
    const b = tab();
    a.value.write({ count: 1 });
    a.value.write({ count: 2 });
    await vi.waitFor(() => expect(b.heard).toHaveLength(2));
    expect(b.heard[1]).toEqual({ value: { count: 2 }, raw: '{"count":2}', previousRaw: '{"count":1}' });
    expect(a.heard).toEqual([]);
  });

  it('hear a removal as the default', async () => {
    const a = tab();
    a.value.write({ count: 1 });
    const b = tab();
    a.value.remove();
    await vi.waitFor(() => expect(b.heard).toEqual([{ value: null, raw: null, previousRaw: '{"count":1}' }]));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('hear the value from the message, even when their own copy of storage has not caught up', async () => {
    const lagging = new Map<string, string>();
    const lagStorage = { getItem: (k: string) => lagging.get(k) ?? null, setItem: (k: string, x: string) => void lagging.set(k, x), removeItem: (k: string) => void lagging.delete(k) };
    const b = tab({ ...withChannel(), storage: () => lagStorage as unknown as Storage });
    tab().value.write({ count: 5 });
    await vi.waitFor(() => expect(b.heard.map((change) => change.value)).toEqual([{ count: 5 }]));
    expect(b.value.read()).toBeNull();
  });

  it('are not told of a write that changed nothing, nor after they stopped listening', async () => {
    const a = tab();
    const b = tab();
    const c = tab();
    a.value.write({ count: 1 });
    await vi.waitFor(() => expect(c.heard).toHaveLength(1));
    c.stop();
    a.value.write({ count: 1 });
    a.value.write({ count: 3 });
    // Messages arrive in order: once the last is here, an unwanted one would have come before it.
    await vi.waitFor(() => expect(b.heard.at(-1)?.value).toEqual({ count: 3 }));
    expect(b.heard.map((change) => change.value)).toEqual([{ count: 1 }, { count: 3 }]);
    expect(c.heard.map((change) => change.value)).toEqual([{ count: 1 }]);
  });

  it('hear an unreadable value as the default without failing', async () => {
    const b = tab();
    const channel = openChannel();
    channel.postMessage({ key: KEY, oldValue: null, newValue: '{oops' });
    channel.postMessage({ nonsense: true });
    channel.postMessage({ key: KEY, oldValue: '{oops', newValue: '{"count":4}' });
    await vi.waitFor(() => expect(b.heard).toHaveLength(2));
    channel.close();
    expect(b.heard.map(({ value, previousRaw }) => [value, previousRaw])).toEqual([
      [null, null],
      [{ count: 4 }, '{oops'],
    ]);
  });
});

describe('other tabs where BroadcastChannel is missing (the storage event)', () => {
  it('is how the module runs in such a browser', () => {
    expect(typeof BroadcastChannel).toBe('undefined');
    expect(browserEnvironment().openChannel()).toBeNull();
  });

  it('hear the browser’s storage event for a registered key, and no other', () => {
    const b = tab(withoutChannel());
    window.dispatchEvent(new StorageEvent('storage', { key: 'someone_else', newValue: '{"count":9}' }));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, oldValue: null, newValue: '{"count":9}' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(b.heard).toEqual([{ value: { count: 9 }, raw: '{"count":9}', previousRaw: null }]);
    b.stop();
  });

  it('write to storage only (the browser raises the event in the other tabs)', () => {
    const a = tab(withoutChannel());
    expect(a.value.write({ count: 1 })).toBe(true);
    expect(localStorage.getItem(KEY)).toBe('{"count":1}');
    expect(a.heard).toEqual([]);
    a.stop();
  });
});
