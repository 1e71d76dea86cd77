import { useEffect, useRef } from 'react';
import { accountsKind } from '../../accounts';
import { messageFor } from '../../lib/sessionEnd';
import { useCustomer } from '../../stores/customer';
import { useUi } from '../../stores/ui';

/**
 * Why the last session ended, for a sign-in form that shows it. While the form is on screen the
 * site-wide notice stays away; once the shopper leaves the form, the ended session has been explained
 * and the notice never explains it again. (Another sign-in form, like the account home the account
 * pages move to, still says why it asks.)
 */
export function useSessionMessage(enabled = true): string | null {
  const ended = useCustomer((s) => (enabled ? s.sessionEnded : null));
  const message = messageFor(ended, accountsKind);
  const shown = useRef(ended);
  shown.current = message ? ended : null;
  useEffect(() => {
    if (!enabled) return undefined;
    useUi.setState((s) => ({ sessionMessageHosts: s.sessionMessageHosts + 1 }));
    return () => {
      useUi.setState((s) => ({ sessionMessageHosts: s.sessionMessageHosts - 1, ...(shown.current ? { sessionMessageTold: shown.current } : {}) }));
    };
  }, [enabled]);
  return message;
}
