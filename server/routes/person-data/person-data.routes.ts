import { Hono } from 'hono';
import { CompanyData, CompanyDataBody } from '../../../domain/api/company-data.ts';
import { PersonalData, PersonalDataBody } from '../../../domain/api/personal-data.ts';
import { PersonType } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { companyData, personalData } from '../../db/schema/index.ts';
import { readOwned } from '../../lib/clients/client-scope.ts';
import { fieldErrors } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { recordSectionWrite } from '../../lib/sections/record-section.routes.ts';
import { sectionRoute } from '../../lib/sections/section-docs.ts';
import { requireAuth } from '../../middleware/auth.ts';
import {
  type SaveResult,
  saveCompanyData,
  savePersonalData,
  toCompanyData,
  toPersonalData,
} from '../../services/sections/person-data.service.ts';

// A refusal becomes a 400 naming the fields; a stored record is the answer.
function savedData<T>(result: SaveResult<T>): T {
  if (result.status === 'invalid') throw fieldErrors(result.errors);
  return result.data;
}

/** /api/natural-person: the personal data of an individual client (a company's token gets 403). */
export function naturalPersonRoutes(deps: AppDeps) {
  const auth = requireAuth(deps, undefined, 'in-first-statement');
  return new Hono<AppEnv>()
    .get('/personal-data', sectionRoute('natural-person', 'Personal data of the signed-in individual', PersonalData), auth, async (c) => {
      const { client, rows } = await readOwned(deps.db, c, personalData, { personType: PersonType.F });
      return c.json(toPersonalData(rows[0], client.id));
    })
    .put(
      '/personal-data',
      ...recordSectionWrite(deps, auth, {
        docs: sectionRoute('natural-person', 'Store the personal data', PersonalData, { errors: { 409: Messages.fileFrozen } }),
        body: PersonalDataBody,
        owner: (body) => body.ClientId,
        lock: { personType: PersonType.F },
        change: (tx, client, body, ctx) => savePersonalData(tx, client.id, body, ctx),
        answer: (c, result) => c.json(savedData(result)),
      }),
    );
}

/** /api/legal-person: the company data of a legal-entity client (an individual's token gets 403). */
export function legalPersonRoutes(deps: AppDeps) {
  const auth = requireAuth(deps, undefined, 'in-first-statement');
  return new Hono<AppEnv>()
    .get('/company-data', sectionRoute('legal-person', 'Company data of the signed-in company', CompanyData), auth, async (c) => {
      const { client, rows } = await readOwned(deps.db, c, companyData, { personType: PersonType.J });
      return c.json(toCompanyData(rows[0], client));
    })
    .put(
      '/company-data',
      ...recordSectionWrite(deps, auth, {
        docs: sectionRoute('legal-person', 'Store the company data', CompanyData, { errors: { 409: Messages.fileFrozen } }),
        body: CompanyDataBody,
        owner: (body) => body.ClientId,
        lock: { personType: PersonType.J },
        change: (tx, client, body, ctx) => saveCompanyData(tx, client, body, ctx),
        answer: (c, result) => c.json(savedData(result)),
      }),
    );
}
