/**
 * `npm run data:brazil`: copies the Brazilian lists the server serves (states, municipalities, banks, legal natures,
 * CBO occupations, CNAE subclasses) from @brazilian-utils/brazilian-utils, and the countries' Portuguese names from
 * i18n-iso-countries, into server/services/lookups/data/brazil-data.json. Both libraries are devDependencies (10 MB and
 * 0.8 MB installed, most of it what the server does not use: every other language, the whole API): the production
 * install carries the 0.5 MB copy instead. Run it after upgrading either library; scripts/brazil-data.test.ts fails until then.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getBanks, getCbo, getCnae, getLegalNatures, getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';
import countries from 'i18n-iso-countries';
import { BRAZIL_DATA_FILE, type BrazilData } from '../server/services/lookups/data/places.ts';

/**
 * Every code `lookup` knows among the `digits`-digit codes, as [code, description]. The library looks CBO and CNAE codes
 * up one at a time and exports no list, so the whole code space is asked (10⁶ CBO codes, 10⁷ CNAE: about 3 s).
 */
function everyCode(digits: number, lookup: (code: string) => { code: string; description: string } | null): [string, string][] {
  const found: [string, string][] = [];
  for (let n = 0; n < 10 ** digits; n++) {
    const entry = lookup(String(n).padStart(digits, '0'));
    if (entry) found.push([entry.code, entry.description]);
  }
  return found;
}

/** Every country with an ISO alpha-3 code as [alpha-3, official name in Portuguese]. */
function countriesInPortuguese(): [string, string][] {
  return Object.entries(countries.getNames('pt', { select: 'official' })).flatMap(([alpha2, name]) => {
    const alpha3 = countries.alpha2ToAlpha3(alpha2);
    return alpha3 ? [[alpha3, name] as [string, string]] : [];
  });
}

/** The lists as the libraries have them now, in the copy's shape (places.ts's BrazilData). */
export function brazilDataFromLibrary(): BrazilData {
  return {
    states: getStates().map((state) => [state.ibgeCode, state.code, state.name]),
    municipalities: getMunicipalities().map((city) => [city.code, city.name, city.stateCode]),
    banks: getBanks().map((bank) => [String(bank.code ?? ''), bank.name]),
    legalNatures: Object.entries(getLegalNatures()),
    occupations: everyCode(6, getCbo),
    activities: everyCode(7, getCnae),
    countries: countriesInPortuguese(),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = fileURLToPath(BRAZIL_DATA_FILE);
  writeFileSync(file, JSON.stringify(brazilDataFromLibrary()));
  execFileSync('npx', ['biome', 'format', '--write', file], { stdio: 'inherit' });
  console.log(`${file}: written`);
}
