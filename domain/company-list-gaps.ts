import { CompletenessMessages as M } from './api/completeness.ts';

/** What the company step knows when it saves: the two authorisations declared and how many rows each list has. */
export type CompanyListCounts = {
  AuthorizesOrdersByProcurator: boolean;
  AuthorizesOrdersByAdministrator: boolean;
  Procurators: number;
  Administrators: number;
  Representatives: number;
};

/**
 * The lists a company's file still lacks, by the list's wire key, in the completeness rule's own words (the server
 * refuses the step with the same phrases, spec §3): a representative always, a procurator or an administrator when
 * the declarations authorise orders by one. Empty when nothing is lacking.
 */
export function companyListGaps(counts: CompanyListCounts): Record<string, string> {
  const gaps: [lacking: boolean, list: string, message: string][] = [
    [counts.AuthorizesOrdersByProcurator && counts.Procurators === 0, 'Procurators', M.procurator],
    [counts.AuthorizesOrdersByAdministrator && counts.Administrators === 0, 'Administrators', M.administrator],
    [counts.Representatives === 0, 'Representatives', M.representative],
  ];
  return Object.fromEntries(gaps.filter(([lacking]) => lacking).map(([, list, message]) => [list, message]));
}
