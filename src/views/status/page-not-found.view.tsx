import { MessagePage } from '../../components/message-page.tsx';
import { RouteLink } from '../kit/route-link.tsx';

/** Fallback for an unknown path (spec §2). */
export function PageNotFoundView() {
  return (
    <MessagePage view="pageNotFound" tone="warning" title="Página não encontrada" actions={<RouteLink label="Ir para o início" />}>
      <p>O endereço acessado não existe ou foi alterado. Confira o link ou volte para o início.</p>
    </MessagePage>
  );
}
