import { type FormEvent, useState } from 'react';
import type { StaffListItem, StaffMe } from '../../domain/api/staff-auth.ts';
import { STAFF_ROLES, type StaffRole } from '../../domain/staff.ts';
import { BackofficeMessages, type StaffAdminView } from '../../machines/backoffice/index.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { SelectField } from '../components/select-field.tsx';
import { Spinner } from '../components/spinner.tsx';
import { TextField } from '../components/text-field.tsx';
import { useBackofficeSend } from './backoffice-context.tsx';
import { formatDateTime, partnerOptions, STAFF_ROLE_LABELS } from './labels.ts';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

// A new member: name, email, role and — for the provider's admins — the partner (empty: the provider's own staff).
function InviteForm({ me, busy }: { me: StaffMe; busy: boolean }) {
  const send = useBackofficeSend();
  const [draft, setDraft] = useState({ name: '', email: '', role: 'analyst', partner: me.PartnerId === null ? '' : String(me.PartnerId) });
  const field = (key: keyof typeof draft) => ({
    id: `invite-${key}`,
    value: draft[key],
    onValueChange: (value: string) => setDraft({ ...draft, [key]: value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      Name: draft.name.trim(),
      Email: draft.email.trim(),
      Role: draft.role as StaffRole,
      PartnerId: draft.partner ? Number(draft.partner) : null,
    };
    send({ type: 'staff.invite', body });
  };
  return (
    <form
      aria-label="Convidar pessoa"
      onSubmit={submit}
      css={{ display: 'grid', gap: '0.75rem 1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', alignItems: 'end' }}
    >
      <TextField label="Nome" autoComplete="off" {...field('name')} />
      <TextField label="E-mail" type="email" autoComplete="off" {...field('email')} />
      <SelectField label="Função" placeholder="Escolha" options={ROLE_OPTIONS} {...field('role')} />
      {me.PartnerId === null ? (
        <SelectField
          label="Parceiro"
          placeholder="Todos (equipe do provedor)"
          options={partnerOptions(me.Partners)}
          {...field('partner')}
        />
      ) : null}
      <Button type="submit" loading={busy}>
        Convidar
      </Button>
    </form>
  );
}

function MemberRow({ member, me, busy }: { member: StaffListItem; me: StaffMe; busy: boolean }) {
  const send = useBackofficeSend();
  const self = member.Id === me.Id;
  return (
    <tr css={(theme) => ({ borderTop: `1px solid ${theme.colors.border}` })}>
      <th scope="row" css={{ textAlign: 'left', padding: '0.5rem' }}>
        {member.Name}
        <div css={{ fontWeight: 400, fontSize: '0.875rem' }}>{member.Email}</div>
      </th>
      <td css={{ padding: '0.5rem' }}>
        <select
          aria-label={`Função de ${member.Name}`}
          value={member.Role}
          disabled={busy || self}
          onChange={(event) => send({ type: 'staff.change', id: member.Id, body: { Role: event.target.value as StaffRole } })}
        >
          {ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </td>
      <td css={{ padding: '0.5rem' }}>{member.PartnerName ?? 'Todos os parceiros'}</td>
      <td css={{ padding: '0.5rem' }}>{member.Disabled ? 'Desativado' : member.TotpEnrolled ? 'Ativo' : 'Acesso pendente'}</td>
      <td css={{ padding: '0.5rem' }}>{formatDateTime(member.CreatedAt)}</td>
      <td css={{ padding: '0.5rem', whiteSpace: 'nowrap' }}>
        <Button
          variant="ghost"
          disabled={busy || self}
          onClick={() => send({ type: 'staff.change', id: member.Id, body: { Disabled: !member.Disabled } })}
        >
          {member.Disabled ? 'Reativar' : 'Desativar'}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => send({ type: 'staff.endSessions', id: member.Id })}>
          Encerrar sessões
        </Button>
        {/* A lost phone: the member enrols a new authenticator at the next sign-in (their sessions end now). */}
        <Button
          variant="ghost"
          disabled={busy || self || !member.TotpEnrolled}
          aria-label={`Redefinir o autenticador de ${member.Name}`}
          onClick={() => send({ type: 'staff.change', id: member.Id, body: { ResetAuthenticator: true } })}
        >
          Redefinir autenticador
        </Button>
      </td>
    </tr>
  );
}

/** The staff (admins): invite a member, change a role, disable, end sessions, reset a lost authenticator. */
export function StaffScreen({ me, view }: { me: StaffMe; view: StaffAdminView }) {
  const send = useBackofficeSend();
  const busy = view.status === 'saving';
  return (
    <>
      <h1 css={{ margin: 0, fontSize: '1.5rem' }}>Equipe</h1>
      {/* A sent invitation (its confirmation) empties the form; a refused one keeps what was typed. */}
      <InviteForm key={view.notice === BackofficeMessages.invited ? view.notice : ''} me={me} busy={busy} />
      {view.notice ? <p role="status">{view.notice}</p> : null}
      {view.error ? <Alert>{view.error}</Alert> : null}
      {view.status === 'loading' ? <Spinner label="Carregando a equipe…" /> : null}
      {view.status === 'error' ? <Button onClick={() => send({ type: 'retry' })}>Tentar novamente</Button> : null}
      {view.list.length > 0 && view.status !== 'error' ? (
        <div css={{ overflowX: 'auto' }}>
          <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' }}>
            <caption css={{ textAlign: 'left', fontWeight: 600, paddingBottom: '0.5rem' }}>Pessoas da equipe</caption>
            <thead>
              <tr>
                {['Pessoa', 'Função', 'Parceiro', 'Situação', 'Desde', 'Ações'].map((label) => (
                  <th key={label} scope="col" css={{ textAlign: 'left', padding: '0.5rem' }}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.list.map((member) => (
                <MemberRow key={member.Id} member={member} me={me} busy={busy} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
