/**
 * Where CEPs are looked up: URL templates of JSON providers shaped like ViaCEP or BrasilAPI, `{cep}` standing for the 8 digits, asked
 * in order until one answers; `timeoutMs` bounds the whole lookup, every provider included.
 */
export type CepConfig = { providers: readonly string[]; timeoutMs: number };

/** Longest a lookup may take (the customer is typing and waiting). */
export const MAX_CEP_TIMEOUT_MS = 1_500;

/** ViaCEP's public service, then BrasilAPI's when ViaCEP fails, both within the longest timeout. */
export const DEFAULT_CEP_CONFIG: CepConfig = {
  providers: ['https://viacep.com.br/ws/{cep}/json/', 'https://brasilapi.com.br/api/cep/v1/{cep}'],
  timeoutMs: MAX_CEP_TIMEOUT_MS,
};

/** The providers of a CEP_PROVIDERS value (comma-separated), or null when one is not an http(s) URL with `{cep}`. */
export function parseCepProviders(text: string): string[] | null {
  const providers = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const valid = (template: string) => {
    if (!template.includes('{cep}')) return false;
    try {
      return ['http:', 'https:'].includes(new URL(template.replaceAll('{cep}', '01310100')).protocol);
    } catch {
      return false;
    }
  };
  return providers.length > 0 && providers.every(valid) ? providers : null;
}
