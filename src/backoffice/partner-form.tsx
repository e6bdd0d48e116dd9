import { type FormEvent, useState } from 'react';
import type { PartnerItem, PartnerLogoFiles } from '../../domain/api/partners.ts';
import type { PartnersAdminView } from '../../machines/backoffice/index.ts';
import { Button } from '../components/button.tsx';
import { TextField } from '../components/text-field.tsx';
import { useBackofficeSend } from './backoffice-context.tsx';
import { LogoField, logoFileProblem } from './partner-logo-field.tsx';

const LOGO_LABELS = { Menu: 'Logotipo do menu', Icon: 'Ícone (telas pequenas)', Login: 'Logotipo da entrada' } as const;
const FIELDS = {
  Name: 'Nome',
  Host: 'Endereço (host)',
  Cnpj: 'CNPJ',
  RegistrationUrl: 'Endereço de cadastro',
  PrivacyPolicyUrl: 'Política de privacidade',
};
type FieldKey = keyof typeof FIELDS;
type LogoKey = keyof typeof LOGO_LABELS;

const SLA_LABEL = 'Prazo de análise (dias)';
const SLA_HINT = 'Dias corridos em análise até a fila destacar o cadastro, de 1 a 30';

/** The SLA as typed, as a number: the server answers the field's message for anything but 1 to 30 (NaN is sent as null). */
const slaOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim().replace(',', '.')));

const draftOf = (partner: PartnerItem | null): Record<FieldKey | 'SlaDays', string> => ({
  SlaDays: String(partner?.SlaDays ?? ''),
  Name: partner?.Name ?? '',
  Host: partner?.Host ?? '',
  Cnpj: partner?.Cnpj ?? '',
  RegistrationUrl: partner?.RegistrationUrl ?? '',
  PrivacyPolicyUrl: partner?.PrivacyPolicyUrl ?? '',
});

/**
 * The add form (provider admins: host and CNPJ; the theme and logos start as the default brand's) or a partner's edit
 * form (only what changed is sent, then each chosen logo file; a partner's admin changes the brand, not host or CNPJ).
 * A logo is a PNG or JPEG file the product serves itself (ADR 220), never a URL. Colours are the theme editor's alone
 * (ADR 232): behind its contrast gate, and never sent back stale from a list loaded before a publish.
 */
export function PartnerForm({ view }: { view: PartnersAdminView }) {
  const send = useBackofficeSend();
  const { partner, errors } = view;
  const [draft, setDraft] = useState(() => draftOf(partner));
  const [files, setFiles] = useState<PartnerLogoFiles>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<LogoKey, string>>>({});
  const chooseLogo = (key: LogoKey, file: Blob | null) => {
    const { [key]: _dropped, ...others } = files;
    setFiles(file ? { ...others, [key]: file } : others);
    setFileErrors({ ...fileErrors, [key]: file ? logoFileProblem(file) : undefined });
  };
  const field = (key: FieldKey, label: string) => (
    <TextField
      key={key}
      id={`partner-${key}`}
      label={label}
      autoComplete="off"
      value={draft[key]}
      error={errors[key]}
      onValueChange={(value) => setDraft({ ...draft, [key]: value })}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const privacy = draft.PrivacyPolicyUrl.trim() || null;
    if (!partner) {
      const registration = draft.RegistrationUrl.trim();
      const body = { Host: draft.Host, Name: draft.Name, Cnpj: draft.Cnpj, PrivacyPolicyUrl: privacy };
      send({ type: 'partners.create', body: { ...body, ...(registration ? { RegistrationUrl: registration } : {}) } });
      return;
    }
    const changed = (key: keyof typeof FIELDS) => (draft[key].trim() !== (partner[key] ?? '') ? { [key]: draft[key].trim() } : {});
    const body = {
      ...changed('Name'),
      ...(view.canAdd ? { ...changed('Host'), ...changed('Cnpj') } : {}),
      ...changed('RegistrationUrl'),
      ...(privacy !== partner.PrivacyPolicyUrl ? { PrivacyPolicyUrl: privacy } : {}),
      ...(draft.SlaDays.trim() !== String(partner.SlaDays) ? { SlaDays: slaOf(draft.SlaDays) } : {}),
    };
    if (Object.values(fileErrors).some(Boolean)) return;
    send({ type: 'partners.save', body, ...(Object.keys(files).length > 0 ? { logos: files } : {}) });
  };
  const grid = { display: 'grid', gap: '0.75rem 1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' } as const;
  return (
    <form
      aria-label={partner ? `Editar ${partner.Name}` : 'Cadastrar parceiro'}
      onSubmit={submit}
      noValidate
      css={{ display: 'grid', gap: '1rem' }}
    >
      <fieldset css={{ ...grid, border: 0, padding: 0, margin: 0 }}>
        <legend css={{ fontWeight: 600, paddingBottom: '0.5rem' }}>Dados</legend>
        {field('Name', FIELDS.Name)}
        {!partner || view.canAdd ? [field('Host', FIELDS.Host), field('Cnpj', FIELDS.Cnpj)] : null}
        {field('RegistrationUrl', FIELDS.RegistrationUrl)}
        {field('PrivacyPolicyUrl', FIELDS.PrivacyPolicyUrl)}
        {partner ? (
          <TextField
            id="partner-SlaDays"
            label={SLA_LABEL}
            hint={SLA_HINT}
            inputMode="numeric"
            autoComplete="off"
            value={draft.SlaDays}
            error={errors.SlaDays}
            onValueChange={(value) => setDraft({ ...draft, SlaDays: value })}
          />
        ) : null}
      </fieldset>
      {partner ? null : <p css={{ margin: 0 }}>O parceiro começa com o tema da marca padrão; altere as cores no editor de tema.</p>}
      <fieldset css={{ ...grid, border: 0, padding: 0, margin: 0 }}>
        <legend css={{ fontWeight: 600, paddingBottom: '0.5rem' }}>Logotipos</legend>
        {partner ? (
          (Object.entries(LOGO_LABELS) as [LogoKey, string][]).map(([key, label]) => (
            <LogoField
              key={key}
              id={`partner-logo-${key}`}
              label={label}
              current={partner.Logos[key]}
              file={files[key] ?? null}
              error={fileErrors[key] ?? errors[`Logos.${key}`]}
              onFile={(file) => chooseLogo(key, file)}
            />
          ))
        ) : (
          <p css={{ margin: 0 }}>O parceiro começa com os logotipos da marca padrão; envie os dele ao editá-lo.</p>
        )}
      </fieldset>
      <div css={{ display: 'flex', gap: '0.75rem' }}>
        <Button type="submit" loading={view.saving}>
          {partner ? 'Salvar' : 'Cadastrar'}
        </Button>
        <Button variant="ghost" type="button" disabled={view.saving} onClick={() => send({ type: 'partners.cancel' })}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
