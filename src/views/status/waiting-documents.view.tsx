import { MessagePage } from '../../components/message-page.tsx';
import { RouteLink } from '../kit/route-link.tsx';

/** Registration status 3 (spec §4): the sign-up waits for documents. */
export function WaitingDocumentsView() {
  return (
    <MessagePage view="waitingDocuments" title="Estamos aguardando seus documentos" actions={<RouteLink />}>
      <p>Seu cadastro já foi recebido, mas ainda faltam documentos para concluirmos a análise.</p>
      <p>
        Enviamos ao seu e-mail um link para o envio dos documentos pendentes. Assim que recebermos tudo, seguimos com a abertura da conta.
      </p>
    </MessagePage>
  );
}
