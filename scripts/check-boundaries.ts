/**
 * Enforces the one-way imports of DESIGN §1: machines/ sees only domain/ and xstate; server/ never sees src/ or
 * machines/; domain/ sees no other part; src/ never sees server/. Inside server/ (DESIGN §5, ADR 210) a route folder
 * never sees another route folder, services/ and lib/ never see routes/, and the entry points (cli/, index.ts) see
 * routes/ only through routes/index.ts, the mounting table that builds the app. Exits 1 listing every offending import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Rule = { folder: string; forbiddenParts: string[]; forbiddenPackages: RegExp };

const RULES: Rule[] = [
  {
    folder: 'machines',
    forbiddenParts: ['src', 'server'],
    forbiddenPackages: /^(react|react-dom|@xstate\/react|ky|react-router-dom|hono|drizzle-orm)(\/|$)/,
  },
  {
    folder: 'server',
    forbiddenParts: ['src', 'machines'],
    forbiddenPackages: /^(react|react-dom|@xstate\/react|ky|react-router-dom|xstate)(\/|$)/,
  },
  { folder: 'domain', forbiddenParts: ['src', 'server', 'machines'], forbiddenPackages: /^(react|ky|hono|drizzle-orm|xstate)(\/|$)/ },
  { folder: 'src', forbiddenParts: ['server'], forbiddenPackages: /^(hono|drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/ },
];

const root = resolve(import.meta.dirname, '..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir: string, withTests = false): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path, withTests);
    else if (/\.(ts|tsx)$/.test(entry.name) && (withTests || !/\.test\.tsx?$/.test(entry.name))) yield path;
  }
}

/** The relative imports of `source`, each as written and as a path from the repository's root. */
function* relativeImports(file: string, source: string): Generator<{ spec: string; target: string }> {
  for (const match of source.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    if (spec.startsWith('.')) yield { spec, target: relative(root, resolve(join(file, '..'), spec)) };
  }
}

/** Lists the imports of `file` that break `rule`. */
function violations(file: string, source: string, rule: Rule): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    if (spec.startsWith('.')) {
      const target = relative(root, resolve(join(file, '..'), spec)).split('/')[0];
      if (rule.forbiddenParts.includes(target)) found.push(`${relative(root, file)} imports ${spec}`);
    } else if (rule.forbiddenPackages.test(spec)) {
      found.push(`${relative(root, file)} imports ${spec}`);
    }
  }
  return found;
}

const ROUTES = 'server/routes/';

/**
 * The imports by which server code reaches into a route folder it does not belong to: what several routes use lives
 * in server/services or server/lib. Tests count too: a test reaching into another route folder breaks when that
 * folder moves, and fixtures several folders share have their place in server/test-support. routes/index.ts, the
 * mounting table, sits in no route folder and may import them all.
 */
export function routeViolations(file: string, source: string): string[] {
  const from = relative(root, file);
  const own = from.startsWith(ROUTES) ? from.slice(ROUTES.length).split('/') : [];
  if (own.length === 1) return [];
  return [...relativeImports(file, source)]
    .filter(({ target }) => target.startsWith(ROUTES) && target.slice(ROUTES.length).split('/')[0] !== own[0])
    .map(({ spec }) => `${from} imports ${spec}`);
}

/** What builds the app: the one module of routes/ the entry points may import (server/app.ts is outside routes/). */
const MOUNTING_TABLE = 'server/routes/index.ts';

/**
 * The imports by which an entry point (the CLI, `server/index.ts`) reaches into routes/: what it needs of a route's
 * work lives in server/services or server/lib (ADR 210). Tests of the CLI count too.
 */
export function entryPointViolations(file: string, source: string): string[] {
  const from = relative(root, file);
  return [...relativeImports(file, source)]
    .filter(({ target }) => target.startsWith(ROUTES) && target !== MOUNTING_TABLE)
    .map(({ spec }) => `${from} imports ${spec} (an entry point imports no route module but ${MOUNTING_TABLE})`);
}

const VIEWS = 'src/views/';
/** Step folders every step may use: the shared step kit and the notification region. */
const SHARED_VIEW_FOLDERS = new Set(['kit', 'notifications']);
/** The staff's and the analysts' apps: no customer page carries their code (ADR 211). */
const OTHER_APPS = ['src/backoffice/', 'src/flows-viewer/'];
/** The one module that may load those apps, by a dynamic `import()` on their own paths. */
const CLIENT_ENTRY = 'src/main.tsx';

/**
 * The imports that break the web app's house rules (docs/house.md): a screen's folder under src/views reaches into
 * another screen's (what two screens share lives in views/kit); customer code (views, flows, components, api, theme,
 * ssr) imports the back office or the explorer, but for the entry's dynamic import; the back office or the explorer
 * import a customer screen. Tests may cross: they exercise what they import.
 */
export function clientViolations(file: string, source: string): string[] {
  const from = relative(root, file);
  if (!from.startsWith('src/') || /\.test\.tsx?$/.test(from) || from.startsWith('src/testing/')) return [];
  const app = (path: string) => OTHER_APPS.find((folder) => path.startsWith(folder));
  const screen = (path: string) => (path.startsWith(VIEWS) ? path.slice(VIEWS.length).split('/')[0] : undefined);
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    if (!spec.startsWith('.')) continue;
    const target = relative(root, resolve(join(file, '..'), spec));
    const [own, other] = [screen(from), screen(target)];
    if (own && other && own !== other && !SHARED_VIEW_FOLDERS.has(other)) {
      found.push(`${from} imports ${spec} (a screen imports views/kit, not another screen)`);
    }
    const dynamicFromEntry = from === CLIENT_ENTRY && match[2] !== undefined;
    if (app(target) && app(target) !== app(from) && !dynamicFromEntry) {
      found.push(`${from} imports ${spec} (customer code carries no back-office or explorer code)`);
    }
    if (app(from) && other) found.push(`${from} imports ${spec} (the back office and the explorer import no customer screen)`);
  }
  return found;
}

/** Every broken boundary of the repository, one line per import. */
export function boundaryProblems(): string[] {
  const read = (file: string) => readFileSync(file, 'utf8');
  return [
    ...RULES.flatMap((rule) => [...sourceFiles(join(root, rule.folder))].flatMap((file) => violations(file, read(file), rule))),
    ...['server/routes', 'server/services', 'server/lib'].flatMap((folder) =>
      [...sourceFiles(join(root, folder), true)].flatMap((file) => routeViolations(file, read(file))),
    ),
    ...[...sourceFiles(join(root, 'server/cli'), true), join(root, 'server/index.ts')].flatMap((file) =>
      entryPointViolations(file, read(file)),
    ),
    ...[...sourceFiles(join(root, 'src'))].flatMap((file) => clientViolations(file, read(file))),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = boundaryProblems();
  if (problems.length > 0) {
    console.error(`Import boundaries broken (DESIGN §1, §5):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Import boundaries: ok');
}
