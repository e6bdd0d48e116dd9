import type { Bank, Country, FatcaStatus, LookupItem, ReceiptType, State } from '../../../domain/api/lookups.ts';
import { PersonType } from '../../../domain/constants.ts';
import { loadActivities, loadOccupations } from './data/classifications.ts';
import {
  DOCUMENT_ISSUER_AGENCIES,
  DOCUMENT_TYPES,
  type Entry,
  FATCA_STATUSES,
  GENDERS,
  MARITAL_STATUSES,
  NATIONALITIES,
  RECEIPT_TYPES,
  REPRESENTATIVE_CATEGORIES,
} from './data/lists.ts';
import { loadBanks, loadCities, loadConstitutionForms, loadCountries, loadStates } from './data/places.ts';

/** Every static lookup list, built once per process (they change only with a release: cache-friendly). */
export type Lookups = {
  states: State[];
  citiesByState: ReadonlyMap<number, LookupItem[]>;
  /** IBGE city code → IBGE state code. */
  stateOfCity: ReadonlyMap<number, number>;
  countries: Country[];
  foreignCountries: Country[];
  nationalities: LookupItem[];
  occupations: LookupItem[];
  maritalStatus: LookupItem[];
  documentTypes: LookupItem[];
  documentIssuerAgencies: LookupItem[];
  genders: LookupItem[];
  constitutionForms: LookupItem[];
  activities: LookupItem[];
  fatca: FatcaStatus[];
  banks: Bank[];
  representativeCategories: LookupItem[];
  receiptTypes: Record<PersonType, ReceiptType[]>;
};

const items = (entries: readonly Entry[]): LookupItem[] => entries.map(([Id, Description]) => ({ Id, Description }));

function build(): Lookups {
  const states = loadStates();
  const cities = loadCities(states);
  const citiesByState = new Map<number, LookupItem[]>(states.map((state) => [state.Id, []]));
  for (const city of cities) citiesByState.get(city.StateId)?.push({ Id: city.Id, Description: city.Description });
  const countries = loadCountries();
  const receipts = (personType: PersonType) =>
    RECEIPT_TYPES[personType].map(([Id, Description]) => ({ Id, Description, PersonType: personType }));
  return {
    states,
    citiesByState,
    stateOfCity: new Map(cities.map((city) => [city.Id, city.StateId])),
    countries,
    foreignCountries: countries.filter((country) => country.Id !== 'BRA'),
    nationalities: items(NATIONALITIES),
    occupations: loadOccupations(),
    maritalStatus: items(MARITAL_STATUSES),
    documentTypes: items(DOCUMENT_TYPES),
    documentIssuerAgencies: items(DOCUMENT_ISSUER_AGENCIES),
    genders: items(GENDERS),
    constitutionForms: loadConstitutionForms(),
    activities: loadActivities(),
    fatca: FATCA_STATUSES.map(([Id, Description, Giin]) => ({ Id, Description, Giin })),
    banks: loadBanks(),
    representativeCategories: items(REPRESENTATIVE_CATEGORIES),
    receiptTypes: { [PersonType.F]: receipts(PersonType.F), [PersonType.J]: receipts(PersonType.J) },
  };
}

let cached: Lookups | undefined;

/** The lookup lists of this process (built on first use). */
export function lookups(): Lookups {
  cached ??= build();
  return cached;
}

type Listed = { Id: string | number; Description: string };
const listIndexes = new WeakMap<readonly Listed[], ReadonlyMap<unknown, string>>();

// Each list's ids indexed once (the CBO has 2,694): Id → Description.
function indexOf(list: readonly Listed[]): ReadonlyMap<unknown, string> {
  let index = listIndexes.get(list);
  if (!index) {
    index = new Map(list.map((item) => [item.Id, item.Description]));
    listIndexes.set(list, index);
  }
  return index;
}

/** True when `id` is the Id of an item of `list`. */
export function isListed<T extends string | number>(list: readonly { Id: T; Description: string }[], id: T): boolean {
  return indexOf(list).has(id);
}

/** The Description of the item of `list` whose Id is `id`, if any. */
export function listedName(list: readonly Listed[], id: unknown): string | undefined {
  return indexOf(list).get(id);
}

/** True when the IBGE city code belongs to the IBGE state code. */
export function cityInState(cityId: number, stateId: number): boolean {
  return lookups().stateOfCity.get(cityId) === stateId;
}
