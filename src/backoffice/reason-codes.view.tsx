import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { REASON_CODE_MAX, REASON_LABEL_MAX, type ReasonCodeItem } from '../../domain/api/reason-codes.ts';
import type { reasonCodesMachine } from '../../machines/reason-codes/reason-codes.machine.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { Spinner } from '../components/spinner.tsx';
import { TextField } from '../components/text-field.tsx';
import { useBackofficeActor } from './backoffice-context.tsx';
import { ColumnHeads } from './column-heads.tsx';

type ReasonCodesLogic = typeof reasonCodesMachine;

// The screen's statechart as the back office was bound (its calls go through the staff client, ADR 212).
function useReasonCodes() {
  const logic = (useBackofficeActor().logic.implementations.actors as Record<string, unknown>).reasonCodes as ReasonCodesLogic;
  const actor = useActorRef(logic);
  return { snapshot: useSelector(actor, (s) => s), send: actor.send };
}
type ReasonCodes = ReturnType<typeof useReasonCodes>;

const cell = { padding: '0.5rem 0.625rem', textAlign: 'left', verticalAlign: 'middle' } as const;

// One code: its name editable in place, and deactivate / reactivate.
function CodeRow({ item, busy, send }: { item: ReasonCodeItem; busy: boolean; send: ReasonCodes['send'] }) {
  const id = useId();
  const [label, setLabel] = useState(item.Label);
  useEffect(() => setLabel(item.Label), [item.Label]);
  const rename = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'reasonCodes.change', code: item.Code, body: { Label: label } });
  };
  return (
    <tr css={(theme) => ({ borderTop: `1px solid ${theme.colors.border}`, opacity: item.Active ? 1 : 0.7 })}>
      <td css={cell}>
        <form onSubmit={rename} css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
          <label htmlFor={`${id}-label`} css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
            Nome de {item.Code}
          </label>
          <input
            id={`${id}-label`}
            value={label}
            maxLength={REASON_LABEL_MAX}
            onChange={(e) => setLabel(e.target.value)}
            css={(theme) => ({
              flex: '1 1 14rem',
              minWidth: 0,
              padding: '0.4rem 0.5rem',
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radius.sm,
              font: 'inherit',
            })}
          />
          <Button type="submit" variant="ghost" disabled={busy || label.trim() === item.Label}>
            Renomear
          </Button>
        </form>
      </td>
      <td css={{ ...cell, fontFamily: 'monospace', fontSize: '0.875rem' }}>{item.Code}</td>
      <td css={cell}>{item.Active ? 'Ativo' : 'Desativado'}</td>
      <td css={cell}>
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={`${item.Active ? 'Desativar' : 'Reativar'} ${item.Label}`}
          onClick={() => send({ type: 'reasonCodes.change', code: item.Code, body: { Active: !item.Active } })}
        >
          {item.Active ? 'Desativar' : 'Reativar'}
        </Button>
      </td>
    </tr>
  );
}

// "Novo motivo": a code (a slug that never changes) and its name.
function NewCode({ reasonCodes }: { reasonCodes: ReasonCodes }) {
  const { snapshot, send } = reasonCodes;
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const { errors, added } = snapshot.context;
  useEffect(() => {
    if (added === 0) return;
    setCode('');
    setLabel('');
  }, [added]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'reasonCodes.add', body: { Code: code.trim(), Label: label } });
  };
  return (
    <form
      aria-label="Novo motivo"
      noValidate
      onSubmit={submit}
      css={{ display: 'grid', gap: '0.75rem 1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', alignItems: 'end' }}
    >
      <TextField
        id="reason-code-code"
        label="Código"
        hint="Minúsculas, números e hífens; não muda depois."
        value={code}
        maxLength={REASON_CODE_MAX}
        onValueChange={setCode}
        error={errors.Code}
      />
      <TextField
        id="reason-code-label"
        label="Nome"
        value={label}
        maxLength={REASON_LABEL_MAX}
        onValueChange={setLabel}
        error={errors.Label}
      />
      <div>
        <Button type="submit" loading={snapshot.matches('adding')}>
          Adicionar motivo
        </Button>
      </div>
    </form>
  );
}

/**
 * "Motivos de decisão" (provider admins, ADR 241): the codes rejections and documents requests take, for reports;
 * add, rename, deactivate and reactivate. A code is never deleted: past decisions keep counting under it.
 */
export function ReasonCodesScreen() {
  const reasonCodes = useReasonCodes();
  const { snapshot, send } = reasonCodes;
  const { list, error, notice } = snapshot.context;
  const busy = !snapshot.matches('ready');
  return (
    <>
      <h1 css={{ margin: 0, fontSize: '1.5rem' }}>Motivos de decisão</h1>
      <p css={{ margin: 0 }}>
        O motivo acompanha cada reprovação e pedido de documentos e conta nos relatórios (funil e CSV). O cliente nunca o vê: ele lê só o
        texto escrito na decisão.
      </p>
      {notice ? <p role="status">{notice}</p> : null}
      {error && !snapshot.matches('failed') ? <Alert>{error}</Alert> : null}
      {snapshot.matches('failed') ? (
        <>
          <Alert>{error}</Alert>
          <div>
            <Button onClick={() => send({ type: 'reasonCodes.retry' })}>Tentar novamente</Button>
          </div>
        </>
      ) : null}
      <NewCode reasonCodes={reasonCodes} />
      {list.length === 0 && snapshot.matches('loading') ? <Spinner label="Carregando os motivos…" /> : null}
      {list.length > 0 ? (
        <div css={{ overflowX: 'auto' }}>
          <table css={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.9375rem' }}>
            <caption css={{ textAlign: 'left', fontWeight: 600, paddingBottom: '0.5rem' }}>
              {list.filter((item) => item.Active).length} motivos ativos de {list.length}
            </caption>
            <thead>
              <tr>
                <ColumnHeads labels={['Nome', 'Código', 'Situação', 'Ação']} cell={cell} />
              </tr>
            </thead>
            <tbody>
              {list.map((item) => (
                <CodeRow key={item.Code} item={item} busy={busy} send={send} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
