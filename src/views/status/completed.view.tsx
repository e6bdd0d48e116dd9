import { MessagePage } from '../../components/message-page.tsx';
import { RouteLink } from '../kit/route-link.tsx';

/** Registration status 4 (spec §4): the account is already open. */
export function CompletedView() {
  return (
    <MessagePage view="completed" tone="success" title="Sua conta já está aberta" actions={<RouteLink />}>
      <p>Encontramos um cadastro concluído com este documento. Sua conta de investimentos já está ativa.</p>
      <p>Para investir, acesse a plataforma com o seu usuário e senha. Se esqueceu a senha, você pode redefini-la na tela de acesso.</p>
    </MessagePage>
  );
}
