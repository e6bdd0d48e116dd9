import { selectRedirectUrl } from '../../../machines/onboarding/index.ts';
import { LinkButton } from '../../components/button.tsx';
import { MessagePage } from '../../components/message-page.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useOnboarding } from '../../flows/onboarding-context.tsx';

/** The document belongs to another partner (spec §4): the browser is being sent to that partner's site. */
export function OtherPartnerView() {
  const url = useOnboarding(selectRedirectUrl);
  return (
    <MessagePage
      view="otherPartner"
      title="Redirecionando para o site do seu parceiro…"
      actions={
        url ? (
          <LinkButton href={url} block>
            Ir para o site do parceiro
          </LinkButton>
        ) : null
      }
    >
      <p>Seu cadastro foi iniciado pelo site de outro parceiro. Estamos levando você para lá para continuar.</p>
      <Spinner inline label="Redirecionando…" />
    </MessagePage>
  );
}
