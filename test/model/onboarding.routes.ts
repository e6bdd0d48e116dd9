import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { PDF_READER } from '../../machines/agreements/agreements.reader.ts';
import { AUTH_CODE } from '../../machines/missing-documents/missing-documents.fixtures.ts';
import { STEPS } from '../../machines/onboarding/index.ts';
import type { OnboardingContext } from '../../machines/onboarding/onboarding.context.ts';
import { linkCodeOf, normalizePath, routeKind, stepForRoute } from '../../machines/onboarding/onboarding.routing.ts';
import { labelled } from './lib/events.ts';

// Every kind of path: the fixed routes, each step path, an unknown step, an empty step parameter, an unknown page,
// the missing-documents link and pages, and the password reset.
const ROUTE_PATHS = [
  '/',
  '/novo-cadastro',
  '/continuar-cadastro',
  ...new Set(Object.values(STEPS).map((step) => step.path)),
  PDF_READER.path,
  '/cadastrar/',
  '/inexistente',
  `/documentos-pendentes/${AUTH_CODE}`,
  '/documentos-pendentes-envio',
  '/documentos-pendentes-concluido',
  '/recuperar-senha',
  '/coordenacao-oferta',
];

const ROUTES = ROUTE_PATHS.map((path) => labelled(`route ${path}`, { type: 'route.changed', path }));

/**
 * What the routing guards read of a path from this context (`onboarding.setup.ts`): its kind, the link's code, and
 * for a step's URL the step it lands on (none without a session) and whether it is the PDF reader's.
 */
function routeClass(context: OnboardingContext, path: string): string {
  const kind = routeKind(path);
  if (kind === 'missingDocuments') return `${kind} ${linkCodeOf(path)}`;
  if (kind !== 'step') return kind;
  const lands = context.auth && context.personType ? (stepForRoute(path, context.personType, context.stepIndex) ?? 'none') : 'signed out';
  return `step ${lands} ${normalizePath(path) === PDF_READER.path}`;
}

/**
 * The URLs to try from a snapshot. While the partner resolves, every path from the page first `opened` (each is
 * remembered, replacing the one before, and routed once the partner is known; from a page typed meanwhile they would
 * take the same transition to the same states again). Then one path per class the guards tell apart, the first in
 * `ROUTE_PATHS` order: two paths of a class take the same transition to the same state (signed out, every
 * `/cadastrar/…` leads to the landing), so the others would add edges and no behaviour.
 */
export function routeEvents(snapshot: AnyMachineSnapshot, opened: string): EventObject[] {
  const context = snapshot.context as OnboardingContext;
  if (snapshot.matches({ partner: 'resolving' })) return context.pendingPath === opened ? ROUTES : [];
  const byClass = new Map<string, EventObject>();
  for (const route of ROUTES) {
    const key = routeClass(context, (route as { path: string } & EventObject).path);
    if (!byClass.has(key)) byClass.set(key, route);
  }
  return [...byClass.values()];
}
