import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { BRAND_FONT_CSP_SOURCE, JOURNEY_PREFETCH_CSP_SOURCE } from '../lib/web/landing-page.ts';
import { SCRIPTS_AFTER_PAINT_CSP_SOURCE } from '../lib/web/scripts-after-paint.ts';
import { STEP_CHOOSER_CSP_SOURCE } from '../lib/web/step-chooser.ts';

/**
 * Secure headers with a CSP the SPA works under: scripts only from us, and inline only the page's step chooser and
 * the landing's prefetch and font loader and the journey's loader (by their hashes, ADR 170, 178, 181, issue 34); styles also inline because Emotion injects <style> tags; images and fonts from us or data: URLs.
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", STEP_CHOOSER_CSP_SOURCE, JOURNEY_PREFETCH_CSP_SOURCE, SCRIPTS_AFTER_PAINT_CSP_SOURCE, BRAND_FONT_CSP_SOURCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: shows a chosen file's preview (and serves an agreement PDF fetched with the bearer as its download).
      imgSrc: ["'self'", 'data:', 'blob:'],
      frameSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // A handler's own, stricter header stands (the back office's documents: `sandbox; default-src 'none'`).
    overwrite: false,
  });
}

/**
 * Sets a header on the response the handler produced, in place. `c.header()` after the handler rebuilds the
 * response around its body as a stream, which takes @hono/node-server off its fast path for string bodies (ADR
 * 155); a response with immutable headers (a fetched or redirect response) still goes through `c.header()`.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/**
 * The partners' logos under /brands/ are shown by other sites too — the emails in a webmail (ADR 205) — so they may
 * be loaded cross-origin; registered before `securityHeaders`, whose same-origin resource policy it then replaces.
 */
export const sharedBrandAssets: MiddlewareHandler = async (c, next) => {
  await next();
  setResponseHeader(c, 'Cross-Origin-Resource-Policy', 'cross-origin');
};

/** API answers are personal and change: no cache may keep them (a handler's own no-store policy, e.g. `private, no-store`, stands). */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.headers.get('Cache-Control')?.includes('no-store')) return;
  setResponseHeader(c, 'Cache-Control', 'no-store');
};
