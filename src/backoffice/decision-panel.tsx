import type { Theme } from '@emotion/react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import type { ClaimState } from '../../domain/api/backoffice-claims.ts';
import type { ScreeningState } from '../../domain/api/screening.ts';
import type { ApplicationView } from '../../machines/backoffice/index.ts';
import { selectDecisionActor } from '../../machines/backoffice/index.ts';
import { type DecisionEvent, type DecisionSnapshot, type DecisionView, selectDecision } from '../../machines/decision/index.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { Field, inputStyle } from '../components/field.tsx';
import { SelectField } from '../components/select-field.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useBackoffice, useBackofficeSend } from './backoffice-context.tsx';
import { formatDateTime, STATUS_LABELS } from './labels.ts';

/** A document type the staff may ask for; `sent` when the application already has one of that type. */
export type DocumentChoice = { id: number; name: string; sent: boolean };

const CHOICE_GROUPS = [
  { sent: true, legend: 'Já enviados' },
  { sent: false, legend: 'Ainda não enviados' },
] as const;

// The requestable types in two groups (already sent, not sent yet), each a fieldset of checkboxes.
function DocumentChoices({ choices, chosen, toggle }: { choices: DocumentChoice[]; chosen: number[]; toggle: (id: number) => void }) {
  return CHOICE_GROUPS.map((group) => {
    const members = choices.filter((choice) => choice.sent === group.sent);
    if (members.length === 0) return null;
    return (
      <fieldset key={group.legend} css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
        <legend css={{ fontWeight: 500, marginBottom: '0.25rem' }}>{group.legend}</legend>
        {members.map((choice) => (
          <label key={choice.id} css={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
            <input type="checkbox" checked={chosen.includes(choice.id)} onChange={() => toggle(choice.id)} />
            {choice.name}
          </label>
        ))}
      </fieldset>
    );
  });
}

const readPanel = (snapshot: Parameters<typeof selectDecisionActor>[0]) => {
  const ref = selectDecisionActor(snapshot);
  return ref ? selectDecision(ref.getSnapshot() as DecisionSnapshot) : null;
};

// What approving does, said before it is done: only the approval that completes the file emails the customer.
const APPROVAL = {
  single: {
    start: 'Aprovar',
    confirm: 'Confirmar aprovação',
    text: () => 'Aprovar este cadastro? Ele será concluído e o cliente será avisado por e-mail.',
  },
  first: {
    start: 'Aprovar',
    confirm: 'Registrar 1ª aprovação',
    text: () =>
      'Registrar a primeira aprovação? Este cadastro precisa de duas aprovações: ele continua em análise até outra pessoa confirmar, e o cliente não recebe e-mail agora.',
  },
  second: {
    start: 'Confirmar aprovação',
    confirm: 'Confirmar e concluir',
    text: (view: DecisionView) =>
      `Confirmar a aprovação de ${view.firstApproval?.name}? O cadastro será concluído e o cliente será avisado por e-mail.`,
  },
} as const;

/**
 * The reason code of a rejection or a request (ADR 241), from the admins' list: for reports, never shown to the
 * customer.
 */
function ReasonCodeSelect({ id, view, send }: { id: string; view: DecisionView; send: (event: DecisionEvent) => void }) {
  return (
    <SelectField
      id={`${id}-code`}
      label="Motivo (código interno)"
      placeholder="Selecione um motivo"
      hint="Só a equipe vê; conta nos relatórios."
      options={view.reasonCodes.map((item) => ({ value: item.Code, label: item.Label }))}
      value={view.reasonCode}
      onValueChange={(code) => send({ type: 'reasonCode.change', code })}
      error={view.errors.reasonCode}
    />
  );
}

/**
 * Tells the decision panel to read its state again when the file's claim or its screening changes on the page (taken
 * over, released, a hit reviewed, a rescreen): the panel's gates follow them (ADR 241). Nothing is sent for their
 * first load.
 */
export function useDecisionRefresh(claim: ClaimState | null, screening: ScreeningState | null) {
  const send = useBackofficeSend();
  const last = useRef<string | null>(null);
  const latest = screening?.Latest;
  const key =
    claim === null || screening === null
      ? null
      : JSON.stringify([claim.Holder?.Id ?? null, latest?.Id ?? null, latest?.Hits.map((hit) => hit.Review?.Decision ?? null) ?? []]);
  useEffect(() => {
    if (key === null) return;
    if (last.current !== null && last.current !== key) send({ type: 'decision.refresh' });
    last.current = key;
  }, [key, send]);
}

function DecisionForm({ view, choices, send }: { view: DecisionView; choices: DocumentChoice[]; send: (event: DecisionEvent) => void }) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'decision.confirm' });
  };
  const labels = { approving: APPROVAL[view.approval].confirm, rejecting: 'Reprovar', requestingDocuments: 'Pedir documentos' };
  const step = view.step as keyof typeof labels;
  return (
    <form noValidate onSubmit={submit} css={{ display: 'grid', gap: '1rem' }}>
      {view.error ? <Alert>{view.error}</Alert> : null}
      {step === 'approving' ? <p css={{ margin: 0 }}>{APPROVAL[view.approval].text(view)}</p> : null}
      {step === 'rejecting' || step === 'requestingDocuments' ? <ReasonCodeSelect id={id} view={view} send={send} /> : null}
      {step === 'rejecting' ? (
        <Field
          id={`${id}-reason`}
          label="Motivo da reprovação"
          error={view.errors.reason}
          hint="O texto que o cliente lê no e-mail; até 500 caracteres."
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              value={view.reason}
              onChange={(e) => send({ type: 'reason.change', reason: e.target.value })}
              css={inputStyle}
            />
          )}
        </Field>
      ) : null}
      {step === 'requestingDocuments' ? (
        <>
          <fieldset
            css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}
            aria-describedby={view.errors.documents ? `${id}-documents` : undefined}
          >
            <legend css={{ fontWeight: 600, marginBottom: '0.5rem' }}>Documentos a pedir</legend>
            <DocumentChoices
              choices={choices}
              chosen={view.documentTypeIds}
              toggle={(documentTypeId) => send({ type: 'document.toggle', documentTypeId })}
            />
            {view.errors.documents ? (
              <p id={`${id}-documents`} css={(theme) => ({ margin: 0, color: theme.colors.error })}>
                {view.errors.documents}
              </p>
            ) : null}
          </fieldset>
          <Field
            id={`${id}-message`}
            label="Mensagem ao cliente"
            error={view.errors.message}
            hint="Aparece no e-mail e na página de envio."
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                value={view.message}
                onChange={(e) => send({ type: 'message.change', message: e.target.value })}
                css={inputStyle}
              />
            )}
          </Field>
        </>
      ) : null}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <Button type="submit" loading={view.busy}>
          {labels[step]}
        </Button>
        <Button variant="ghost" disabled={view.busy} onClick={() => send({ type: 'decision.cancel' })}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

