import type { BasicDataForm, KnowledgeSource, Partner } from '../../domain/index.ts';

/** A partner as the API answers it (the second demo brand). */
export const bravoPartner: Partner = {
  id: 2,
  advisorId: null,
  officeId: null,
  name: 'Bravo Capital',
  cnpj: '44555666000181',
  isOwnPartner: false,
  privacyPolicyUrl: 'https://www.bravocapital.com.br/privacidade',
  logos: [
    { linkType: 1, url: '/brands/bravo/logo.svg' },
    { linkType: 2, url: '/brands/bravo/icon.svg' },
    { linkType: 6, url: '/brands/bravo/login.svg' },
  ],
  style: {
    id: 2,
    name: 'Bravo',
    css: 'button { border-radius: 999px; }',
    colors: {
      primary: '#14532D',
      primaryContrast: '#FFFFFF',
      secondary: '#C9A227',
      background: '#FAF7EE',
      surface: '#FFFFFF',
      text: '#1A2E22',
      muted: '#56665B',
      error: '#B3261E',
    },
    typographyConfig: { fontFamily: "'Manrope Variable', system-ui, sans-serif", headingFontFamily: 'Manrope Variable', baseFontSize: 16 },
  },
};

/** Knowledge sources: plain ones and one with sub-items naming advisors. */
export const knowledgeSources: KnowledgeSource[] = [
  { Value: 1, Description: 'Google', AdvisorId: null, Items: [] },
  {
    Value: 5,
    Description: 'Indicação de assessor',
    AdvisorId: null,
    Items: [
      { KnowledgeId: 501, Description: 'Ana Souza', AdvisorId: 101 },
      { KnowledgeId: 502, Description: 'Bruno Lima', AdvisorId: 102 },
    ],
  },
];

/** What a customer types, with a valid CPF (masked as typed). */
export const validPfForm: BasicDataForm = {
  name: 'Maria da Silva',
  document: '529.982.247-25',
  birthDate: '15/03/1990',
  email: 'maria@example.com',
  emailConfirmation: 'maria@example.com',
  phone: '(11) 98765-4321',
  phoneConfirmation: '(11) 98765-4321',
  knowledgeId: '1',
};

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT with the claims the web app reads (the server signs real ones). */
export function fakeAccessToken(claims: { PersonType?: 'F' | 'J'; exp?: number } = {}): string {
  const payload = {
    ClientId: 42,
    UserId: 7,
    PartnerId: 2,
    PersonType: claims.PersonType ?? 'F',
    scope: 'onboarding',
    exp: claims.exp ?? Math.floor(Date.now() / 1000) + 3600,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}
