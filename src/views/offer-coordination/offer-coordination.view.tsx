import {
  type ApplicationsView,
  type OfferCoordinationEvent,
  selectOfferCoordinationActor,
  selectOfferCoordinationArea,
} from '../../../machines/offer-coordination/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Card, PageLayout } from '../../components/page-layout.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { ApplicationsFilters } from './applications-filters.tsx';
import { ApplicationsList } from './applications-list.tsx';
import { OfferManagerPasswordForm } from './offer-manager-password-form.tsx';
import { OfferManagerSignInForm } from './offer-manager-sign-in-form.tsx';

type Send = (event: OfferCoordinationEvent) => void;

const muted = { margin: 0, color: 'inherit', opacity: 0.8 } as const;

function Applications({ view, send }: { view: ApplicationsView; send: Send }) {
  const body = () => {
    if (view.status === 'loading') return <Spinner label="Carregando cadastros…" />;
    if (view.status === 'error') {
      return (
        <>
          <Alert>{view.error}</Alert>
          <Button onClick={() => send({ type: 'refresh' })}>Tentar novamente</Button>
        </>
      );
    }
    if (view.rows.length === 0) return <p css={muted}>Nenhum cadastro encontrado com estes filtros.</p>;
    return (
      <>
        <p role="status" css={muted}>
          {view.total === 1 ? '1 cadastro' : `${view.total} cadastros`}
        </p>
        <ApplicationsList rows={view.rows} />
        <Pagination page={view.page} pageCount={view.pageCount} onPage={(page) => send({ type: 'page.change', page })} />
      </>
    );
  };
  return (
    <>
      <ApplicationsFilters
        filters={view.filters}
        statuses={view.statuses}
        onChange={(filters) => send({ type: 'filter.change', filters })}
      />
      {body()}
    </>
  );
}

/**
 * `/coordenacao-oferta`: the offer manager signs in with CPF and password, then browses the partner's applications
 * and may change their password.
 */
export function OfferCoordinationView() {
  const flow = useOnboarding(selectOfferCoordinationActor);
  const view = useOnboarding(selectOfferCoordinationArea);
  const send: Send = (event) => flow?.send(event);
  const signedIn = view.screen === 'applications' || view.screen === 'password';
  return (
    <PageLayout view="offerCoordination" width={view.screen === 'applications' ? 'wide' : 'form'}>
      <Card>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '0.75rem' }}>
          <h1 css={{ fontSize: 'clamp(1.25rem, 5vw, 1.5rem)', margin: 0, minWidth: 0 }}>Coordenação de ofertas</h1>
          {signedIn ? (
            <div css={{ display: 'flex', marginLeft: 'auto', whiteSpace: 'nowrap', gap: '0.25rem' }}>
              {view.screen === 'applications' ? (
                <Button variant="ghost" onClick={() => send({ type: 'password.open' })}>
                  Alterar senha
                </Button>
              ) : null}
              <Button variant="ghost" onClick={() => send({ type: 'signOut' })}>
                Sair
              </Button>
            </div>
          ) : null}
        </div>
        {view.screen === 'restoring' ? <Spinner /> : null}
        {view.screen === 'signIn' ? (
          <>
            <p css={muted}>Área dos coordenadores de oferta. Entre com o seu CPF e a senha cadastrada pela corretora.</p>
            <OfferManagerSignInForm
              view={view.signIn}
              onSubmit={(document, password) => send({ type: 'signIn.submit', document, password })}
            />
          </>
        ) : null}
        {view.screen === 'applications' ? <Applications view={view.applications} send={send} /> : null}
        {view.screen === 'password' ? (
          <OfferManagerPasswordForm
            view={view.password}
            onSubmit={(current, password, confirmation) => send({ type: 'password.submit', current, password, confirmation })}
            onClose={() => send({ type: 'password.close' })}
          />
        ) : null}
      </Card>
    </PageLayout>
  );
}
