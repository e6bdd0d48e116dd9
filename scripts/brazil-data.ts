/**
 * `npm run data:brazil`: copies the Brazilian lists the server serves (states, municipalities, banks, legal natures,
 * CBO occupations, CNAE subclasses) from @brazilian-utils/brazilian-utils into
 * server/routes/common/data/brazil-data.json. The library is a
 * devDependency (10 MB installed, most of it the whole API the server does not use): the production install carries
 * the 0.3 MB copy instead. Run it after upgrading the library; scripts/brazil-data.test.ts fails until then.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getBanks, getCbo, getCnae, getLegalNatures, getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';
import { BRAZIL_DATA_FILE, type BrazilData } from '../server/routes/common/data/places.ts';

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

/** The lists as the library has them now, in the copy's shape (places.ts's BrazilData). */
export function brazilDataFromLibrary(): BrazilData {
  return {
    states: getStates().map((state) => [state.ibgeCode, state.code, state.name]),
    municipalities: getMunicipalities().map((city) => [city.code, city.name, city.stateCode]),
    banks: getBanks().map((bank) => [String(bank.code ?? ''), bank.name]),
    legalNatures: Object.entries(getLegalNatures()),
    occupations: everyCode(6, getCbo),
    activities: everyCode(7, getCnae),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = fileURLToPath(BRAZIL_DATA_FILE);
  writeFileSync(file, JSON.stringify(brazilDataFromLibrary()));
  execFileSync('npx', ['biome', 'format', '--write', file], { stdio: 'inherit' });
  console.log(`${file}: written`);
}
