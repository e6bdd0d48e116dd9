import { useState } from 'react';

/**
 * The field messages still worth showing: a message disappears once its field is edited (the value it judged is
 * gone), and every message shows again when a new save answers new ones (a new `errors` object).
 */
export function useEditedErrors(errors: Record<string, string>) {
  const [edited, setEdited] = useState<{ source: Record<string, string>; paths: ReadonlySet<string> }>({
    source: errors,
    paths: new Set(),
  });
  const paths = edited.source === errors ? edited.paths : new Set<string>();
  const visible = Object.fromEntries(Object.entries(errors).filter(([path]) => !paths.has(path)));
  return {
    errors: visible,
    /** Marks wire paths (`Street`, `BankAccounts.0.Agency`) as edited. */
    edit: (changed: string[]) => {
      if (changed.length === 0 || changed.every((path) => paths.has(path))) return;
      setEdited({ source: errors, paths: new Set([...paths, ...changed]) });
    },
  };
}

/** The keys whose values differ between two versions of a flat form. */
export function changedKeys<T extends object>(before: T, after: T): (keyof T & string)[] {
  return (Object.keys(after) as (keyof T & string)[]).filter((key) => before[key] !== after[key]);
}

type EditedArea<T> = { form: T; setForm: (next: T) => void; errors: Record<string, string> };

/**
 * A data area's form whose field messages go as soon as the customer changes the values they judged: the messages
 * still shown and the `onChange` that keeps the new form. `changed` names the wire paths an edit touches.
 */
export function useEditedForm<T extends object>(area: EditedArea<T>, changed: (before: T, after: T) => string[] = changedKeys) {
  const shown = useEditedErrors(area.errors);
  return {
    errors: shown.errors,
    onChange: (next: T) => {
      shown.edit(changed(area.form, next));
      area.setForm(next);
    },
  };
}
