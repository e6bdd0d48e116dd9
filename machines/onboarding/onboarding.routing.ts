import type { PersonType } from '../../domain/index.ts';
import { type StepKey, stepAt, stepForPath, stepIndexOf } from './onboarding.steps.ts';

/** The page of the continue sign-up flow (spec §2), linked from the landing. */
export const CONTINUE_SIGNUP_PATH = '/continuar-cadastro';
/** The path of the password reset (ours: the spec has no route for it). */
export const PASSWORD_RESET_PATH = '/recuperar-senha';
/** The path of the offer-coordination area (spec §2 "Offer management"). */
export const OFFER_COORDINATION_PATH = '/coordenacao-oferta';

const FIXED_ROUTES = {
  '/': 'landing',
  '/novo-cadastro': 'newSignup',
  [CONTINUE_SIGNUP_PATH]: 'continueSignup',
  '/documentos-pendentes-envio': 'missingDocumentsSending',
  '/documentos-pendentes-concluido': 'missingDocumentsDone',
  [PASSWORD_RESET_PATH]: 'passwordReset',
  [OFFER_COORDINATION_PATH]: 'offerCoordination',
} as const;

/** What a URL path asks for, before guards look at the session. */
export type RouteKind = (typeof FIXED_ROUTES)[keyof typeof FIXED_ROUTES] | 'step' | 'missingDocuments' | 'unknown';

// One non-empty segment after /cadastrar/ or /documentos-pendentes/ (spec §5: route parameters must be non-empty).
const STEP_ROUTE = /^\/cadastrar\/[^/]+$/;
const MISSING_DOCUMENTS_ROUTE = /^\/documentos-pendentes\/([^/]+)$/;

/** A path without its trailing slashes (`/novo-cadastro/` is `/novo-cadastro`); the root stays `/`. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Classifies a path into the route it asks for. */
export function routeKind(path: string): RouteKind {
  const normalized = normalizePath(path);
  if (Object.hasOwn(FIXED_ROUTES, normalized)) return FIXED_ROUTES[normalized as keyof typeof FIXED_ROUTES];
  if (STEP_ROUTE.test(normalized)) return 'step';
  return linkCodeOf(normalized) !== '' ? 'missingDocuments' : 'unknown';
}

/** The `:authCode` of a `/documentos-pendentes/:authCode` link (URL-decoded, trimmed), or '' for any other path. */
export function linkCodeOf(path: string): string {
  const encoded = MISSING_DOCUMENTS_ROUTE.exec(normalizePath(path))?.[1];
  if (encoded === undefined) return '';
  try {
    return decodeURIComponent(encoded).trim();
  } catch {
    // A malformed escape is no code the server could know: the flow shows the link as not found.
    return encoded;
  }
}

/**
 * The step an authenticated customer lands on for a `/cadastrar/<step>` path (spec §2): the step itself when
 * its index is not after the current one, else the current step; undefined when the path is not a step of
 * the person type's order.
 */
export function stepForRoute(path: string, personType: PersonType, currentIndex: number): StepKey | undefined {
  const step = stepForPath(personType, normalizePath(path));
  if (step === undefined) return undefined;
  return stepIndexOf(personType, step) <= currentIndex ? step : stepAt(personType, currentIndex);
}

/** A positive integer query parameter (`?assessor=12`), or null when absent or malformed. */
export function positiveIntParam(search: string, name: string): number | null {
  const raw = new URLSearchParams(search).get(name);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}
