/**
 * Enforces the one-way imports of DESIGN §1: machines/ sees only domain/ and xstate; server/ never sees src/ or
 * machines/; domain/ sees no other part; src/ never sees server/. Exits 1 listing every offending import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

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

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
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

const problems = RULES.flatMap((rule) =>
  [...sourceFiles(join(root, rule.folder))].flatMap((file) => violations(file, readFileSync(file, 'utf8'), rule)),
);
if (problems.length > 0) {
  console.error(`Import boundaries broken (DESIGN §1):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Import boundaries: ok');
