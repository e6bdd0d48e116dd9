import type { ReactNode } from 'react';
import { Button } from '../../components/button.tsx';
import type { LookupState } from '../../flows/use-lookup.ts';

/** A lookup list of the API, as its fields receive it. */
export type LookupList = LookupState<{ Id: number | string; Description: string }>;

/** What every lookup field takes: its id and label, the list, the chosen value, its message and hint. */
export type LookupFieldProps = {
  id: string;
  label: string;
  list: LookupList;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  /** A line under the label saying what the field means. */
  hint?: string;
};

/** A lookup list as options (`Id` / `Description`). */
export function lookupOptions(list: LookupList): { value: string; label: string }[] {
  return list.items.map((item) => ({ value: String(item.Id), label: item.Description }));
}

/** The placeholder of a lookup field: loading, failed, or `ready` (the invitation to choose or to search). */
export function lookupPlaceholder(list: LookupState<unknown>, ready: string): string {
  if (list.loading) return 'Carregando…';
  return list.failed ? 'Não foi possível carregar a lista' : ready;
}

/** A lookup field (`children`) with, under it, a retry when its list could not be read. */
export function LookupRetry({ label, list, children }: { label: string; list: LookupState<unknown>; children: ReactNode }) {
  return (
    <div css={{ display: 'grid', gap: '0.25rem' }}>
      {children}
      {list.failed ? (
        <Button variant="ghost" onClick={list.retry}>
          {`Tentar carregar ${label.toLowerCase()} novamente`}
        </Button>
      ) : null}
    </div>
  );
}
