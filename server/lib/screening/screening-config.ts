/** Where people are screened: SCREENING_URL (POST), or undefined for the demo's built-in entries (ADR 233). */
export type ScreeningConfig = { url: string | undefined; timeoutMs: number };

/** Longest one search may take (a rescreen waits for it; a PJ file asks once per person). */
export const MAX_SCREENING_TIMEOUT_MS = 10_000;

/** 3 s by default, the demo's entries. */
export const DEFAULT_SCREENING_CONFIG: ScreeningConfig = { url: undefined, timeoutMs: 3_000 };

/** Whether `text` is an http(s) URL without credentials. */
export function isScreeningUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return ['http:', 'https:'].includes(url.protocol) && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
