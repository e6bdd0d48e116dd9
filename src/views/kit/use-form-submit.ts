import type { FormEvent } from 'react';
import { useFocusFirstError } from '../../components/use-focus-first-error.ts';

/**
 * A form's `ref` and `onSubmit`: submitting calls `send` without reloading the page, and whenever `errors` holds a
 * field message the focus goes to the first invalid field.
 */
export function useFormSubmit(errors: Record<string, string | undefined>, send: () => void) {
  const ref = useFocusFirstError<HTMLFormElement>(Object.keys(errors).length > 0 ? errors : null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  return { ref, onSubmit };
}
