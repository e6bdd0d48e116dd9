import { PROVIDER } from './constants.ts';

/**
 * The privacy notice shown at sign-up (LGPD arts. 6 and 9; ADR 204). A change of its text is a new version: the
 * version a customer saw is stored with the time of the sign-up.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11';

/** The controller of the sign-up's personal data (LGPD art. 5, VI): the brokerage, whatever the partner's brand. */
export const DATA_CONTROLLER = {
  name: PROVIDER.name,
  /** Where the data subject reaches the controller's data protection officer (LGPD art. 41). */
  dpoContact: 'privacidade@aurorainvestimentos.com.br',
} as const;

/** What the sign-up's data are used for and on which legal basis (LGPD art. 7), as the notice lists them. */
export const PRIVACY_PURPOSES: readonly { purpose: string; basis: string }[] = [
  { purpose: 'Abrir e manter a sua conta de investimentos', basis: 'execução de contrato e procedimentos preliminares (art. 7º, V)' },
  {
    purpose: 'Conhecer o cliente, avaliar o seu perfil de investidor e prevenir lavagem de dinheiro',
    basis: 'obrigação legal e regulatória: Resoluções CVM 30 e 50 e Lei 9.613 (art. 7º, II)',
  },
  {
    purpose: 'Falar com você sobre este cadastro enquanto ele não é concluído',
    basis: 'procedimentos preliminares ao contrato (art. 7º, V)',
  },
];

/** The one purpose that needs the customer's consent (LGPD art. 7, I and art. 8): an unchecked, optional box. */
export const MARKETING_CONSENT_LABEL = 'Quero receber ofertas e novidades por e-mail (opcional; você pode desistir quando quiser).';
