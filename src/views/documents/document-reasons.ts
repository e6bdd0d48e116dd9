import type { PersonType } from '../../../domain/index.ts';

type Reasons = Readonly<Record<number, string>>;

// Why each optional document might apply, by receipt type (spec §9 codes; 28–32 are ours, per person type).
const PERSON: Reasons = {
  17: 'Se outra pessoa vai movimentar a conta por você com uma procuração.',
  20: 'Se um procurador ou administrador vai dar ordens em seu nome.',
  21: 'Se um gestor profissional vai administrar os seus investimentos.',
  26: 'Se os seus investimentos terão um gestor de carteira: a identidade dele.',
  27: 'Se o gestor da sua carteira é autorizado pela CVM como administrador de carteiras.',
  28: 'Ajuda a confirmar a renda mensal que você informou (holerite, pró-labore ou extrato de benefício).',
  29: 'Ajuda a confirmar o patrimônio informado, por exemplo se você se declarou investidor qualificado ou profissional.',
};

const COMPANY: Reasons = {
  17: 'Se alguém vai representar a empresa com uma procuração.',
  20: 'Se um procurador ou administrador vai dar ordens em nome da empresa.',
  21: 'Se um gestor profissional vai administrar os investimentos da empresa.',
  26: 'Se os investimentos da empresa terão um gestor de carteira: a identidade dele.',
  27: 'Se o gestor da carteira da empresa é autorizado pela CVM como administrador de carteiras.',
  31: 'Se a diretoria da empresa foi eleita em ata (por exemplo, numa sociedade anônima).',
  32: 'Ajuda a conferir os dados da empresa na Receita Federal.',
};

/** A short pt-BR line on when an optional document applies to the customer, or null when we have none. */
export function documentReason(personType: PersonType, receiptTypeId: number): string | null {
  return (personType === 'J' ? COMPANY : PERSON)[receiptTypeId] ?? null;
}
