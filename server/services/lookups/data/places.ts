import { readFileSync } from 'node:fs';
import { COUNTRY_ID } from '../../../../domain/constants.ts';
import { properCaseName } from './proper-case.ts';

/**
 * The Brazilian lists of @brazilian-utils/brazilian-utils (a devDependency: 10 MB installed), as `npm run data:brazil`
 * wrote them beside this module (a test keeps the copy equal to the library): states as [IBGE code, UF, name],
 * municipalities as [IBGE code, name, UF], banks as [COMPE code, name], legal natures as [code, name], CBO 2002
 * occupations as [6-digit code, title] and CNAE 2.3 subclasses as [7-digit code, description in capitals]; with them
 * the countries of i18n-iso-countries (also a devDependency) as [ISO alpha-3 code, official name in Portuguese].
 */
export type BrazilData = {
  states: [number, string, string][];
  municipalities: [string, string, string][];
  banks: [string, string][];
  legalNatures: [string, string][];
  occupations: [string, string][];
  activities: [string, string][];
  countries: [string, string][];
};

/** Where the copy lives: beside this module, in the sources and in the build (scripts/build-server.ts copies it). */
export const BRAZIL_DATA_FILE = new URL('./brazil-data.json', import.meta.url);

let brazil: BrazilData | undefined;
/** The copy, read once per process. */
export const brazilData = (): BrazilData => {
  brazil ??= JSON.parse(readFileSync(BRAZIL_DATA_FILE, 'utf8')) as BrazilData;
  return brazil;
};

/** A Brazilian state: IBGE code, abbreviation and name (27 UF). */
export type StateRow = { Id: number; Uf: string; Description: string };

/** A municipality with the IBGE code of its state (5,571). */
export type CityRow = { Id: number; Description: string; StateId: number };

const byDescription = (a: { Description: string }, b: { Description: string }) => a.Description.localeCompare(b.Description, 'pt-BR');

/** The 27 states, by name. */
export function loadStates(): StateRow[] {
  return brazilData()
    .states.map(([ibgeCode, uf, name]) => ({ Id: ibgeCode, Uf: uf, Description: name }))
    .sort(byDescription);
}

/** Every municipality, by name. */
export function loadCities(states: readonly StateRow[]): CityRow[] {
  const ibgeByUf = new Map(states.map((state) => [state.Uf, state.Id]));
  return brazilData()
    .municipalities.map(([code, name, uf]) => ({ Id: Number(code), Description: name, StateId: ibgeByUf.get(uf) ?? 0 }))
    .sort(byDescription);
}

/** Every country with an ISO alpha-3 code, named in Portuguese, Brazil first. */
export function loadCountries(): { Id: string; Description: string }[] {
  const rows = brazilData().countries.map(([alpha3, name]) => ({ Id: alpha3, Description: name }));
  rows.sort(byDescription);
  return [...rows.filter((row) => row.Id === COUNTRY_ID), ...rows.filter((row) => row.Id !== COUNTRY_ID)];
}

/** Banks of the Brazilian payments system with a COMPE code, by code. */
export function loadBanks(): { Id: string; Description: string }[] {
  return brazilData()
    .banks.filter(([code]) => /^\d{3}$/.test(code))
    .map(([code, name]) => ({ Id: code, Description: properCaseName(name) }))
    .sort((a, b) => a.Id.localeCompare(b.Id));
}

// Category 4 of the legal natures is individuals, which never open a company account.
const PERSON_CATEGORY = '4';

/** Legal natures (Receita Federal) a company client may have: the constitution forms, by code. */
export function loadConstitutionForms(): { Id: number; Description: string }[] {
  return brazilData()
    .legalNatures.filter(([code]) => !code.startsWith(PERSON_CATEGORY))
    .map(([code, name]) => ({ Id: Number(code), Description: name }))
    .sort((a, b) => a.Id - b.Id);
}
