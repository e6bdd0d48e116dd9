import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { mergeCitations } from './spec-citations.ts';

// The machines' own sources as text, loaded on demand into the explorer's chunks only.
const SOURCES = import.meta.glob<string>(['../../machines/**/*.ts', '!../../machines/**/*.test.ts', '!../../machines/**/*.fixtures.ts'], {
  query: '?raw',
  import: 'default',
});

async function machineSources(name: string, machine: AnyStateMachine): Promise<string[]> {
  const own = Object.entries(SOURCES).filter(([path]) => path.includes(`/machines/${name}/`));
  if (own.length > 0) return Promise.all(own.map(([, load]) => load()));
  // A machine registered under another name than its folder: the files that define its id.
  const all = await Promise.all(Object.values(SOURCES).map((load) => load()));
  return all.filter((source) => source.includes(`id: '${machine.id}'`));
}

/** The spec sections a machine's source cites, by state key (empty while loading). */
export function useSpecCitations(name: string, machine: AnyStateMachine): Map<string, Set<string>> {
  const [cited, setCited] = useState<{ name: string; map: Map<string, Set<string>> } | null>(null);
  useEffect(() => {
    let current = true;
    machineSources(name, machine).then((sources) => current && setCited({ name, map: mergeCitations(sources) }));
    return () => {
      current = false;
    };
  }, [name, machine]);
  return cited?.name === name ? cited.map : new Map();
}
