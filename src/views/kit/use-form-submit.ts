import type { FormEvent } from 'react';
import { useFocusFirstError } from '../../components/use-focus-first-error.ts';

/**
 * A form's `ref` and `onSubmit`: submitting calls `send` without reloading the page, and whenever `errors` holds a
 * message (of one of `fields`, when the view's errors also speak of other forms) the focus goes to the first invalid
 * field.
 */
export function useFormSubmit(errors: Record<string, string | undefined>, send: () => void, fields?: readonly string[]) {
  const judged = fields ? fields.some((field) => errors[field]) : Object.keys(errors).length > 0;
  const ref = useFocusFirstError<HTMLFormElement>(judged ? errors : null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  return { ref, onSubmit };
}
