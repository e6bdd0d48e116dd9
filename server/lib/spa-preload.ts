import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RoutePreloads } from './scripts-after-paint.ts';

/** The part of Vite's `.vite/manifest.json` the preload hints need: each source module's chunk and static imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The build folder's subfolder of build metadata (the manifest), for the server only: never served. */
export const BUILD_META_DIR = '.vite';

// Where Vite writes the build manifest inside the build folder (`build.manifest: true`).
const MANIFEST_PATH = join(BUILD_META_DIR, 'manifest.json');

// Every call goes through this chunk, loaded on the first one (ADR 152); a wizard step calls at once.
const API_CLIENT = 'src/flows/live-api.ts';
// The child flows (the wizard steps' machines bound to their calls): a wizard step invokes one at once (ADR 166).
const CHILD_FLOWS = 'src/flows/child-flows.bind.ts';
// The module of every screen after the landing (ADR 167): a step's view loads through it.
const LATER_VIEWS = 'src/flows/later-views.ts';
// What every wizard step runs at once, whatever its screen.
const STEP = [API_CLIENT, CHILD_FLOWS, LATER_VIEWS];

/**
 * The source modules a deep link runs at once, by path (ADR 165). A path whose screen depends on the person type,
 * which only the browser knows (its session), names what every step runs alone: a hint the route does not use costs
 * a Slow-4G customer bytes the screen then waits behind. The landing `/` has none (its bytes are a goal).
 */
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/cadastrar/endereco': [...STEP, 'src/views/address.view.tsx'],
  '/cadastrar/documentos': [...STEP, 'src/views/documents.view.tsx'],
  // Personal data (PF) or company data (PJ).
  '/cadastrar/identificacao': STEP,
  // Document upload (PJ) or, for an individual, financial data (spec §2).
  '/cadastrar/envio-de-documentos': STEP,
  '/cadastrar/dados-financeiros': [...STEP, 'src/views/financial-data.view.tsx'],
  '/cadastrar/suitability': [...STEP, 'src/views/suitability.view.tsx'],
  '/cadastrar/termos-e-assinatura': [...STEP, 'src/views/terms.view.tsx'],
  // The PDF reader opened by URL shows the terms step.
  '/cadastrar/pdf': [...STEP, 'src/views/terms.view.tsx'],
  '/cadastrar/concluido': [...STEP, 'src/views/finished.view.tsx'],
};

// A module's chunk and every chunk it imports statically, as manifest keys (each once).
function chunkClosure(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) chunkClosure(manifest, imported, into);
  return into;
}

// Modules a deep link cannot paint without: fetched at the browser's normal priority, the others at low (ADR 166).
const URGENT: ReadonlySet<string> = new Set([CHILD_FLOWS, LATER_VIEWS]);

/**
 * The module preloads of every route in `routes`, from a build manifest: each module's chunk and its static imports,
 * less what index.html already loads (the entry and its imports). A module missing from the manifest gets none. The
 * child flows, which a wizard step's first screen waits for, are urgent, at normal priority; the rest are for later,
 * at low priority, not sharing the bandwidth of index.html's own scripts (ADR 165). The page requests them all after
 * its first paint (ADR 171).
 */
export function routePreloads(manifest: BuildManifest, routes: Readonly<Record<string, readonly string[]>>): Map<string, RoutePreloads> {
  const entry = chunkClosure(manifest, 'index.html');
  const preloads = new Map<string, RoutePreloads>();
  const href = (key: string) => `/${manifest[key].file}`;
  for (const [path, modules] of Object.entries(routes)) {
    const urgent = new Set<string>();
    for (const module of modules.filter((m) => URGENT.has(m))) chunkClosure(manifest, module, urgent);
    const later = new Set<string>();
    for (const module of modules.filter((m) => !URGENT.has(m))) chunkClosure(manifest, module, later);
    const route = {
      urgent: [...urgent].filter((key) => !entry.has(key)).map(href),
      later: [...later].filter((key) => !entry.has(key) && !urgent.has(key)).map(href),
    };
    if (route.urgent.length + route.later.length > 0) preloads.set(path, route);
  }
  return preloads;
}

/** The route preloads of the build in `staticDir` (none when it has no manifest, e.g. before the first build). */
export function readRoutePreloads(staticDir: string): Map<string, RoutePreloads> {
  const file = join(staticDir, MANIFEST_PATH);
  if (!existsSync(file)) return new Map();
  return routePreloads(JSON.parse(readFileSync(file, 'utf8')) as BuildManifest, ROUTE_MODULES);
}
