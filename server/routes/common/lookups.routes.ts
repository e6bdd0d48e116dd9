import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import {
  Advisors,
  Banks,
  Cities,
  Countries,
  CountryId,
  FatcaStatuses,
  LookupList,
  ReceiptTypes,
  States,
} from '../../../domain/api/lookups.ts';
import { COUNTRY_ID, PersonType } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import { notFound } from '../../lib/http/api-error.ts';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { errorResponse, jsonResponse } from '../../lib/http/openapi-responses.ts';
import { IdParam, pathParams } from '../../lib/http/validate.ts';
import { requireAuth } from '../../middleware/auth.ts';
import { listActiveAdvisors } from '../../services/lookups/common.service.ts';
import { isListed, type Lookups, lookups } from '../../services/lookups/lookups.ts';

type Resolved = ReturnType<typeof resolver>;

/** A static list served behind the token: path, summary, schema and how to pick it from the lookups. */
type StaticList = [path: string, summary: string, schema: Resolved, pick: (all: Lookups) => unknown];

const STATIC_LISTS: StaticList[] = [
  ['/countries', 'Every country (ISO alpha-3 ids, names in Portuguese, Brazil first)', resolver(Countries), (all) => all.countries],
  ['/countries/foreign', 'Every country but Brazil', resolver(Countries), (all) => all.foreignCountries],
  ['/nationalities', 'Nationalities', resolver(LookupList), (all) => all.nationalities],
  [
    '/occupations',
    'Occupations: situations such as retired or student, then the CBO 2002 occupations (Id = 6-digit code)',
    resolver(LookupList),
    (all) => all.occupations,
  ],
  ['/marital-status', 'Marital statuses', resolver(LookupList), (all) => all.maritalStatus],
  ['/document-types', 'Identity document types', resolver(LookupList), (all) => all.documentTypes],
  ['/document-issuer-agencies', 'Agencies that issue identity documents', resolver(LookupList), (all) => all.documentIssuerAgencies],
  ['/genders', 'Genders', resolver(LookupList), (all) => all.genders],
  ['/constitution-form', 'Constitution forms (legal natures of the Receita Federal)', resolver(LookupList), (all) => all.constitutionForms],
  [
    '/activities/J',
    'Business activities of companies: CNAE 2.3 subclasses (Id = 7-digit code)',
    resolver(LookupList),
    (all) => all.activities,
  ],
  ['/fatca', 'FATCA statuses (Giin: the status comes with a GIIN)', resolver(FatcaStatuses), (all) => all.fatca],
  ['/banks', 'Banks (3-digit COMPE codes)', resolver(Banks), (all) => all.banks],
  ['/representative-categories', 'Categories of legal representatives', resolver(LookupList), (all) => all.representativeCategories],
];

const CountryParams = v.object({ country: CountryId });
const StateParams = v.object({ stateId: IdParam });
const PersonTypeParams = v.object({ personType: v.picklist([PersonType.F, PersonType.J], Messages.personTypeInvalid) });
const unauthorized = errorResponse(Messages.unauthorized);
const bearer = [{ bearerAuth: [] }];

/** The lookup lists of /api/common (spec §7): states and cities public (spec §6), the rest behind the token. */
export function lookupRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  const app = new Hono<AppEnv>()
    .get(
      '/states/:country',
      describeRoute({
        tags: ['common'],
        summary: 'States of a country (public; only BRA has states: IBGE ids)',
        responses: { 200: jsonResponse('States', resolver(States)), 404: errorResponse(FieldMessages.countryInvalid) },
      }),
      pathParams(CountryParams),
      (c) => {
        const { country } = c.req.valid('param');
        if (!isListed(lookups().countries, country)) throw notFound(FieldMessages.countryInvalid);
        return c.json(country === COUNTRY_ID ? lookups().states : []);
      },
    )
    .get(
      '/cities/:stateId',
      describeRoute({
        tags: ['common'],
        summary: 'Municipalities of a state by its IBGE code (public; ids are IBGE codes)',
        responses: { 200: jsonResponse('Cities', resolver(Cities)), 404: errorResponse(FieldMessages.stateInvalid) },
      }),
      pathParams(StateParams),
      (c) => {
        const cities = lookups().citiesByState.get(c.req.valid('param').stateId);
        if (!cities) throw notFound(FieldMessages.stateInvalid);
        return c.json(cities);
      },
    )
    .get(
      '/receipt/:personType',
      describeRoute({
        tags: ['common'],
        summary: 'Receipt (supporting document) types of a person type, F or J',
        security: bearer,
        responses: { 200: jsonResponse('Receipt types', resolver(ReceiptTypes)), 401: unauthorized },
      }),
      auth,
      pathParams(PersonTypeParams),
      (c) => c.json(lookups().receiptTypes[c.req.valid('param').personType]),
    )
    .get(
      '/advisors',
      describeRoute({
        tags: ['common'],
        summary: 'Active advisors',
        security: bearer,
        responses: { 200: jsonResponse('Advisors', resolver(Advisors)), 401: unauthorized },
      }),
      auth,
      async (c) => c.json(await listActiveAdvisors(deps.db)),
    );
  for (const [path, summary, schema, pick] of STATIC_LISTS) {
    app.get(
      path,
      describeRoute({ tags: ['common'], summary, security: bearer, responses: { 200: jsonResponse(summary, schema), 401: unauthorized } }),
      auth,
      (c) => c.json(pick(lookups())),
    );
  }
  return app;
}
