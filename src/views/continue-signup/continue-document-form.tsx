import type { FormEvent } from 'react';
import { PersonType } from '../../../domain/index.ts';
import type { ContinueSignupView } from '../../../machines/continue-signup/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { useFocusFirstError } from '../../components/use-focus-first-error.ts';
import { PersonDocumentFields, usePersonDocument } from '../kit/person-document-fields.tsx';

type Props = {
  view: ContinueSignupView;
  onSubmit: (personType: PersonType, document: string) => void;
};

/** Continue sign-up, first step: which document (CPF or CNPJ) and its number; spec §5 messages at the field. */
export function ContinueDocumentForm({ view, onSubmit }: Props) {
  const choice = usePersonDocument(view.personType ?? PersonType.F, view.document);
  const form = useFocusFirstError<HTMLFormElement>(view.documentError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(choice.personType, choice.document);
  };

  return (
    <form ref={form} noValidate onSubmit={submit} css={{ display: 'grid', gap: '1.125rem' }}>
      <PersonDocumentFields name="personType" id="continue-document" error={view.documentError ?? undefined} {...choice} />
      {view.requestError ? <Alert>{view.requestError}</Alert> : null}
      <Button type="submit" loading={view.busy}>
        Enviar código
      </Button>
    </form>
  );
}
