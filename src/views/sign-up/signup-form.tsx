import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { BasicDataForm, KnowledgeSource } from '../../../domain/index.ts';
import type { Partner } from '../../../domain/partner.ts';
import type { SignupView } from '../../../machines/onboarding/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { MaskedField } from '../../components/masked-input.tsx';
import { SelectField, type SelectOption } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useEditedErrors } from '../kit/use-edited-errors.ts';
import { InlineAlert } from '../notifications/notification-region.inline.tsx';
import { PrivacyNotice } from './privacy-notice.tsx';

const EMPTY_FORM: BasicDataForm = {
  name: '',
  document: '',
  birthDate: '',
  email: '',
  emailConfirmation: '',
  phone: '',
  phoneConfirmation: '',
  knowledgeId: '',
  marketingConsent: false,
};

type TextKey = Exclude<keyof BasicDataForm, 'marketingConsent'>;

const LABELS = {
  F: { name: 'Nome completo', document: 'CPF', birthDate: 'Data de nascimento', nameComplete: 'name' },
  J: { name: 'Razão social', document: 'CNPJ', birthDate: 'Data de abertura', nameComplete: 'organization' },
} as const;

/** Knowledge sources as select options: a source with sub-items becomes a group of them (spec §3). */
export function knowledgeOptions(sources: KnowledgeSource[]): SelectOption[] {
  return sources.map((source) =>
    source.Items.length > 0
      ? { label: source.Description, options: source.Items.map((item) => ({ value: String(item.KnowledgeId), label: item.Description })) }
      : { value: String(source.Value), label: source.Description },
  );
}

type SignupFormProps = {
  signup: SignupView;
  /** The brand the sign-up is made under: its name and privacy policy in the notice. */
  partner: Pick<Partner, 'name' | 'isOwnPartner' | 'privacyPolicyUrl'> | null;
  onSubmit: (form: BasicDataForm) => void;
  onCancel: () => void;
  onRetrySources: () => void;
};

/** The basic-data form: keeps what was typed, shows the machine's errors at each field and focuses the first one. */
export function SignupForm({ signup, partner, onSubmit, onCancel, onRetrySources }: SignupFormProps) {
  const [form, setForm] = useState<BasicDataForm>(signup.values ?? EMPTY_FORM);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, personType } = signup;
  // A field's message goes as soon as the customer changes the value it judged; a new submit judges again.
  const shown = useEditedErrors(errors as Record<string, string>);
  const labels = LABELS[personType];
  const loading = signup.status === 'loading';

  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const field = (key: TextKey) => ({
    id: `signup-${key}`,
    name: key,
    value: form[key],
    error: shown.errors[key],
    onValueChange: (value: string) => {
      shown.edit([key]);
      setForm((current) => ({ ...current, [key]: value }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(form);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} css={{ display: 'grid', gap: '1.125rem' }}>
      <TextField label={labels.name} autoComplete={labels.nameComplete} {...field('name')} />
      {personType === 'F' ? (
        <MaskedField mask="cpf" label="CPF" inputMode="numeric" {...field('document')} />
      ) : (
        <MaskedField mask="cnpj" label="CNPJ" autoCapitalize="characters" hint="Aceita o CNPJ alfanumérico." {...field('document')} />
      )}
      <MaskedField mask="date" label={labels.birthDate} inputMode="numeric" placeholder="DD/MM/AAAA" {...field('birthDate')} />
      <TextField type="email" label="E-mail" autoComplete="email" {...field('email')} />
      <TextField type="email" label="Confirmação de e-mail" autoComplete="off" {...field('emailConfirmation')} />
      <MaskedField mask="phone" type="tel" label="Celular" autoComplete="tel-national" inputMode="numeric" {...field('phone')} />
      <MaskedField
        mask="phone"
        type="tel"
        label="Confirmação de celular"
        autoComplete="off"
        inputMode="numeric"
        {...field('phoneConfirmation')}
      />
      <SelectField
        label="Como você nos conheceu?"
        placeholder={signup.sourcesStatus === 'loading' ? 'Carregando opções…' : 'Selecione uma opção'}
        disabled={signup.sourcesStatus !== 'ready'}
        options={knowledgeOptions(signup.knowledgeSources)}
        {...field('knowledgeId')}
      />
      {signup.sourcesStatus === 'error' ? (
        <Alert>
          Não foi possível carregar as opções de como você nos conheceu.{' '}
          <Button variant="ghost" onClick={onRetrySources}>
            Tentar novamente
          </Button>
        </Alert>
      ) : null}
      <PrivacyNotice
        partner={partner}
        marketingConsent={form.marketingConsent === true}
        onMarketingConsent={(checked) => setForm((current) => ({ ...current, marketingConsent: checked }))}
      />
      {/* Announced by the app's notification; shown here beside the button (ADR 141). */}
      <InlineAlert message={signup.submitError} />
      <div css={(theme) => ({ display: 'grid', gap: '0.75rem', marginTop: '0.5rem', [theme.mq.sm]: { gridTemplateColumns: '1fr 2fr' } })}>
        <Button variant="secondary" onClick={onCancel} disabled={loading}>
          Voltar
        </Button>
        <Button type="submit" loading={loading}>
          Criar minha conta
        </Button>
      </div>
    </form>
  );
}
