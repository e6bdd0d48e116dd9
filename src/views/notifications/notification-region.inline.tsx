import { Alert } from '../../components/alert.tsx';
import { useInlineMessage } from './inline-messages.ts';

/**
 * A message shown beside the form or button it concerns, announced as an alert: the app's notification leaves out
 * whatever a screen shows this way, so a failure is seen and heard once, where it happened (ADR 205). Nothing
 * without a message.
 */
export function InlineAlert({ message }: { message: string | null | undefined }) {
  useInlineMessage(message);
  return message ? <Alert>{message}</Alert> : null;
}
