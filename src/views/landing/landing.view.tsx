import { LinkType, PersonType } from '../../../domain/constants.ts';
import { CONTINUE_SIGNUP_PATH, selectPartner, selectSignupHref } from '../../../machines/onboarding/index.ts';
import { logoUrl } from '../../components/brand-header.tsx';
import { buttonStyle } from '../../components/button.tsx';
import { isOwnClick } from '../../components/own-click.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { useOnboarding, useSend } from '../../flows/onboarding-context.tsx';
import { ForgotPasswordLink } from '../kit/forgot-password-link.tsx';
import { AccountTypeOption } from './account-type-option.tsx';

/** Landing (spec §2 "/"): the partner's hero and the account-type choice, or resuming a started sign-up. */
export function LandingView() {
  const partner = useOnboarding(selectPartner);
  const send = useSend();
  const individualHref = useOnboarding((snapshot) => selectSignupHref(snapshot, PersonType.F));
  const companyHref = useOnboarding((snapshot) => selectSignupHref(snapshot, PersonType.J));
  const hero = logoUrl(partner, LinkType.LOGIN);
  return (
    <PageLayout width="wide" view="landing">
      <div
        css={(theme) => ({
          display: 'grid',
          gap: '2rem',
          alignItems: 'center',
          [theme.mq.md]: { gridTemplateColumns: '1fr 1fr', gap: '3rem' },
        })}
      >
        <div css={{ display: 'grid', gap: '1rem' }}>
          <p
            css={(theme) => ({
              color: theme.colors.primary,
              fontWeight: 700,
              letterSpacing: '0.06em',
              textTransform: 'uppercase',
              fontSize: '0.8125rem',
            })}
          >
            {partner?.name}
          </p>
          <h1 css={(theme) => ({ fontSize: '2rem', [theme.mq.md]: { fontSize: '2.75rem' } })}>Abra sua conta de investimentos</h1>
          <p css={(theme) => ({ color: theme.colors.muted, fontSize: '1.0625rem' })}>
            Cadastro 100% online, em poucos minutos. Invista em renda fixa, fundos e ações com o acompanhamento de quem entende do assunto.
          </p>
          {hero ? (
            <img
              src={hero}
              alt=""
              css={(theme) => ({ width: '100%', maxWidth: 480, display: 'none', [theme.mq.md]: { display: 'block' } })}
            />
          ) : null}
        </div>
        <section aria-labelledby="account-type-title" css={{ display: 'grid', gap: '1rem' }}>
          <h2 id="account-type-title" css={{ fontSize: '1.25rem' }}>
            Qual conta você quer abrir?
          </h2>
          <AccountTypeOption
            title="Pessoa Física"
            description="Para investir em seu nome, com o seu CPF."
            href={individualHref}
            onChoose={() => send({ type: 'personType.choose', personType: PersonType.F })}
          />
          <AccountTypeOption
            title="Pessoa Jurídica"
            description="Para a sua empresa investir, com o CNPJ."
            href={companyHref}
            onChoose={() => send({ type: 'personType.choose', personType: PersonType.J })}
          />
          <a
            href={CONTINUE_SIGNUP_PATH}
            onClick={(event) => {
              if (!isOwnClick(event)) return;
              event.preventDefault();
              send({ type: 'continue.start' });
            }}
            css={buttonStyle('ghost', true)}
          >
            Já comecei meu cadastro
          </a>
          <ForgotPasswordLink />
        </section>
      </div>
    </PageLayout>
  );
}
