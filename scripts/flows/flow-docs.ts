import type { AnyStateMachine } from 'xstate';
import { machineGraph } from './machine-graph.ts';
import { toMermaid } from './to-mermaid.ts';

/** Where `npm run flows` writes, relative to the repository root. */
export const FLOWS_DIR = 'docs/flows';

const INTRO = `# Flow diagrams

Generated from the statecharts in \`machines/\` (the list in \`machines/registry.ts\`) by \`npm run flows\`: do not
edit by hand. \`npm run flows:check\` (part of \`npm run lint\`) fails when a file here is stale. The running app shows
the same diagrams at \`/fluxos\`, with the live state of the journey and the model suite's coverage.

How to read them: \`[*] -->\` marks where a composite state starts and \`--> [*]\` a final state; \`invoke x\` under a
state names the actor (API call or child machine) it runs while active; an edge reads \`event [guard]\`, where
\`done x\` / \`error x\` are the answers of invoke \`x\`, \`always\` an eventless transition and \`after n ms\` a timer.
Regions of a parallel state are separated by a dashed line.`;

/** The files of docs/flows for the given machines: `<name>.mmd` each, and README.md embedding them all. */
export function flowFiles(machines: Readonly<Record<string, AnyStateMachine>>): Map<string, string> {
  const entries = Object.entries(machines).map(([name, machine]) => {
    const { states, edges } = machineGraph(machine);
    return { name, source: toMermaid(machine), states: states.length, transitions: edges.length };
  });
  const table = [
    '| Machine | States | Transitions | Source |',
    '|---|---:|---:|---|',
    ...entries.map(
      (entry) => `| [${entry.name}](#${entry.name}) | ${entry.states} | ${entry.transitions} | [${entry.name}.mmd](${entry.name}.mmd) |`,
    ),
  ];
  const sections = entries.map((entry) => `## ${entry.name}\n\n\`\`\`mermaid\n${entry.source}\`\`\``);
  const readme = [INTRO, table.join('\n'), ...sections].join('\n\n');
  return new Map([...entries.map((entry) => [`${entry.name}.mmd`, entry.source] as const), ['README.md', `${readme}\n`]]);
}

/** A file of docs/flows that differs from what the machines generate. */
export type StaleFile = { file: string; problem: 'stale' | 'missing' | 'not generated' };

/**
 * Compares the generated files with what the folder holds (`existing`: file name → content): changed, missing,
 * and leftover `.mmd` files of machines no longer registered.
 */
export function staleFlowFiles(generated: ReadonlyMap<string, string>, existing: ReadonlyMap<string, string>): StaleFile[] {
  const changed = [...generated].flatMap(([file, content]): StaleFile[] => {
    const current = existing.get(file);
    if (current === undefined) return [{ file, problem: 'missing' }];
    return current === content ? [] : [{ file, problem: 'stale' }];
  });
  const leftovers = [...existing.keys()].filter((file) => file.endsWith('.mmd') && !generated.has(file));
  return [...changed, ...leftovers.map((file): StaleFile => ({ file, problem: 'not generated' }))];
}