// What the member may do on an application under analysis, and why not when they may not.
function Choices({ view, send }: { view: DecisionView; send: (event: DecisionEvent) => void }) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {view.canApprove ? <Button onClick={() => send({ type: 'approve.start' })}>{APPROVAL[view.approval].start}</Button> : null}
      {view.canReject ? (
        <Button variant="secondary" onClick={() => send({ type: 'reject.start' })}>
          Reprovar
        </Button>
      ) : null}
      {view.canRequestDocuments ? (
        <Button variant="secondary" onClick={() => send({ type: 'documents.start' })}>
          Pedir documentos
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Where four eyes stand on a file that needs two approvals: who gave the first and when ("Aguardando 2ª aprovação"),
 * or that none was given yet. Nothing for a file one approval completes.
 */
function FourEyes({ view }: { view: DecisionView }) {
  if (view.approval === 'single') return null;
  const box = (theme: Theme) => ({
    margin: 0,
    padding: '0.75rem',
    borderRadius: theme.radius.md,
    background: `color-mix(in srgb, ${theme.colors.secondary} 12%, ${theme.colors.surface})`,
  });
  if (!view.firstApproval) {
    return <p css={box}>Este cadastro precisa de duas aprovações de pessoas diferentes (PEP ou investidor profissional).</p>;
  }
  const { name, at, own } = view.firstApproval;
  return (
    <div role="note" aria-label="Quatro olhos" css={box}>
      <strong>Aguardando 2ª aprovação.</strong> 1ª aprovação por {own ? 'você' : name} em {formatDateTime(at)}.
    </div>
  );
}

/** The decision panel: the decision statechart of the open application, then the decision taken. */
export function DecisionPanel({ application, choices }: { application: ApplicationView; choices: DocumentChoice[] }) {
  const panel = useBackoffice(readPanel);
  // The panel's events go to the root, like every view's: it forwards them to the running decision panel.
  const send = useBackofficeSend();
  const outcome = application.outcome;
  if (outcome) {
    const result = outcome.result;
    const text = !result
      ? 'Este cadastro mudou enquanto você decidia: nada foi decidido.'
      : result.AwaitingSecondApproval
        ? 'Primeira aprovação registrada: falta a aprovação de outra pessoa (quatro olhos).'
        : `Decisão registrada: ${STATUS_LABELS[result.StatusRegistration] ?? result.StatusRegistration}.`;
    return (
      <>
        <p role="status" css={{ margin: 0 }}>
          {text}
        </p>
        {application.decision === 'decided' ? (
          <Button variant="secondary" onClick={() => send({ type: 'decision.restart' })}>
            Ver decisões possíveis
          </Button>
        ) : null}
      </>
    );
  }
  if (!panel || panel.step === 'loading') return <Spinner label="Carregando a decisão…" />;
  if (panel.step === 'loadError') {
    return (
      <>
        <Alert>{panel.error}</Alert>
        <Button onClick={() => send({ type: 'decision.cancel' })}>Tentar novamente</Button>
      </>
    );
  }
  const editing = panel.step === 'approving' || panel.step === 'rejecting' || panel.step === 'requestingDocuments';
  return (
    <>
      {panel.step === 'open' || panel.step === 'approving' ? <FourEyes view={panel} /> : null}
      {panel.note ? <p css={{ margin: 0 }}>{panel.note}</p> : null}
      {panel.step === 'open' ? <Choices view={panel} send={send} /> : null}
      {editing ? <DecisionForm view={panel} choices={choices} send={send} /> : null}
    </>
  );
}
