import type { Partner } from '../../domain/partner.ts';

/** A partner as the partner lookup answers it (a second brand, not the product's own), for tests to override. */
export const examplePartner: Partner = {
  id: 7,
  advisorId: null,
  officeId: null,
  name: 'Bravo Capital',
  cnpj: '11222333000181',
  isOwnPartner: false,
  privacyPolicyUrl: null,
  logos: [{ linkType: 6, url: '/brands/bravo/login.svg' }],
  style: {
    id: 7,
    name: 'bravo',
    css: '',
    colors: {
      primary: '#5b2a86',
      primaryContrast: '#fff',
      secondary: '#f2a541',
      background: '#faf7fc',
      surface: '#fff',
      text: '#1d1029',
      muted: '#6b5b7b',
      error: '#b42318',
    },
    typographyConfig: { fontFamily: 'Manrope Variable', headingFontFamily: 'Manrope Variable', baseFontSize: 16 },
  },
};
