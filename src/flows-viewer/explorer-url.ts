/** What the explorer's URL names: a machine and, optionally, a state (its key path from the root). */
export type ExplorerLocation = { machine: string | null; state: string | null };

/** Reads `/fluxos/<machine>?estado=<a.b.c>`. */
export function readExplorerUrl(pathname: string, search: string): ExplorerLocation {
  const [, machine] = /^\/fluxos\/([^/?#]+)/.exec(pathname) ?? [];
  return { machine: machine ? decodeURIComponent(machine) : null, state: new URLSearchParams(search).get('estado') };
}

/** The URL of a machine and state: a deep link an analyst can share. */
export function explorerUrl(machine: string, state: string | null): string {
  return `/fluxos/${encodeURIComponent(machine)}${state ? `?estado=${encodeURIComponent(state)}` : ''}`;
}
