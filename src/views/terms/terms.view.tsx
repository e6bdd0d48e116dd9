import type { AgreementsEvent } from '../../../machines/agreements/index.ts';
import { selectAgreements } from '../../../machines/agreements/index.ts';
import { selectStepActors } from '../../../machines/onboarding/index.ts';
import { Button } from '../../components/button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { ForgotPasswordLink } from '../kit/forgot-password-link.tsx';
import { StepFrame } from '../kit/step-frame.tsx';
import { InlineAlert } from '../notifications/notification-region.inline.tsx';
import { TermsAgreements } from './terms-agreements.tsx';
import { TermsPassword } from './terms-password.tsx';
import { CreateSignatureForm, LockedSignature } from './terms-signature.tsx';

/**
 * The terms step (spec §2 /cadastrar/termos-e-assinatura), driven by machines/agreements: the password and the
 * electronic signature when none exists, then the agreements to read, accept and sign.
 */
export function TermsView() {
  const agreements = useOnboarding((snapshot) => selectStepActors(snapshot).agreements);
  const view = useOnboarding((snapshot) => {
    const ref = selectStepActors(snapshot).agreements;
    return ref ? selectAgreements(ref.getSnapshot()) : null;
  });
  const send = (event: AgreementsEvent) => agreements?.send(event);
  const body = () => {
    switch (view?.phase) {
      case 'loadError':
      case 'filesError':
        return (
          <>
            <InlineAlert message={view.error} />
            <Button onClick={() => send({ type: 'agreements.retry' })}>Tentar novamente</Button>
          </>
        );
      case 'password':
        return <TermsPassword />;
      case 'createSignature':
        return (
          <CreateSignatureForm
            view={view}
            onCreate={(signature, confirmation) => send({ type: 'signature.create', signature, confirmation })}
          />
        );
      case 'locked':
        return <LockedSignature view={view} onReset={(password) => send({ type: 'signature.reset', password })} />;
      case 'review':
      case 'signing':
        return <TermsAgreements view={view} send={send} />;
      default:
        return <Spinner label="Carregando os termos…" />;
    }
  };
  return (
    <StepFrame narrow>
      {body()}
      {/* Only where the account's password is asked (to reset a locked signature); never right after creating it. */}
      {view?.phase === 'locked' ? <ForgotPasswordLink /> : null}
    </StepFrame>
  );
}
