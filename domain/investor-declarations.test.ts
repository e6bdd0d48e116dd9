import { describe, expect, it } from 'vitest';
import {
  declarationIssues,
  InvestorDeclarationMessages,
  PROFESSIONAL_INVESTOR_MIN,
  QUALIFIED_INVESTOR_MIN,
} from './investor-declarations.ts';

const none = { QualifiedInvestor: false, ProfessionalInvestor: false };
const qualified = { ...none, QualifiedInvestor: true };
const professional = { ...none, ProfessionalInvestor: true };
const declared = (amount: number | null | undefined, flags = qualified) => declarationIssues(flags, amount, 'F').map((i) => i.declaration);

describe('investor declarations against financial investments (Res. CVM 30)', () => {
  it('sets the thresholds of the resolution', () => {
    expect(QUALIFIED_INVESTOR_MIN).toBe(1_000_000);
    expect(PROFESSIONAL_INVESTOR_MIN).toBe(10_000_000);
  });

  it('needs strictly more than R$ 1.000.000,00 to declare qualified', () => {
    expect(declared(1_000_000)).toEqual(['QualifiedInvestor']);
    expect(declared(999_999.99)).toEqual(['QualifiedInvestor']);
    expect(declared(0)).toEqual(['QualifiedInvestor']);
    expect(declared(1_000_000.01)).toEqual([]);
  });

  it('needs strictly more than R$ 10.000.000,00 to declare professional', () => {
    expect(declared(10_000_000, professional)).toEqual(['ProfessionalInvestor']);
    expect(declared(5_000_000, professional)).toEqual(['ProfessionalInvestor']);
    expect(declared(10_000_000.01, professional)).toEqual([]);
  });

  it('lists both declarations when both stand and neither is supported, qualified first', () => {
    expect(declared(500_000, { QualifiedInvestor: true, ProfessionalInvestor: true })).toEqual([
      'QualifiedInvestor',
      'ProfessionalInvestor',
    ]);
    expect(declared(2_000_000, { QualifiedInvestor: true, ProfessionalInvestor: true })).toEqual(['ProfessionalInvestor']);
  });

  it('finds nothing without a declaration or before any patrimony is known', () => {
    expect(declared(0, none)).toEqual([]);
    expect(declared(null)).toEqual([]);
    expect(declared(undefined, professional)).toEqual([]);
  });

  it('carries the pt-BR message of each side of the pair', () => {
    expect(declarationIssues(professional, 1, 'F')).toEqual([
      {
        declaration: 'ProfessionalInvestor',
        message: InvestorDeclarationMessages.F.ProfessionalInvestor.declaration,
        investmentsMessage: InvestorDeclarationMessages.F.ProfessionalInvestor.investments,
      },
    ]);
    expect(InvestorDeclarationMessages.F.QualifiedInvestor.declaration).toContain('R$ 1.000.000,00');
    expect(InvestorDeclarationMessages.F.ProfessionalInvestor.investments).toContain('R$ 10.000.000,00');
  });

  it('speaks to an individual and about a company', () => {
    const both = { QualifiedInvestor: true, ProfessionalInvestor: true };
    const [personQualified, personProfessional] = declarationIssues(both, 0, 'F');
    expect(personQualified.investmentsMessage).toBe(
      'Você se declarou investidor qualificado: seus investimentos financeiros precisam ser superiores a R$ 1.000.000,00',
    );
    expect(personProfessional.message).toBe(
      'Para se declarar investidor profissional, seus investimentos financeiros precisam ser superiores a R$ 10.000.000,00',
    );
    const [companyQualified, companyProfessional] = declarationIssues(both, 0, 'J');
    expect(companyQualified).toEqual({
      declaration: 'QualifiedInvestor',
      message:
        'Para a empresa se declarar investidora qualificada, os investimentos financeiros da empresa precisam ser superiores a R$ 1.000.000,00',
      investmentsMessage:
        'A empresa se declarou investidora qualificada: os investimentos financeiros da empresa precisam ser superiores a R$ 1.000.000,00',
    });
    expect(companyProfessional.investmentsMessage).toBe(
      'A empresa se declarou investidora profissional: os investimentos financeiros da empresa precisam ser superiores a R$ 10.000.000,00',
    );
    // Nothing in a company's messages addresses the person filling in the form.
    for (const text of Object.values(InvestorDeclarationMessages.J).flatMap((pair) => Object.values(pair))) {
      expect(text).not.toMatch(/\bvocê|\bseus?\b/i);
    }
  });
});
