import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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

const link = (file: string, urgent: boolean) =>
  `<link rel="modulepreload" crossorigin${urgent ? '' : ' fetchpriority="low"'} href="/${file}">`;

/**
 * The `<link rel="modulepreload">` tags of every route in `routes`, from a build manifest: each module's chunk and
 * its static imports, less what index.html already loads (the entry and its imports). A module missing from the
 * manifest gets no hint. The child flows, which a wizard step's first screen waits for, come first and at normal
 * priority; the rest at low priority, after index.html's own scripts, not sharing their bandwidth (ADR 165).
 */
export function preloadTags(manifest: BuildManifest, routes: Readonly<Record<string, readonly string[]>>): Map<string, string> {
  const entry = chunkClosure(manifest, 'index.html');
  const tags = new Map<string, string>();
  for (const [path, modules] of Object.entries(routes)) {
    const urgent = new Set<string>();
    for (const module of modules.filter((m) => URGENT.has(m))) chunkClosure(manifest, module, urgent);
    const later = new Set<string>();
    for (const module of modules.filter((m) => !URGENT.has(m))) chunkClosure(manifest, module, later);
    const links = [
      ...[...urgent].filter((key) => !entry.has(key)).map((key) => link(manifest[key].file, true)),
      ...[...later].filter((key) => !entry.has(key) && !urgent.has(key)).map((key) => link(manifest[key].file, false)),
    ];
    if (links.length) tags.set(path, links.join(''));
  }
  return tags;
}

/** The preload tags of the build in `staticDir` (none when it has no manifest, e.g. before the first build). */
export function readPreloadTags(staticDir: string): Map<string, string> {
  const file = join(staticDir, MANIFEST_PATH);
  if (!existsSync(file)) return new Map();
  return preloadTags(JSON.parse(readFileSync(file, 'utf8')) as BuildManifest, ROUTE_MODULES);
}

/** index.html with a route's preload tags before `</head>` (as it is when the route has none). */
export function withPreloads(html: string, tags: string | undefined): string {
  if (!tags || !html.includes('</head>')) return html;
  return html.replace('</head>', () => `${tags}</head>`);
}
