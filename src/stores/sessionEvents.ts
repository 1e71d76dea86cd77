/**
 * How the customer session's changes reach the stores that follow it (the cart's buyer identity, the
 * wishlist). They subscribe through the customer store, which re-exports the subscriptions; the
 * session (customerSession.ts) publishes here.
 */

export interface SessionInfo {
  customerId: string;
  accessToken: string;
  /** True when an existing session was picked up at load or its token changed, not a fresh sign-in. */
  restored: boolean;
}

/**
 * The one way other stores follow the session: every change is published here, after it happened.
 * `reason` says why a session (re)started: a fresh sign-in, one restored at load (or from another
 * tab), or a renewed token for the same customer.
 */
export type SessionChange =
  | { type: 'signed-in'; session: SessionInfo; reason: 'sign-in' | 'restore' | 'renewal' }
  | { type: 'signed-out' };

type SessionListener = (change: SessionChange) => Promise<void> | void;

/** The session's subscribers: the page has one list (below), a test may make its own. */
export function createSessionEvents() {
  const listeners = new Set<SessionListener>();
  const onSessionChange = (listener: SessionListener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    onSessionChange,
    /** Sign-ins (fresh, restored or renewed) only. */
    onSignIn: (listener: (session: SessionInfo) => Promise<void> | void): (() => void) =>
      onSessionChange((change) => (change.type === 'signed-in' ? listener(change.session) : undefined)),
    onSignOut: (listener: () => Promise<void> | void): (() => void) =>
      onSessionChange((change) => (change.type === 'signed-out' ? listener() : undefined)),
    /** Listeners run after the session changed; one failing never blocks the shopper or the others. */
    publish: (change: SessionChange): void => {
      for (const listener of listeners) {
        Promise.resolve()
          .then(() => listener(change))
          .catch((error: unknown) => console.error('A session listener failed', error));
      }
    },
  };
}

export const { onSessionChange, onSignIn, onSignOut, publish } = createSessionEvents();

export const signedIn = (customerId: string, accessToken: string, reason: 'sign-in' | 'restore' | 'renewal'): SessionChange => ({
  type: 'signed-in',
  session: { customerId, accessToken, restored: reason !== 'sign-in' },
  reason,
});
