import type { ComponentProps, HTMLAttributes, ReactElement } from 'react';
import type { LookupName } from '../../api/lookup-lists.api.ts';
import { CheckboxField } from '../../components/checkbox-field.tsx';
import { MaskedField, type MaskName } from '../../components/masked-input.tsx';
import { MoneyField } from '../../components/money-field.tsx';
import { SelectField, type SelectOption } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { type LookupState, useLookup } from '../../flows/use-lookup.ts';
import { LookupCombobox } from './lookup-combobox.tsx';
import { LookupSelect } from './lookup-select.tsx';

/** The keys of a form that hold a value of type V (its text fields, its amounts, its checkboxes). */
type KeysOf<F, V> = { [K in keyof F]-?: [V] extends [F[K]] ? K : never }[keyof F] & string;

type Lookup = LookupState<{ Id: number | string; Description: string }>;

/** What every field has: its label, an optional hint, and how its id, message and side effects differ from its name. */
type Common<F> = {
  label: string;
  hint?: string;
  /** The id's last part when it is not the name (`address-postal-code` for `postalCode`). */
  id?: string;
  /** The key of its message in `errors` when it is not the name (the wire's `Street` for `street`). */
  errorKey?: string;
  /** Left out of the page for now (a field another answer asks for). */
  hidden?: boolean;
  /** Fields each change of this one empties: a city belongs to one state. */
  clears?: KeysOf<F, string>[];
};

/** The input attributes a text or masked field may set. */
type InputAttributes = {
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  maxLength?: number;
  readOnly?: boolean;
};

/** One field of a form: its key, label and kind, and what its kind needs (mask, lookup list, options). */
export type FieldSpec<F> = Common<F> &
  (
    | ({
        kind: 'text';
        name: KeysOf<F, string>;
        /** What the value becomes as typed (digits only, upper case). */
        clean?: (value: string) => string;
      } & InputAttributes)
    | ({ kind: 'masked'; name: KeysOf<F, string>; mask: MaskName } & InputAttributes)
    | { kind: 'money'; name: KeysOf<F, number | null> }
    | {
        kind: 'select';
        name: KeysOf<F, string>;
        /** The list, or the name of one the field reads itself once it shows. */
        list: Lookup | LookupName;
        /** The description is the value. */
        byDescription?: boolean;
      }
    | { kind: 'options'; name: KeysOf<F, string>; options: SelectOption[] }
    | {
        kind: 'lookup';
        name: KeysOf<F, string>;
        list: Lookup;
        /** Why it cannot be used yet ("Escolha o estado primeiro"). */
        blockedText?: string;
      }
    | { kind: 'checkbox'; name: KeysOf<F, boolean> }
  );

type FieldListProps<F> = {
  fields: FieldSpec<F>[];
  form: F;
  onChange: (form: F) => void;
  /** Messages by field name (or by a field's `errorKey`). */
  errors: Record<string, string | undefined>;
  /** The ids' first part: `pd` makes `pd-MotherName`. */
  idPrefix: string;
};

/** A form's fields in the order listed, each with its value, its message and its change wired to the form. */
export function FieldList<F extends object>({ fields, form, onChange, errors, idPrefix }: FieldListProps<F>) {
  return fields
    .filter((field) => !field.hidden)
    .map((field) =>
      control(field, form, {
        id: `${idPrefix}-${field.id ?? field.name}`,
        label: field.label,
        hint: field.hint,
        error: errors[field.errorKey ?? field.name],
        set: (value) => onChange({ ...form, ...Object.fromEntries((field.clears ?? []).map((key) => [key, ''])), [field.name]: value }),
      }),
    );
}

type Wiring = { id: string; label: string; hint?: string; error?: string; set: (value: unknown) => void };

/** The control of one field, keyed by its name. */
function control<F>(field: FieldSpec<F>, form: F, { set, ...common }: Wiring): ReactElement {
  const key = field.name;
  const text = String(form[field.name] ?? '');
  switch (field.kind) {
    case 'text': {
      const { clean } = field;
      const onValueChange = clean ? (value: string) => set(clean(value)) : set;
      return <TextField key={key} {...common} {...inputAttributes(field)} value={text} onValueChange={onValueChange} />;
    }
    case 'masked':
      return <MaskedField key={key} {...common} {...inputAttributes(field)} mask={field.mask} value={text} onValueChange={set} />;
    case 'money':
      return <MoneyField key={key} {...common} value={form[field.name] as number | null} onValueChange={set} />;
    case 'select': {
      const props = { ...common, byDescription: field.byDescription, value: text, onValueChange: set };
      return typeof field.list === 'string' ? (
        <NamedLookupSelect key={key} lookup={field.list} {...props} />
      ) : (
        <LookupSelect key={key} list={field.list} {...props} />
      );
    }
    case 'options':
      return <SelectField key={key} {...common} placeholder="Selecione" options={field.options} value={text} onValueChange={set} />;
    case 'lookup':
      return <LookupCombobox key={key} {...common} list={field.list} blockedText={field.blockedText} value={text} onValueChange={set} />;
    case 'checkbox':
      return <CheckboxField key={key} {...common} checked={form[field.name] === true} onCheckedChange={set} />;
  }
}

/** A select of a lookup list it reads itself: only a field that shows asks for its list. */
function NamedLookupSelect({ lookup, ...props }: Omit<ComponentProps<typeof LookupSelect>, 'list'> & { lookup: LookupName }) {
  return <LookupSelect {...props} list={useLookup(lookup)} />;
}

/** The input attributes of a spec (those it leaves unset stay off the input). */
function inputAttributes({ autoComplete, type, inputMode, placeholder, maxLength, readOnly }: InputAttributes): InputAttributes {
  return { autoComplete, type, inputMode, placeholder, maxLength, readOnly };
}
