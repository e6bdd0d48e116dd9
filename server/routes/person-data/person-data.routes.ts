import { Hono } from 'hono';
import { CompanyData, CompanyDataBody } from '../../../domain/api/company-data.ts';
import { PersonalData, PersonalDataBody } from '../../../domain/api/personal-data.ts';
import { PersonType } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import type { Database } from '../../db/database.ts';
import { companyData, personalData } from '../../db/schema/index.ts';
import { changeOf } from '../../lib/audit/change-context.ts';
import { withLockedClient } from '../../lib/clients/client-lock.ts';
import { type ClientRef, readOwned } from '../../lib/clients/client-scope.ts';
import { fieldErrors } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { jsonBody } from '../../lib/http/validate.ts';
import { sectionRoute } from '../../lib/sections/section-docs.ts';
import { assertOwnClient, requireAuth, tokenClient } from '../../middleware/auth.ts';
import { saveCompanyData, savePersonalData, toCompanyData, toPersonalData } from '../../services/sections/person-data.service.ts';

/** /api/natural-person: the personal data of an individual client (a company's token gets 403). */
export function naturalPersonRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .get('/personal-data', sectionRoute('natural-person', 'Personal data of the signed-in individual', PersonalData), auth, async (c) => {
      const { client, rows } = await readOwned(deps.db, c, personalData, { personType: PersonType.F });
      return c.json(toPersonalData(rows[0], client.id));
    })
    .put(
      '/personal-data',
      sectionRoute('natural-person', 'Store the personal data', PersonalData, { errors: { 409: Messages.fileFrozen } }),
      auth,
      jsonBody(PersonalDataBody),
      async (c) => {
        const body = c.req.valid('json');
        assertOwnClient(c, body.ClientId);
        const ctx = changeOf(c, deps);
        const save = (tx: Database, client: ClientRef) => savePersonalData(tx, client.id, body, ctx);
        const result = await withLockedClient(deps.db, tokenClient(c), save, { personType: PersonType.F });
        if (result.status === 'invalid') throw fieldErrors(result.errors);
        return c.json(result.data);
      },
    );
}

/** /api/legal-person: the company data of a legal-entity client (an individual's token gets 403). */
export function legalPersonRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .get('/company-data', sectionRoute('legal-person', 'Company data of the signed-in company', CompanyData), auth, async (c) => {
      const { client, rows } = await readOwned(deps.db, c, companyData, { personType: PersonType.J });
      return c.json(toCompanyData(rows[0], client));
    })
    .put(
      '/company-data',
      sectionRoute('legal-person', 'Store the company data', CompanyData, { errors: { 409: Messages.fileFrozen } }),
      auth,
      jsonBody(CompanyDataBody),
      async (c) => {
        const body = c.req.valid('json');
        assertOwnClient(c, body.ClientId);
        const ctx = changeOf(c, deps);
        const save = (tx: Database, client: ClientRef) => saveCompanyData(tx, client, body, ctx);
        const result = await withLockedClient(deps.db, tokenClient(c), save, { personType: PersonType.J });
        if (result.status === 'invalid') throw fieldErrors(result.errors);
        return c.json(result.data);
      },
    );
}
