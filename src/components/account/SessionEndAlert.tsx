import { usesHostedLogin } from '../../accounts';
import { FormAlert } from './FormAlert';
import { useSessionMessage } from './useSessionMessage';

/**
 * Why the last session ended, above a password sign-in form (the sign-in dialog's and an account page's;
 * the hosted-login form says it itself). Only when there is something to say: the form below has its
 * own alert region.
 */
export function SessionEndAlert() {
  const message = useSessionMessage(!usesHostedLogin());
  return message ? <FormAlert message={message} /> : null;
}
