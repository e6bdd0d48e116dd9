import type { ContinueSignupView } from '../../../machines/continue-signup/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useSend } from '../../flows/onboarding-context.tsx';
import { ContinueCodeForm } from './continue-code-form.tsx';

type Props = {
  /** The code flow's view model (null while its states cannot be read). */
  view: ContinueSignupView | null;
  /** Offer "Alterar documento" (the continued sign-up; the sign-up's verification has its own way back). */
  editDocument?: boolean;
};

/**
 * The emailed code's screen and what follows it, for the continued sign-up and the sign-up's verification alike: the
 * code form, then the wait for the saved progress (with its error and retry).
 */
export function CodeStep({ view, editDocument = false }: Props) {
  const send = useSend();
  if (view?.step === 'code')
    return (
      <ContinueCodeForm
        view={view}
        onSubmit={(code) => send({ type: 'code.submit', code })}
        onResend={() => send({ type: 'code.resend' })}
        onEditDocument={editDocument ? () => send({ type: 'document.edit' }) : undefined}
      />
    );
  if (view?.progressError)
    return (
      <>
        <Alert>{view.progressError}</Alert>
        <Button onClick={() => send({ type: 'progress.retry' })}>Tentar novamente</Button>
      </>
    );
  return <Spinner label="Carregando seu cadastro…" />;
}
