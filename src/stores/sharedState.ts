/**
 * Values the shopper's tabs share (the cart's stamp, the session's token, the visitor's wishlist): the
 * one place that reads and writes them and tells the other tabs.
 * - Each key is registered once, with its schema and default. A read validates: a missing, corrupted
 *   or foreign value gives the default (its `onCorrupt` is told) and never throws.
 * - A write or removal stores the value, then tells the other tabs: by BroadcastChannel, or, where
 *   the browser has none, by the `storage` event the browser raises itself. A change that did not
 *   change the stored text, or that storage refused (full, privacy mode), tells no one.
 * - The message carries the old and new stored text: a tab hears the value itself and never depends
 *   on its own copy of local storage having caught up (Chromium updates it apart from the channel).
 * - Subscribers hear other tabs' changes to one key, decoded and validated; never their own tab's.
 * Stores keep no storage listener of their own (a repo test holds them to it).
 */
import type { GenericSchema } from 'valibot';
import { browserStorage, parseJSON, readString, removeItem, writeString, type StorageLike } from '../browser/storage';

/** The channel every tab of this site listens on. */
export const SHARED_STATE_CHANNEL = 'bb-shared-state';

/** Another tab's change to one key: the value now (the default where unreadable), and the stored text now and before. */
export interface SharedChange<T> {
  value: T;
  raw: string | null;
  previousRaw: string | null;
}

export interface SharedValue<T> {
  /** The stored value, validated; the default when missing or unreadable. */
  read: () => T;
  /** The stored text as it is (to tell whether another tab wrote since). */
  readRaw: () => string | null;
  /** Stores the value and tells the other tabs; false when storage refused it. */
  write: (value: T) => boolean;
  /** Removes the value and tells the other tabs. */
  remove: () => void;
  /** Hears other tabs' changes to this key; returns the way to stop. */
  subscribe: (listener: (change: SharedChange<T>) => void) => () => void;
}

export interface SharedDefinition<T> {
  schema: GenericSchema<unknown, T>;
  fallback: T;
  /** Told when a stored value cannot be read (then the default is used). */
  onCorrupt?: (error: unknown) => void;
}

/** The message one tab sends the others: the key and its stored text before and after. */
interface ChangeMessage {
  key: string;
  oldValue: string | null;
  newValue: string | null;
}

type Channel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'close'>;

/** Where the module reads, writes and listens: the browser's, or a test's own. */
export interface SharedStateEnvironment {
  storage: () => StorageLike | null;
  /** A channel to the other tabs; null where BroadcastChannel is missing (the `storage` event is used). */
  openChannel: () => Channel | null;
  /** Where `storage` events arrive (the fallback); null outside a browser. */
  events: Pick<Window, 'addEventListener'> | null;
}

export interface SharedState {
  define: <T>(key: string, definition: SharedDefinition<T>) => SharedValue<T>;
}

function openBrowserChannel(): Channel | null {
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return null;
  try {
    return new BroadcastChannel(SHARED_STATE_CHANNEL);
  } catch {
    return null;
  }
}

export const browserEnvironment = (): SharedStateEnvironment => ({
  storage: () => browserStorage(),
  openChannel: openBrowserChannel,
  events: typeof window === 'undefined' ? null : window,
});

const isText = (value: unknown) => value === null || typeof value === 'string';
const isMessage = (data: Partial<ChangeMessage> | null): data is ChangeMessage =>
  typeof data?.key === 'string' && isText(data.oldValue) && isText(data.newValue);

/** A registry of shared keys over one environment (the site has one; tests make their own). */
export function createSharedState(environment: SharedStateEnvironment = browserEnvironment()): SharedState {
  const definitions = new Map<string, SharedDefinition<unknown>>();
  const listeners = new Map<string, Set<(message: ChangeMessage) => void>>();
  // The channel opens on first use, in the browser only (never while rendering on the server).
  let channel: Channel | null | undefined;
  const connection = (): Channel | null => {
    if (channel !== undefined) return channel;
    channel = environment.openChannel();
    const deliver = (message: ChangeMessage) => listeners.get(message.key)?.forEach((listener) => listener(message));
    if (channel) {
      channel.addEventListener('message', (event) => {
        if (isMessage(event.data)) deliver(event.data);
      });
    } else {
      environment.events?.addEventListener('storage', (event) => {
        if (event.key !== null && definitions.has(event.key)) deliver({ key: event.key, oldValue: event.oldValue, newValue: event.newValue });
      });
    }
    return channel;
  };

  const tell = (message: ChangeMessage) => {
    // Without a channel, the browser raises the `storage` event in the other tabs itself.
    if (message.oldValue !== message.newValue) connection()?.postMessage(message);
  };

  function define<T>(key: string, definition: SharedDefinition<T>): SharedValue<T> {
    if (definitions.has(key)) throw new Error(`${key} registered twice`);
    definitions.set(key, definition as SharedDefinition<unknown>);
    const { schema, fallback, onCorrupt } = definition;

    // Only this tab's own reads report a corrupted value; another tab's message is just not used.
    const decode = (raw: string | null, report?: (error: unknown) => void): T => parseJSON(raw, schema, fallback, report);
    const readRaw = () => readString(key, environment.storage());

    return {
      readRaw,
      read: () => decode(readRaw(), onCorrupt),
      write: (value) => {
        const oldValue = readRaw();
        const newValue = JSON.stringify(value);
        if (!writeString(key, newValue, environment.storage())) return false;
        tell({ key, oldValue, newValue });
        return true;
      },
      remove: () => {
        const oldValue = readRaw();
        removeItem(key, environment.storage());
        if (readRaw() === null) tell({ key, oldValue, newValue: null });
      },
      subscribe: (listener) => {
        const heard = (message: ChangeMessage) =>
          listener({ value: decode(message.newValue), raw: message.newValue, previousRaw: message.oldValue });
        const forKey = listeners.get(key) ?? new Set();
        listeners.set(key, forKey.add(heard));
        connection();
        return () => void forKey.delete(heard);
      },
    };
  }

  return { define };
}

/** The site's shared values: every store registers its keys here. */
export const sharedState = createSharedState();
