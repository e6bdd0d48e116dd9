import { getBanks, getLegalNatures, getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';
import countries from 'i18n-iso-countries';
import { COUNTRY_ID } from '../../../../domain/constants.ts';
import { properCaseName } from './proper-case.ts';

/** A Brazilian state: IBGE code, abbreviation and name (@brazilian-utils: 27 UF). */
export type StateRow = { Id: number; Uf: string; Description: string };

/** A municipality with the IBGE code of its state (@brazilian-utils: 5,571). */
export type CityRow = { Id: number; Description: string; StateId: number };

const byDescription = (a: { Description: string }, b: { Description: string }) => a.Description.localeCompare(b.Description, 'pt-BR');

/** The 27 states, by name. */
export function loadStates(): StateRow[] {
  return getStates()
    .map((state) => ({ Id: state.ibgeCode, Uf: state.code, Description: state.name }))
    .sort(byDescription);
}

/** Every municipality, by name. */
export function loadCities(states: readonly StateRow[]): CityRow[] {
  const ibgeByUf = new Map(states.map((state) => [state.Uf, state.Id]));
  return getMunicipalities()
    .map((city) => ({ Id: Number(city.code), Description: city.name, StateId: ibgeByUf.get(city.stateCode) ?? 0 }))
    .sort(byDescription);
}

/** Every country with an ISO alpha-3 code, named in Portuguese, Brazil first. */
export function loadCountries(): { Id: string; Description: string }[] {
  const names = countries.getNames('pt', { select: 'official' });
  const rows = Object.entries(names).flatMap(([alpha2, name]) => {
    const alpha3 = countries.alpha2ToAlpha3(alpha2);
    return alpha3 ? [{ Id: alpha3, Description: name }] : [];
  });
  rows.sort(byDescription);
  return [...rows.filter((row) => row.Id === COUNTRY_ID), ...rows.filter((row) => row.Id !== COUNTRY_ID)];
}

/** Banks of the Brazilian payments system with a COMPE code, by code. */
export function loadBanks(): { Id: string; Description: string }[] {
  return getBanks()
    .filter((bank) => /^\d{3}$/.test(String(bank.code ?? '')))
    .map((bank) => ({ Id: String(bank.code), Description: properCaseName(bank.name) }))
    .sort((a, b) => a.Id.localeCompare(b.Id));
}

// Category 4 of the legal natures is individuals, which never open a company account.
const PERSON_CATEGORY = '4';

/** Legal natures (Receita Federal) a company client may have: the constitution forms, by code. */
export function loadConstitutionForms(): { Id: number; Description: string }[] {
  return Object.entries(getLegalNatures())
    .filter(([code]) => !code.startsWith(PERSON_CATEGORY))
    .map(([code, name]) => ({ Id: Number(code), Description: name }))
    .sort((a, b) => a.Id - b.Id);
}
