import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { CLAIM_REASON_MAX, NOTE_MAX } from '../../domain/api/backoffice-claims.ts';
import type { teamworkMachine } from '../../machines/backoffice/teamwork.machine.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { Field, inputStyle } from '../components/field.tsx';
import { useBackofficeActor } from './backoffice-context.tsx';
import { Block } from './dossier-parts.tsx';
import { formatDateTime } from './labels.ts';

type TeamworkLogic = typeof teamworkMachine;

/** Runs the claim and notes of the open file: the teamwork statechart as the back office was bound (ADR 212, 234). */
export function useTeamwork(clientId: number) {
  const logic = (useBackofficeActor().logic.implementations.actors as Record<string, unknown>).teamwork as TeamworkLogic;
  const actor = useActorRef(logic, { input: { clientId } });
  return { snapshot: useSelector(actor, (s) => s), send: actor.send };
}
type Teamwork = ReturnType<typeof useTeamwork>;

/** Who holds the file, for the summary strip. */
export function holderText({ snapshot }: Teamwork): string {
  const claim = snapshot.context.claim;
  if (!claim) return '—';
  if (!claim.Holder) return 'Ninguém';
  return claim.Mine ? 'Você' : claim.Holder.Name;
}

/** "Assumir" / "Liberar", and taking over with a reason from another holder. */
export function ClaimControls({ teamwork }: { teamwork: Teamwork }) {
  const { snapshot, send } = teamwork;
  const id = useId();
  const [reason, setReason] = useState('');
  const claim = snapshot.context.claim;
  const busy = snapshot.matches({ claim: 'taking' }) || snapshot.matches({ claim: 'releasing' });
  const held = claim?.Holder && !claim.Mine;
  return (
    <div css={{ display: 'grid', gap: '0.5rem' }}>
      {snapshot.context.claimError ? <Alert>{snapshot.context.claimError}</Alert> : null}
      {claim?.Holder ? (
        <p css={{ margin: 0 }}>
          Com <strong>{claim.Mine ? 'você' : claim.Holder.Name}</strong> até {formatDateTime(claim.ExpiresAt ?? '')}.
        </p>
      ) : null}
      {claim?.Mine ? (
        <Button variant="secondary" loading={busy} onClick={() => send({ type: 'claim.release' })}>
          Liberar
        </Button>
      ) : held ? (
        <>
          <Field id={`${id}-reason`} label="Motivo para assumir">
            {(control) => (
              <input
                {...control}
                maxLength={CLAIM_REASON_MAX}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                css={inputStyle}
              />
            )}
          </Field>
          <Button variant="secondary" loading={busy} onClick={() => send({ type: 'claim.take', reason: reason.trim() || null })}>
            Assumir de {claim.Holder?.Name}
          </Button>
        </>
      ) : (
        <Button variant="secondary" loading={busy} onClick={() => send({ type: 'claim.take', reason: null })}>
          Assumir
        </Button>
      )}
    </div>
  );
}

/** "Notas internas": the thread, newest first, and a form; never shown to the customer. */
export function NotesBlock({ teamwork }: { teamwork: Teamwork }) {
  const { snapshot, send } = teamwork;
  const id = useId();
  const [text, setText] = useState('');
  const { notes, noteError, added } = snapshot.context;
  useEffect(() => {
    if (added > 0) setText('');
  }, [added]);
  return (
    <Block title="Notas internas">
      <p css={(theme) => ({ margin: 0, color: theme.colors.muted, fontSize: '0.875rem' })}>
        Visíveis só para a equipe; o cliente nunca as vê.
      </p>
      {notes.length === 0 ? <p css={{ margin: 0 }}>Nenhuma nota ainda.</p> : null}
      <ul css={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.5rem' }}>
        {notes.map((note) => (
          <li key={note.Id}>
            <strong>{note.Author}</strong>, {formatDateTime(note.At)}: <span css={{ whiteSpace: 'pre-wrap' }}>{note.Text}</span>
          </li>
        ))}
      </ul>
      <form
        css={{ display: 'grid', gap: '0.5rem' }}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'note.add', text });
        }}
      >
        <Field id={`${id}-note`} label="Nova nota" error={noteError ?? undefined}>
          {(control) => (
            <textarea {...control} rows={3} maxLength={NOTE_MAX} value={text} onChange={(e) => setText(e.target.value)} css={inputStyle} />
          )}
        </Field>
        <div>
          <Button type="submit" variant="secondary" loading={snapshot.matches({ notes: 'adding' })}>
            Registrar nota
          </Button>
        </div>
      </form>
    </Block>
  );
}
