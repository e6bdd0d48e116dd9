/**
 * Keeps package.json true to the imports (ADR 176): every package imported anywhere is declared; `dependencies`
 * holds exactly what the compiled server (server/index.ts, scripts/admin.ts and what they import) loads at run
 * time, so `npm ci --omit=dev` installs it and nothing else; every declared package is used. Exits 1 listing each
 * problem.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const FOLDERS = ['server', 'domain', 'src', 'machines', 'scripts', 'test'];
/** Entry points of the compiled server (tsconfig.server.json). */
const RUNTIME_ENTRIES = ['server/index.ts', 'scripts/admin.ts'];
/**
 * Packages the server loads only in development, through a dynamic import that a production install can do without:
 * devDependencies, left out by `npm ci --omit=dev`. PGlite is the embedded database used when DATABASE_URL is unset.
 */
const OPTIONAL_AT_RUN_TIME = new Set(['@electric-sql/pglite']);
/** Declared packages used through a binary or a configuration rather than an import. */
const TOOLS = new Set(['@biomejs/biome', 'typescript', 'tsx', '@vitest/coverage-v8', 'jsdom', '@testing-library/dom']);

// Static imports and re-exports (`import type` kept apart: erased at compile time), side-effect and dynamic imports.
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

type Import = { spec: string; typeOnly: boolean };

function importsOf(file: string): Import[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => ({ spec: m[2] ?? m[3], typeOnly: Boolean(m[1]) }));
}

function* sourceFiles(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    if (/\.(ts|tsx|mts)$/.test(path)) yield path;
    return;
  }
  for (const entry of readdirSync(path)) if (entry !== 'node_modules') yield* sourceFiles(join(path, entry));
}

/** The npm package an import names, or undefined for a relative path or a Node built-in. */
function packageOf(spec: string): string | undefined {
  if (spec.startsWith('.') || spec.startsWith('node:') || builtinModules.includes(spec.split('/')[0])) return undefined;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Packages the modules reachable from `entries` through relative imports load at run time. */
function runtimePackages(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const stack = entries.map((entry) => join(root, entry));
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { spec, typeOnly } of importsOf(file)) {
      if (typeOnly) continue;
      if (spec.startsWith('.')) stack.push(resolve(dirname(file), spec));
      else if (packageOf(spec)) packages.add(packageOf(spec)!);
    }
  }
  return packages;
}

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const runtime = new Set(Object.keys(manifest.dependencies ?? {}));
const declared = new Set([...runtime, ...Object.keys(manifest.devDependencies ?? {})]);
const rootFiles = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isFile());
const files = [...FOLDERS.map((folder) => join(root, folder)), ...rootFiles.map((entry) => join(root, entry.name))];
const problems: string[] = [];
const imported = new Set<string>();

for (const file of new Set(files.flatMap((path) => [...sourceFiles(path)]))) {
  for (const { spec } of importsOf(file)) {
    const name = packageOf(spec);
    if (!name) continue;
    imported.add(name);
    if (!declared.has(name)) problems.push(`${relative(root, file)} imports ${spec}, which package.json does not declare`);
  }
}
const needed = runtimePackages(RUNTIME_ENTRIES);
for (const name of needed) {
  if (OPTIONAL_AT_RUN_TIME.has(name)) {
    if (runtime.has(name)) problems.push(`${name} is loaded only without DATABASE_URL: devDependencies`);
  } else if (!runtime.has(name)) problems.push(`the server loads ${name} at run time: move it to dependencies`);
}
for (const name of runtime) if (!needed.has(name)) problems.push(`${name} is in dependencies, never loaded by the server: devDependencies`);
for (const name of declared) {
  if (!imported.has(name) && !TOOLS.has(name) && !name.startsWith('@types/')) problems.push(`${name} is declared but never imported`);
}

if (problems.length > 0) {
  console.error(`package.json and the imports disagree:\n  ${[...new Set(problems)].join('\n  ')}`);
  process.exit(1);
}
console.log(`Dependencies: ok (${runtime.size} at run time, ${declared.size - runtime.size} to build and test)`);
