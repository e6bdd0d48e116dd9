/** Where CPFs are checked: CPF_CHECK_URL's template (with `{cpf}`), or undefined for the demo's built-in records. */
export type CpfCheckConfig = { url: string | undefined; timeoutMs: number };

/** Longest a check may take: the customer waits for the sign-up's answer. */
export const MAX_CPF_CHECK_TIMEOUT_MS = 5_000;

/** 1.5 s by default, the demo's records. */
export const DEFAULT_CPF_CHECK_CONFIG: CpfCheckConfig = { url: undefined, timeoutMs: 1_500 };

/** Whether `text` is an http(s) URL template with `{cpf}`. */
export function isCpfCheckUrl(text: string): boolean {
  if (!text.includes('{cpf}')) return false;
  try {
    return ['http:', 'https:'].includes(new URL(text.replaceAll('{cpf}', '52998224725')).protocol);
  } catch {
    return false;
  }
}
