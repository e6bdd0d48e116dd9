import { selectNotification } from '../../machines/onboarding/onboarding.selectors.ts';
import { Alert } from '../components/alert.tsx';
import { useOnboarding } from '../flows/onboarding-context.tsx';

/**
 * A message shown beside the form or button it concerns: always visible, but an alert of its own only when the app's
 * notification does not say it already, so a step's failure is heard once (ADR 141). Nothing without a message.
 */
export function InlineAlert({ message }: { message: string | null | undefined }) {
  const notified = useOnboarding((snapshot) => Boolean(message) && selectNotification(snapshot)?.message === message);
  return message ? <Alert live={!notified}>{message}</Alert> : null;
}
