import { TextField } from '../../components/text-field.tsx';

type Props = { id: string; label: string; value: string; onValueChange: (value: string) => void; error?: string };

/** The 6-digit code sent by email: digits on a phone's keypad, offered by the browser from the message it received. */
export function EmailCodeField(props: Props) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...props} />;
}
