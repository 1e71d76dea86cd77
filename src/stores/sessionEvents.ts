/**
 * How the customer session's changes reach the stores that follow it (the cart's buyer identity, the
 * wishlist). They subscribe through the customer store, which re-exports the subscriptions; the
 * session (customerSession.ts) publishes on the events the store was made with.
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

export interface SessionEvents {
  onSessionChange: (listener: SessionListener) => () => void;
  /** Sign-ins (fresh, restored or renewed) only. */
  onSignIn: (listener: (session: SessionInfo) => Promise<void> | void) => () => void;
  onSignOut: (listener: () => Promise<void> | void) => () => void;
  /** Listeners run after the session changed; one failing never blocks the shopper or the others. */
  publish: (change: SessionChange) => void;
}

/** A set of session listeners (the site has one, made with the customer store; tests may make their own). */
export function createSessionEvents(): SessionEvents {
  const listeners = new Set<SessionListener>();

  const onSessionChange = (listener: SessionListener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return {
    onSessionChange,
    onSignIn: (listener) => onSessionChange((change) => (change.type === 'signed-in' ? listener(change.session) : undefined)),
    onSignOut: (listener) => onSessionChange((change) => (change.type === 'signed-out' ? listener() : undefined)),
    publish: (change) => {
      for (const listener of listeners) {
        Promise.resolve()
          .then(() => listener(change))
          .catch((error: unknown) => console.error('A session listener failed', error));
      }
    },
  };
}

export const signedIn = (customerId: string, accessToken: string, reason: 'sign-in' | 'restore' | 'renewal'): SessionChange => ({
  type: 'signed-in',
  session: { customerId, accessToken, restored: reason !== 'sign-in' },
  reason,
});
