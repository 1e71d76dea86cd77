import { useEffect, useRef } from 'react';
import { useCustomer } from '../../stores/customer';
import { useUi } from '../../stores/ui';

/**
 * Why the last session ended, for a sign-in form that shows it. While the form is on screen the
 * site-wide notice stays away; once the shopper leaves the form, the message has been told and is
 * cleared, so it never shows a second time.
 */
export function useSessionMessage(enabled = true): string | null {
  const message = useCustomer((s) => (enabled ? s.sessionMessage : null));
  const shown = useRef<string | null>(null);
  shown.current = message;
  useEffect(() => {
    if (!enabled) return undefined;
    const leave = useUi.getState().hostSessionMessage();
    return () => {
      leave();
      const told = shown.current;
      if (told && useCustomer.getState().sessionMessage === told) useCustomer.getState().clearSessionMessage();
    };
  }, [enabled]);
  return message;
}
