import { selectOtherPartner, selectPartner } from '../../../machines/onboarding/index.ts';
import { LinkButton } from '../../components/button.tsx';
import { MessagePage } from '../../components/message-page.tsx';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { RouteLink } from '../kit/route-link.tsx';

/**
 * The document's file is with another partner (spec §4, ADR 224): said under this brand, after the code, with the
 * partner's name and a link to its continue page; the browser is not sent away unasked.
 */
export function OtherPartnerView() {
  const other = useOnboarding(selectOtherPartner);
  const partner = useOnboarding(selectPartner);
  const name = other?.name ?? 'outro parceiro';
  return (
    <MessagePage
      view="otherPartner"
      title={`Seu cadastro está com ${name}`}
      actions={
        <>
          {other ? (
            <LinkButton href={other.url} block>
              Continuar no site de {name}
            </LinkButton>
          ) : null}
          <RouteLink />
        </>
      }
    >
      <p>
        Encontramos o seu cadastro, mas ele foi feito com {name}
        {partner ? `, não com ${partner.name}` : ''}. Para continuar, acompanhar ou concluir, use o site de {name}.
      </p>
      <p>Não é preciso fazer um novo cadastro aqui.</p>
    </MessagePage>
  );
}
