import { vi } from 'vitest';

/** The lookup lists the identification screens read, as the API answers them (a realistic subset). */
export const LOOKUPS: Record<string, unknown> = {
  '/api/common/countries': [
    { Id: 'BRA', Description: 'Brasil' },
    { Id: 'PRT', Description: 'Portugal' },
  ],
  '/api/common/states/BRA': [
    { Id: 33, Uf: 'RJ', Description: 'Rio de Janeiro' },
    { Id: 35, Uf: 'SP', Description: 'São Paulo' },
  ],
  '/api/common/cities/35': [
    { Id: 3509502, Description: 'Campinas' },
    { Id: 3550308, Description: 'São Paulo' },
  ],
  '/api/common/nationalities': [{ Id: 1, Description: 'Brasileira' }],
  '/api/common/occupations': [
    { Id: 10005, Description: 'Estudante' },
    { Id: 202105, Description: 'Engenheiro mecatrônico (CBO 2021-05)' },
    { Id: 214205, Description: 'Engenheiro civil (CBO 2142-05)' },
  ],
  '/api/common/marital-status': [
    { Id: 1, Description: 'Solteiro(a)' },
    { Id: 2, Description: 'Casado(a)' },
  ],
  '/api/common/document-types': [{ Id: 1, Description: 'RG' }],
  '/api/common/document-issuer-agencies': [{ Id: 1, Description: 'SSP' }],
  '/api/common/genders': [
    { Id: 1, Description: 'Feminino' },
    { Id: 2, Description: 'Masculino' },
  ],
  '/api/common/activities/J': [
    { Id: 6201501, Description: 'Desenvolvimento de programas de computador sob encomenda (CNAE 6201-5/01)' },
    {
      Id: 6311900,
      Description: 'Tratamento de dados, provedores de serviços de aplicação e serviços de hospedagem na internet (CNAE 6311-9/00)',
    },
  ],
  '/api/common/constitution-form': [{ Id: 2062, Description: 'Sociedade Empresária Limitada' }],
  '/api/common/fatca': [
    { Id: 1, Description: 'Entidade não financeira ativa', Giin: false },
    { Id: 2, Description: 'Instituição financeira participante', Giin: true },
  ],
  '/api/common/representative-categories': [{ Id: 1, Description: 'Sócio administrador' }],
  '/api/common/banks': [{ Id: '341', Description: 'Itaú Unibanco S.A.' }],
};

/**
 * Answers GET /api/common/* from `lookups` (fetch is global: the screens read lookups through their own client);
 * a path listed in `failing` answers 500 until removed from it. Returns the spy and the paths read.
 */
export function stubLookups(lookups: Record<string, unknown> = LOOKUPS, failing: Set<string> = new Set()) {
  const paths: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    paths.push(url.pathname);
    const found = Object.hasOwn(lookups, url.pathname) && !failing.has(url.pathname);
    return new Response(JSON.stringify(found ? lookups[url.pathname] : { Message: 'Falha' }), {
      status: found ? 200 : 500,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { spy, paths };
}
