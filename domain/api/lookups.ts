import * as v from 'valibot';
import { PersonType } from '../constants.ts';
import { FieldMessages } from './field-messages.ts';
import { text } from './fields.ts';

/** The item of every lookup list whose shape the spec leaves open (spec §3 "Lookup lists"). */
export const LookupItem = v.object({ Id: v.number(), Description: v.string() });
export type LookupItem = v.InferOutput<typeof LookupItem>;

/** A list of lookup items. */
export const LookupList = v.array(LookupItem);
export type LookupList = v.InferOutput<typeof LookupList>;

/** A country: Id is ISO 3166-1 alpha-3 ('BRA', spec §9), Description its name in Portuguese. */
export const Country = v.object({ Id: v.string(), Description: v.string() });
export type Country = v.InferOutput<typeof Country>;

/** GET /api/common/countries/foreign (every country but Brazil) and GET /api/common/countries (all). */
export const Countries = v.array(Country);

/** A country id as bodies send it: three uppercase letters (checked against the list by the server). */
export const CountryId = v.pipe(text(FieldMessages.countryInvalid), v.regex(/^[A-Z]{3}$/, FieldMessages.countryInvalid));

/** A Brazilian state: Id is its IBGE code (35), Uf its abbreviation ('SP'), Description its name. */
export const State = v.object({ Id: v.number(), Uf: v.string(), Description: v.string() });
export type State = v.InferOutput<typeof State>;

/** GET /api/common/states/{country} (public; only 'BRA' has states). */
export const States = v.array(State);

/** GET /api/common/cities/{stateId} (public): municipalities, Id the 7-digit IBGE code, by IBGE state code. */
export const Cities = LookupList;

/** A bank of the Brazilian payments system: Id is its 3-digit COMPE code as BankCode carries it ('001'). */
export const Bank = v.object({ Id: v.string(), Description: v.string() });
export type Bank = v.InferOutput<typeof Bank>;

/** GET /api/common/banks. */
export const Banks = v.array(Bank);

/** A FATCA status (spec §3: Id, Description, Giin); Giin true when a company of that status must give its GIIN. */
export const FatcaStatus = v.object({ Id: v.number(), Description: v.string(), Giin: v.boolean() });
export type FatcaStatus = v.InferOutput<typeof FatcaStatus>;

/** GET /api/common/fatca. */
export const FatcaStatuses = v.array(FatcaStatus);

/** A receipt (supporting document) type of a person type (GET /api/common/receipt/{personType}; codes of spec §9). */
export const ReceiptType = v.object({ Id: v.number(), Description: v.string(), PersonType: v.picklist([PersonType.F, PersonType.J]) });
export type ReceiptType = v.InferOutput<typeof ReceiptType>;

/** GET /api/common/receipt/{personType}. */
export const ReceiptTypes = v.array(ReceiptType);

/** An active advisor (GET /api/common/advisors): the same shape as the advisor name lookup. */
export const AdvisorItem = v.object({ Id: v.number(), Name: v.string() });

/** GET /api/common/advisors. */
export const Advisors = v.array(AdvisorItem);

/**
 * Every lookup path under /api/common (spec §7) with whether it is public (spec §6: knowledge sources, states
 * and cities). Paths with a parameter are written with `:name`.
 */
export const LOOKUP_PATHS = {
  statusRegistrations: { path: '/status-registrations', public: false },
  countries: { path: '/countries', public: false },
  foreignCountries: { path: '/countries/foreign', public: false },
  states: { path: '/states/:country', public: true },
  cities: { path: '/cities/:stateId', public: true },
  nationalities: { path: '/nationalities', public: false },
  occupations: { path: '/occupations', public: false },
  maritalStatus: { path: '/marital-status', public: false },
  documentTypes: { path: '/document-types', public: false },
  documentIssuerAgencies: { path: '/document-issuer-agencies', public: false },
  genders: { path: '/genders', public: false },
  receiptTypes: { path: '/receipt/:personType', public: false },
  constitutionForms: { path: '/constitution-form', public: false },
  activities: { path: '/activities/J', public: false },
  fatca: { path: '/fatca', public: false },
  banks: { path: '/banks', public: false },
  advisors: { path: '/advisors', public: false },
  representativeCategories: { path: '/representative-categories', public: false },
} as const;
