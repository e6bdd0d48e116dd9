import { MessagePage } from '../../components/message-page.tsx';
import { RouteLink } from '../kit/route-link.tsx';

/** Any other existing registration (spec §4): the sign-up is under analysis. */
export function AnalyzingView() {
  return (
    <MessagePage view="analyzing" title="Seu cadastro está em análise" actions={<RouteLink />}>
      <p>Já recebemos o seu cadastro e nossa equipe está analisando as informações enviadas.</p>
      <p>Você receberá um e-mail assim que a análise for concluída. Não é preciso fazer um novo cadastro.</p>
    </MessagePage>
  );
}
