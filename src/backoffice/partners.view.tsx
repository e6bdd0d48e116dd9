import { punctuatedDocument } from '../../domain/document-mask.ts';
import type { PartnersAdminView } from '../../machines/backoffice/index.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useBackofficeSend } from './backoffice-context.tsx';
import { ColumnHeads } from './column-heads.tsx';
import { PartnerForm } from './partner-form.tsx';
import { ThemeEditorSection } from './theme-editor/theme-editor-section.tsx';

const cell = { textAlign: 'left', padding: '0.5rem' } as const;

function PartnerTable({ view }: { view: PartnersAdminView }) {
  const send = useBackofficeSend();
  return (
    <div css={{ overflowX: 'auto' }}>
      <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' }}>
        <caption css={{ textAlign: 'left', fontWeight: 600, paddingBottom: '0.5rem' }}>Parceiros</caption>
        <thead>
          <tr>
            <ColumnHeads labels={['Parceiro', 'Endereço', 'CNPJ', 'Cor principal', 'Ações']} cell={cell} />
          </tr>
        </thead>
        <tbody>
          {view.list.map((partner) => (
            <tr key={partner.Id} css={(theme) => ({ borderTop: `1px solid ${theme.colors.border}` })}>
              <th scope="row" css={cell}>
                {partner.Name}
                {partner.IsOwnPartner ? <div css={{ fontWeight: 400, fontSize: '0.875rem' }}>Marca própria</div> : null}
              </th>
              <td css={cell}>{partner.Host}</td>
              <td css={cell}>{punctuatedDocument(partner.Cnpj)}</td>
              <td css={cell}>
                <span
                  aria-hidden="true"
                  css={{
                    display: 'inline-block',
                    width: 16,
                    height: 16,
                    marginRight: 8,
                    verticalAlign: 'middle',
                    border: '1px solid #0003',
                    background: partner.Colors.primary,
                  }}
                />
                {partner.Colors.primary}
              </td>
              <td css={cell}>
                <Button
                  variant="ghost"
                  aria-label={`Editar ${partner.Name}`}
                  onClick={() => send({ type: 'partners.edit', id: partner.Id })}
                >
                  Editar
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The partners (admins): the list; a provider admin adds a partner; an admin edits a partner's brand. */
export function PartnersScreen({ view }: { view: PartnersAdminView }) {
  const send = useBackofficeSend();
  const form = view.status === 'adding' || view.status === 'editing';
  return (
    <>
      <h1 css={{ margin: 0, fontSize: '1.5rem' }}>{view.partner ? view.partner.Name : form ? 'Novo parceiro' : 'Parceiros'}</h1>
      {view.notice ? <p role="status">{view.notice}</p> : null}
      {view.error ? <Alert>{view.error}</Alert> : null}
      {view.status === 'loading' ? <Spinner label="Carregando os parceiros…" /> : null}
      {view.status === 'error' ? <Button onClick={() => send({ type: 'retry' })}>Tentar novamente</Button> : null}
      {view.status === 'ready' && view.canAdd ? (
        <div>
          <Button onClick={() => send({ type: 'partners.add' })}>Cadastrar parceiro</Button>
        </div>
      ) : null}
      {view.status === 'ready' ? <PartnerTable view={view} /> : null}
      {form ? <PartnerForm key={view.partner?.Id ?? 'new'} view={view} /> : null}
      {view.status === 'editing' && view.partner ? (
        <ThemeEditorSection key={`theme-${view.partner.Id}`} partner={view.partner} isProvider={view.canAdd} />
      ) : null}
    </>
  );
}
