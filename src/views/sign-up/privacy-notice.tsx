import type { Partner } from '../../../domain/partner.ts';
import { DATA_CONTROLLER, MARKETING_CONSENT_LABEL, PRIVACY_PURPOSES } from '../../../domain/privacy.ts';
import { CheckboxField } from '../../components/checkbox-field.tsx';

type Props = {
  partner: Pick<Partner, 'name' | 'isOwnPartner' | 'privacyPolicyUrl'> | null;
  marketingConsent: boolean;
  onMarketingConsent: (checked: boolean) => void;
};

const small = (theme: { colors: { muted: string } }) => ({ color: theme.colors.muted, fontSize: '0.875rem' });

/**
 * The sign-up's privacy notice (LGPD; ADR 204): who controls the data (the brokerage, also under a partner's brand),
 * what they are used for and on which legal basis, the data protection officer, the partner's own policy, and the
 * one optional consent the law asks for (marketing), unchecked.
 */
export function PrivacyNotice({ partner, marketingConsent, onMarketingConsent }: Props) {
  const brand = partner && !partner.isOwnPartner ? `, também quando feito pela marca ${partner.name}` : '';
  return (
    <section
      aria-labelledby="privacy-notice-title"
      css={(theme) => ({ display: 'grid', gap: '0.5rem', borderTop: `1px solid ${theme.colors.border}`, paddingTop: '1rem' })}
    >
      <h2 id="privacy-notice-title" css={{ fontSize: '1rem' }}>
        Como usamos os seus dados
      </h2>
      <p css={small}>
        A {DATA_CONTROLLER.name} é a controladora dos dados deste cadastro{brand}. Usamos os seus dados para:
      </p>
      <ul css={(theme) => ({ ...small(theme), display: 'grid', gap: '0.25rem', paddingLeft: '1.25rem' })}>
        {PRIVACY_PURPOSES.map(({ purpose, basis }) => (
          <li key={purpose}>
            {purpose} <span>(base legal: {basis}).</span>
          </li>
        ))}
      </ul>
      <p css={small}>
        Essas finalidades não dependem do seu consentimento. Para exercer os seus direitos, fale com o encarregado de dados em{' '}
        <a href={`mailto:${DATA_CONTROLLER.dpoContact}`}>{DATA_CONTROLLER.dpoContact}</a>.
        {partner?.privacyPolicyUrl ? (
          <>
            {' '}
            Leia também a{' '}
            <a href={partner.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
              política de privacidade de {partner.name}
            </a>
            .
          </>
        ) : null}
      </p>
      <CheckboxField
        id="signup-marketingConsent"
        label={MARKETING_CONSENT_LABEL}
        checked={marketingConsent}
        onCheckedChange={onMarketingConsent}
      />
    </section>
  );
}
