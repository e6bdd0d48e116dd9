import type { AnyActorRef } from 'xstate';
import { ListEditor } from '../../components/list-editor.tsx';
import { rowErrors } from '../kit/identification-form.ts';
import type { SectionSave } from '../kit/use-save-sections.ts';
import { useSectionForm } from '../kit/use-section-form.ts';
import type { PartyList, PartyRow } from './party-lists.ts';
import { PartyRowFields } from './party-row-fields.tsx';

const NO_ROWS: PartyRow[] = [];

/** One company list's rows, filled from its saved items; `save` is the whole list as the PATCH body. */
export function usePartyList(list: PartyList, ref: AnyActorRef | undefined) {
  const section = useSectionForm<Record<string, unknown>, PartyRow[]>(ref, NO_ROWS, (data) =>
    ((data[list.wireKey] as Record<string, unknown>[] | undefined) ?? []).map(list.fromItem),
  );
  const save: SectionSave = {
    ref,
    body: { ClientId: section.clientId, [list.wireKey]: section.form.map((row) => list.toItem(row, section.clientId)) },
  };
  return { ...section, list, save };
}

type Props = {
  list: PartyList;
  rows: PartyRow[];
  onChange: (rows: PartyRow[]) => void;
  errors: Record<string, string>;
  /** What the file lacks of this list (companyListGaps), when the server's own word on the list is not there. */
  gap?: string;
};

/** A company list edited as rows (add, edit, remove), with each row's messages at its fields. */
export function PartyListSection({ list, rows, onChange, errors, gap }: Props) {
  return (
    <ListEditor
      title={list.title}
      itemLabel={list.itemLabel}
      rows={rows}
      blank={list.blank}
      onChange={onChange}
      error={errors[list.wireKey] ?? gap}
      emptyText="Nenhum informado."
      renderRow={(row, index, update) => (
        <PartyRowFields list={list} row={row} index={index} update={update} errors={rowErrors(errors, list.wireKey, index)} />
      )}
    />
  );
}
