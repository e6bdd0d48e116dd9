import type { LookupItem } from '../../../../domain/api/lookups.ts';
import { OCCUPATION_SITUATIONS } from './occupations.ts';
import { brazilData } from './places.ts';
import { sentenceCase } from './proper-case.ts';

/** A CBO code as the classification prints it: "2124-05". */
export const formatCbo = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;

/** A CNAE subclass code as the classification prints it: "6201-5/01". */
export const formatCnae = (code: string): string => `${code.slice(0, 4)}-${code.slice(4, 5)}/${code.slice(5)}`;

const byDescription = (a: LookupItem, b: LookupItem) => a.Description.localeCompare(b.Description, 'pt-BR');

/**
 * The occupations of the personal-data screen: the situations that are not occupations, then the 2,694 CBO 2002
 * occupations by title. Id is the CBO code as a number (212405); the description ends with the printed code, so the
 * customer finds it by title or by code ("Analista de desenvolvimento de sistemas (CBO 2124-05)").
 */
export function loadOccupations(): LookupItem[] {
  const situations = OCCUPATION_SITUATIONS.map(([Id, Description]) => ({ Id, Description }));
  const cbo = brazilData().occupations.map(([code, title]) => ({
    Id: Number(code),
    Description: `${title.replace(/\s+/g, ' ').trim()} (CBO ${formatCbo(code)})`,
  }));
  return [...situations, ...cbo.sort(byDescription)];
}

/**
 * The 1,332 CNAE 2.3 subclasses a company is classified by, by description: Id is the 7-digit code as a number
 * (6201501), the description in sentence case ending with the printed code ("… sob encomenda (CNAE 6201-5/01)").
 */
export function loadActivities(): LookupItem[] {
  return brazilData()
    .activities.map(([code, description]) => ({ Id: Number(code), Description: `${sentenceCase(description)} (CNAE ${formatCnae(code)})` }))
    .sort(byDescription);
}
