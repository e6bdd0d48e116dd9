import type { Bank, LookupItem, State } from '../../domain/api/lookups.ts';

/** A few Brazilian states as GET /api/common/states/BRA answers them (IBGE codes). */
export const STATES: State[] = [
  { Id: 33, Uf: 'RJ', Description: 'Rio de Janeiro' },
  { Id: 35, Uf: 'SP', Description: 'São Paulo' },
];

/** Municipalities by IBGE state code (GET /api/common/cities/{stateId}). */
export const CITIES: Record<number, LookupItem[]> = {
  33: [
    { Id: 3303302, Description: 'Niterói' },
    { Id: 3304557, Description: 'Rio de Janeiro' },
  ],
  35: [
    { Id: 3509502, Description: 'Campinas' },
    { Id: 3548708, Description: 'São Bernardo do Campo' },
    { Id: 3550308, Description: 'São Paulo' },
  ],
};

/** Banks by COMPE code (GET /api/common/banks). */
export const BANKS: Bank[] = [
  { Id: '001', Description: 'Banco do Brasil S.A.' },
  { Id: '104', Description: 'Caixa Econômica Federal' },
  { Id: '237', Description: 'Banco Bradesco S.A.' },
  { Id: '260', Description: 'Nu Pagamentos S.A.' },
  { Id: '341', Description: 'Itaú Unibanco S.A.' },
];

/** The lookup-lists API module with its two readers answering the lists above (for `vi.mock`). */
export async function fakeLookupLists(original: Record<string, unknown>) {
  const { vi } = await import('vitest');
  const lists: Record<string, unknown[]> = { states: STATES, banks: BANKS };
  return {
    ...original,
    loadLookup: vi.fn(async (_http: unknown, name: string) => lists[name] ?? []),
    loadCities: vi.fn(async (_http: unknown, stateId: number) => CITIES[stateId] ?? []),
  };
}
