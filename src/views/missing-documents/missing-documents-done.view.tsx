import { MessagePage } from '../../components/message-page.tsx';
import { RouteLink } from '../kit/route-link.tsx';

/** Missing documents sent (spec §2 "/documentos-pendentes-concluido"): the sign-up goes back to analysis. */
export function MissingDocumentsDoneView() {
  return (
    <MessagePage view="missingDocumentsDone" tone="success" title="Documentos enviados" actions={<RouteLink label="Ir para o início" />}>
      <p>Recebemos os seus documentos. Agora é com a gente: vamos concluir a análise do seu cadastro.</p>
      <p>Você receberá um e-mail assim que a análise terminar. Não é preciso fazer mais nada por enquanto.</p>
    </MessagePage>
  );
}
