import { BankAccounts, BankAccountsBody } from '../../../domain/api/bank.ts';
import type { AppDeps } from '../../lib/http/context.ts';
import { listSectionRoutes } from '../../lib/sections/list-section.routes.ts';
import { bankSection } from '../../services/sections/bank.section.ts';

/** /api/bank: GET /{clientId}, PATCH with `BankAccounts` (the whole list, spec §7). */
export const bankRoutes = (deps: AppDeps) =>
  listSectionRoutes(deps, bankSection, { body: BankAccountsBody, response: BankAccounts, summary: 'Bank accounts' });
