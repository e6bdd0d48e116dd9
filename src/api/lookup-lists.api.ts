import type { KyInstance } from 'ky';
import type * as v from 'valibot';
import { Banks, Cities, Countries, FatcaStatuses, LOOKUP_PATHS, LookupList, States } from '../../domain/api/lookups.ts';
import { readJson } from './client.ts';

/** The lookup lists the identification screens read (spec §7 GET /api/common/*), with the schema of each. */
export const LOOKUP_LISTS = {
  countries: { path: LOOKUP_PATHS.countries.path, schema: Countries },
  states: { path: '/states/BRA', schema: States },
  nationalities: { path: LOOKUP_PATHS.nationalities.path, schema: LookupList },
  occupations: { path: LOOKUP_PATHS.occupations.path, schema: LookupList },
  maritalStatus: { path: LOOKUP_PATHS.maritalStatus.path, schema: LookupList },
  documentTypes: { path: LOOKUP_PATHS.documentTypes.path, schema: LookupList },
  documentIssuerAgencies: { path: LOOKUP_PATHS.documentIssuerAgencies.path, schema: LookupList },
  genders: { path: LOOKUP_PATHS.genders.path, schema: LookupList },
  activities: { path: LOOKUP_PATHS.activities.path, schema: LookupList },
  constitutionForms: { path: LOOKUP_PATHS.constitutionForms.path, schema: LookupList },
  fatca: { path: LOOKUP_PATHS.fatca.path, schema: FatcaStatuses },
  representativeCategories: { path: LOOKUP_PATHS.representativeCategories.path, schema: LookupList },
  banks: { path: LOOKUP_PATHS.banks.path, schema: Banks },
} as const satisfies Record<string, { path: string; schema: v.GenericSchema }>;

/** One of the fixed lookup lists. */
export type LookupName = keyof typeof LOOKUP_LISTS;
/** The items of a fixed lookup list. */
export type LookupItems<N extends LookupName> = v.InferOutput<(typeof LOOKUP_LISTS)[N]['schema']>;

/** GET /api/common/<list>: one fixed lookup list. */
export function loadLookup<N extends LookupName>(http: KyInstance, name: N): Promise<LookupItems<N>> {
  const { path, schema } = LOOKUP_LISTS[name];
  return readJson(http.get(`common${path}`), schema) as Promise<LookupItems<N>>;
}

/** GET /api/common/cities/{stateId}: the municipalities of a state (IBGE code). */
export function loadCities(http: KyInstance, stateId: number): Promise<v.InferOutput<typeof Cities>> {
  return readJson(http.get(`common/cities/${stateId}`), Cities);
}
