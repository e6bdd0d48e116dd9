import type { InputHTMLAttributes } from 'react';
import { Field, inputStyle } from './field.tsx';

type FileFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  onFile: (file: File) => void;
  error?: string;
  hint?: string;
};

/** A labelled file picker (camera or files on a phone); each chosen file is handed to `onFile`. */
export function FileField({ id, label, onFile, error, hint, ...input }: FileFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...input}
          {...control}
          type="file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that choosing the same file again (after a failure) is a change too.
            event.target.value = '';
            if (file) onFile(file);
          }}
          css={(theme) => ({ ...inputStyle(theme), padding: '0.625rem 0.875rem' })}
        />
      )}
    </Field>
  );
}
