import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PersonType } from '../../../domain/index.ts';
import type { ContinueSignupView } from '../../../machines/continue-signup/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { MaskedField } from '../../components/masked-input.tsx';

type Props = {
  view: ContinueSignupView;
  onSubmit: (personType: PersonType, document: string) => void;
};

const TYPES = [
  { value: PersonType.F, label: 'Pessoa Física (CPF)' },
  { value: PersonType.J, label: 'Pessoa Jurídica (CNPJ)' },
] as const;

/** Continue sign-up, first step: which document (CPF or CNPJ) and its number; spec §5 messages at the field. */
export function ContinueDocumentForm({ view, onSubmit }: Props) {
  const [personType, setPersonType] = useState<PersonType>(view.personType ?? PersonType.F);
  const [document, setDocument] = useState(view.document);
  const input = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (view.documentError) input.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [view.documentError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(personType, document);
  };
  const choose = (type: PersonType) => {
    setPersonType(type);
    setDocument('');
  };

  return (
    <form ref={input} noValidate onSubmit={submit} css={{ display: 'grid', gap: '1.125rem' }}>
      <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '0.5rem' }}>
        <legend css={{ fontWeight: 600, fontSize: '0.9375rem', marginBottom: '0.375rem' }}>Tipo de cadastro</legend>
        {TYPES.map((type) => (
          <label key={type.value} css={{ display: 'flex', alignItems: 'center', gap: '0.5rem', minHeight: 32 }}>
            <input type="radio" name="personType" checked={personType === type.value} onChange={() => choose(type.value)} />
            {type.label}
          </label>
        ))}
      </fieldset>
      {personType === PersonType.F ? (
        <MaskedField
          key="cpf"
          id="continue-document"
          mask="cpf"
          label="CPF"
          inputMode="numeric"
          value={document}
          onValueChange={setDocument}
          error={view.documentError ?? undefined}
        />
      ) : (
        <MaskedField
          key="cnpj"
          id="continue-document"
          mask="cnpj"
          label="CNPJ"
          autoCapitalize="characters"
          value={document}
          onValueChange={setDocument}
          error={view.documentError ?? undefined}
        />
      )}
      {view.requestError ? <Alert>{view.requestError}</Alert> : null}
      <Button type="submit" loading={view.busy}>
        Enviar código
      </Button>
    </form>
  );
}
