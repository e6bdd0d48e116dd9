import { selectPartner } from '../../../machines/onboarding/index.ts';
import { MessagePage } from '../../components/message-page.tsx';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { RouteLink } from '../kit/route-link.tsx';

/**
 * Registration status 5, which spec §4 folds into "em análise": the file was not approved (ADR 225). The decision
 * emails the reason (the back office requires one), so the page points there and to the partner, not to a new sign-up.
 */
export function RejectedView() {
  const partner = useOnboarding(selectPartner);
  return (
    <MessagePage view="rejected" tone="warning" title="Seu cadastro não foi aprovado" actions={<RouteLink />}>
      <p>Analisamos o seu cadastro e não foi possível aprovar a abertura da conta.</p>
      <p>Enviamos o motivo para o e-mail informado no cadastro.</p>
      <p>
        Se tiver dúvidas ou quiser enviar outras informações, responda a esse e-mail ou fale com a equipe
        {partner ? ` de ${partner.name}` : ''}.
      </p>
    </MessagePage>
  );
}
