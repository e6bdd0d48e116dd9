/** Business constants of spec §9 and the ids DESIGN §5 fixes where the spec is silent. */

/** Customer types (spec §1, §9). */
export const CustomerType = { PF: 1, INSTITUTIONAL: 3, PJ: 5, OFFER_MANAGER: 6 } as const;
export type CustomerType = (typeof CustomerType)[keyof typeof CustomerType];

/** Person type: F for individuals (PF), J for companies (PJ). */
export const PersonType = { F: 'F', J: 'J' } as const;
export type PersonType = (typeof PersonType)[keyof typeof PersonType];

/** Largest id the database stores (a PostgreSQL integer): every id a caller sends is bounded by it. */
export const MAX_ID = 2_147_483_647;

/** Digits of a CPF and characters of a CNPJ. */
export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;

/** Country fixed to Brazil (spec §9). */
export const COUNTRY_ID = 'BRA';

/** Value of the `X-Platform` header sent on every call (spec §7). */
export const PLATFORM_HEADER_VALUE = '10';

/** Partner link types (spec §3). */
export const LinkType = { MENU: 1, ICON: 2, LOGIN: 6 } as const;
export type LinkType = (typeof LinkType)[keyof typeof LinkType];

/** Section ids of the documents section per person type (spec §3). */
export const DocumentSectionId = { F: 8, J: 105 } as const satisfies Record<PersonType, number>;

/** Registration status ids (DESIGN §5). */
export const RegistrationStatus = {
  IN_PROGRESS: 1,
  UNDER_ANALYSIS: 2,
  WAITING_DOCUMENTS: 3,
  COMPLETED: 4,
  REJECTED: 5,
} as const;
export type RegistrationStatus = (typeof RegistrationStatus)[keyof typeof RegistrationStatus];

/** Agreement ids and file types (spec §5, §9). */
export const Agreement = {
  GENERAL_CONTRACT_TYPE: 1,
  QUALIFIED_INVESTOR_ID: 33,
  PROFESSIONAL_INVESTOR_ID: 34,
  QUALIFIED_INVESTOR_FILE_TYPE: 42,
  PROFESSIONAL_INVESTOR_FILE_TYPE: 43,
  BATCH_TYPES: [1, 28, 57],
} as const;

/** Document type codes (spec §9). */
export const DocumentType = {
  ID_COPY: 10,
  PROOF_OF_RESIDENCE: 11,
  PROCURATION: 17,
  IDENTITY: 20,
  PORTFOLIO_MANAGER_CONTRACT: [21, 26, 27],
  NOT_REQUIRED_FOR_PF: [28, 29],
} as const;

/** Mtm activation flag default on the screen (spec §3). */
export const MTM_DEFAULT = true;

/** Default channel id of a sign-up made in this web app (spec §3 ChannelId; the value is ours). */
export const WEB_CHANNEL_ID = 1;

/** The provider (the brokerage behind every partner) shown on the no-partner page (spec §2 withholds it). */
export const PROVIDER = { name: 'Aurora Investimentos', url: 'https://www.aurorainvestimentos.com.br' } as const;
