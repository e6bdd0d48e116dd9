import type { PersonType } from './constants.ts';

/**
 * Res. CVM 30, art. 12: a qualified investor holds financial investments above R$ 1.000.000,00 (in reais; "above":
 * exactly the threshold does not qualify).
 */
export const QUALIFIED_INVESTOR_MIN = 1_000_000;

/** Res. CVM 30, art. 11: a professional investor holds financial investments above R$ 10.000.000,00. */
export const PROFESSIONAL_INVESTOR_MIN = 10_000_000;

/** The two investor declarations of the declaration data (spec §3) that depend on the patrimony. */
export type InvestorDeclaration = 'QualifiedInvestor' | 'ProfessionalInvestor';

type DeclarationMessages = { declaration: string; investments: string };

/**
 * pt-BR messages of a declaration the financial investments do not support, on the declaration and on the amount,
 * in the voice of each person type: an individual is addressed ("você"), a company is named ("a empresa").
 */
export const InvestorDeclarationMessages = {
  F: {
    QualifiedInvestor: {
      declaration: 'Para se declarar investidor qualificado, seus investimentos financeiros precisam ser superiores a R$ 1.000.000,00',
      investments: 'Você se declarou investidor qualificado: seus investimentos financeiros precisam ser superiores a R$ 1.000.000,00',
    },
    ProfessionalInvestor: {
      declaration: 'Para se declarar investidor profissional, seus investimentos financeiros precisam ser superiores a R$ 10.000.000,00',
      investments: 'Você se declarou investidor profissional: seus investimentos financeiros precisam ser superiores a R$ 10.000.000,00',
    },
  },
  J: {
    QualifiedInvestor: {
      declaration:
        'Para a empresa se declarar investidora qualificada, os investimentos financeiros da empresa precisam ser superiores a R$ 1.000.000,00',
      investments:
        'A empresa se declarou investidora qualificada: os investimentos financeiros da empresa precisam ser superiores a R$ 1.000.000,00',
    },
    ProfessionalInvestor: {
      declaration:
        'Para a empresa se declarar investidora profissional, os investimentos financeiros da empresa precisam ser superiores a R$ 10.000.000,00',
      investments:
        'A empresa se declarou investidora profissional: os investimentos financeiros da empresa precisam ser superiores a R$ 10.000.000,00',
    },
  },
} as const satisfies Record<PersonType, Record<InvestorDeclaration, DeclarationMessages>>;

/** A standing declaration the financial investments contradict, with the message for each side of the pair. */
export type DeclarationIssue = { declaration: InvestorDeclaration; message: string; investmentsMessage: string };

const MINIMUMS: [InvestorDeclaration, number][] = [
  ['QualifiedInvestor', QUALIFIED_INVESTOR_MIN],
  ['ProfessionalInvestor', PROFESSIONAL_INVESTOR_MIN],
];

/**
 * The declarations that `financialInvestments` (reais) does not support, in the order qualified, professional, with
 * the messages of `personType`. None while no patrimony is known (null/undefined): an individual declares before the
 * financial data step.
 */
export function declarationIssues(
  declarations: Readonly<Record<InvestorDeclaration, boolean>>,
  financialInvestments: number | null | undefined,
  personType: PersonType,
): DeclarationIssue[] {
  if (financialInvestments == null) return [];
  return MINIMUMS.filter(([declaration, minimum]) => declarations[declaration] && financialInvestments <= minimum).map(([declaration]) => ({
    declaration,
    message: InvestorDeclarationMessages[personType][declaration].declaration,
    investmentsMessage: InvestorDeclarationMessages[personType][declaration].investments,
  }));
}
