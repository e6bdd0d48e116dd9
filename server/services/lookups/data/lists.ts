import { PersonType } from '../../../../domain/constants.ts';

/** An Id → Description pair as the seeded lists are written. */
export type Entry = readonly [number, string];

/** Nationalities (personal data). */
export const NATIONALITIES: readonly Entry[] = [
  [1, 'Brasileira'],
  [2, 'Brasileira naturalizada'],
  [3, 'Estrangeira'],
];

/** Marital statuses (personal data). */
export const MARITAL_STATUSES: readonly Entry[] = [
  [1, 'Solteiro(a)'],
  [2, 'Casado(a)'],
  [3, 'União estável'],
  [4, 'Divorciado(a)'],
  [5, 'Separado(a) judicialmente'],
  [6, 'Viúvo(a)'],
];

/** Genders (personal data). */
export const GENDERS: readonly Entry[] = [
  [1, 'Feminino'],
  [2, 'Masculino'],
  [3, 'Outro'],
  [4, 'Prefiro não informar'],
];

/** Identity document types (personal data's DocumentTypeId). */
export const DOCUMENT_TYPES: readonly Entry[] = [
  [1, 'RG — Carteira de identidade'],
  [2, 'CIN — Carteira de Identidade Nacional'],
  [3, 'CNH — Carteira Nacional de Habilitação'],
  [4, 'RNE / CRNM — Registro de estrangeiro'],
  [5, 'Passaporte'],
  [6, 'Carteira de identidade profissional (OAB, CRM, CREA…)'],
];

/** Agencies that issue identity documents (DocumentIssuerName is chosen from these descriptions). */
export const DOCUMENT_ISSUER_AGENCIES: readonly Entry[] = [
  [1, 'SSP — Secretaria de Segurança Pública'],
  [2, 'PC — Polícia Civil'],
  [3, 'IFP — Instituto Félix Pacheco'],
  [4, 'DETRAN — Departamento de Trânsito'],
  [5, 'PF — Polícia Federal'],
  [6, 'Conselho ou ordem profissional'],
  [7, 'Forças Armadas'],
  [8, 'MRE — Ministério das Relações Exteriores'],
  [9, 'Outro'],
];

/** Categories of a company's legal representatives (representatives' Category). */
export const REPRESENTATIVE_CATEGORIES: readonly Entry[] = [
  [1, 'Sócio(a) administrador(a)'],
  [2, 'Sócio(a)'],
  [3, 'Diretor(a)'],
  [4, 'Administrador(a) não sócio(a)'],
  [5, 'Procurador(a)'],
  [6, 'Conselheiro(a)'],
];

/** FATCA statuses of a company; the flag says whether that status comes with a GIIN. */
export const FATCA_STATUSES: readonly (readonly [number, string, boolean])[] = [
  [1, 'Entidade não financeira sem vínculo fiscal com os EUA', false],
  [2, 'Entidade não financeira estrangeira ativa (Active NFFE)', false],
  [3, 'Entidade não financeira estrangeira passiva (Passive NFFE)', false],
  [4, 'Instituição financeira participante (Participating FFI)', true],
  [5, 'Instituição financeira com cumprimento presumido registrada (Registered Deemed-Compliant FFI)', true],
  [6, 'Instituição financeira patrocinada (Sponsored FFI)', true],
  [7, 'Instituição financeira com cumprimento presumido certificada (Certified Deemed-Compliant FFI)', false],
  [8, 'Beneficiário efetivo isento (Exempt Beneficial Owner)', false],
  [9, 'Pessoa dos EUA (Specified U.S. Person)', false],
];

/** Receipt (supporting document) types by person type; the codes are spec §9's where it gives them. */
export const RECEIPT_TYPES: Readonly<Record<PersonType, readonly Entry[]>> = {
  [PersonType.F]: [
    [10, 'Documento de identidade com foto (RG, CIN, CNH ou RNE)'],
    [11, 'Comprovante de residência'],
    [17, 'Procuração'],
    [20, 'Documento de identidade do procurador ou administrador'],
    [21, 'Contrato de gestão de carteira'],
    [26, 'Documento de identidade do gestor de carteira'],
    [27, 'Ato declaratório do gestor de carteira na CVM'],
    [28, 'Comprovante de renda'],
    [29, 'Declaração de imposto de renda'],
  ],
  [PersonType.J]: [
    [10, 'Documento de identidade dos representantes'],
    [11, 'Comprovante de endereço da empresa'],
    [17, 'Procuração'],
    [20, 'Documento de identidade do procurador ou administrador'],
    [21, 'Contrato de gestão de carteira'],
    [26, 'Documento de identidade do gestor de carteira'],
    [27, 'Ato declaratório do gestor de carteira na CVM'],
    [28, 'Demonstrações financeiras do último exercício'],
    [29, 'Comprovante de faturamento dos últimos 12 meses'],
    [30, 'Contrato social ou estatuto social consolidado'],
    [31, 'Ata de eleição da diretoria'],
    [32, 'Cartão CNPJ'],
  ],
};
