import { type ListEntry, matchEntries } from './list-entries.ts';
import type { ScreeningProvider } from './screening-provider.ts';

/**
 * The demo's list entries (development without SCREENING_URL; README "Demo data"), all fictional: the PEP entry is
 * the demo CPF 123.456.781-43 (Ana Beatriz Souza) as the CGU publishes it, masked; the sanctioned names match any
 * customer named alike; the CEIS entry is a company's CNPJ.
 */
export const DEMO_LIST_ENTRIES: readonly ListEntry[] = [
  {
    list: 'pep',
    source: 'CGU PEP',
    entryId: 'PEP-000123',
    name: 'ANA BEATRIZ SOUZA',
    role: 'Vereadora — Câmara Municipal de Exemplo (2021-01-01 a 2024-12-31)',
    document: '***.456.781-**',
  },
  {
    list: 'pep',
    source: 'CGU PEP',
    entryId: 'PEP-000456',
    name: 'JOÃO PEREIRA LIMA',
    role: 'Secretário Municipal — Prefeitura de Exemplo (2019-01-01 a 2022-12-31)',
    document: '***.654.321-**',
  },
  { list: 'sanctions', source: 'OFAC', entryId: 'SDN-99901', name: 'Boris Sancionado Petrov', role: 'SDGT' },
  { list: 'sanctions', source: 'ONU', entryId: 'QDi.999', name: 'Ahmad Exemplo Karim', role: 'Resolução 1267 (Al-Qaida)' },
  {
    list: 'sanctions',
    source: 'CEIS',
    entryId: 'CEIS-2024-0001',
    name: 'Construtora Exemplo Inidônea Ltda',
    role: 'Inidoneidade — Lei 8.666/93, art. 87, IV',
    document: '11222333000181',
  },
];

/** The built-in demo provider: matches `entries` in memory, as a screening service would. */
export function demoScreeningProvider(entries: readonly ListEntry[] = DEMO_LIST_ENTRIES): ScreeningProvider {
  return { name: 'demo', search: async (query) => matchEntries(entries, query) };
}
