import { Button } from '../../components/button.tsx';
import { Combobox } from '../../components/combobox.tsx';
import type { LookupState } from '../../flows/use-lookup.ts';

type LookupComboboxProps = {
  id: string;
  label: string;
  list: LookupState<{ Id: number | string; Description: string }>;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** Why the field cannot be used yet (e.g. "Escolha o estado primeiro"); it is disabled meanwhile. */
  blockedText?: string;
};

/** A searchable combobox filled from a lookup list of the API, with a retry when the list could not be read. */
export function LookupCombobox({ id, label, list, value, onValueChange, error, hint, blockedText }: LookupComboboxProps) {
  return (
    <div css={{ display: 'grid', gap: '0.25rem' }}>
      <Combobox
        id={id}
        label={label}
        options={list.items.map((item) => ({ value: String(item.Id), label: item.Description }))}
        value={value}
        onValueChange={onValueChange}
        error={error}
        hint={hint}
        placeholder={blockedText ?? placeholderOf(list)}
        disabled={Boolean(blockedText) || list.loading}
      />
      {list.failed ? (
        <Button variant="ghost" onClick={list.retry}>
          {`Tentar carregar ${label.toLowerCase()} novamente`}
        </Button>
      ) : null}
    </div>
  );
}

function placeholderOf(list: LookupState<unknown>): string {
  if (list.loading) return 'Carregando…';
  return list.failed ? 'Não foi possível carregar a lista' : 'Digite para buscar';
}
