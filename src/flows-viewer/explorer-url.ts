/**
 * What the explorer's URL names: a machine and, optionally, a state (its key path from the root); `elk` when
 * `?layout=elk` asks for the layout to be computed in the browser even where a stored one matches (the bench's baseline).
 */
export type ExplorerLocation = { machine: string | null; state: string | null; elk: boolean };

/** Reads `/fluxos/<machine>?estado=<a.b.c>[&layout=elk]`. */
export function readExplorerUrl(pathname: string, search: string): ExplorerLocation {
  const [, machine] = /^\/fluxos\/([^/?#]+)/.exec(pathname) ?? [];
  const params = new URLSearchParams(search);
  return { machine: machine ? decodeURIComponent(machine) : null, state: params.get('estado'), elk: params.get('layout') === 'elk' };
}

/** The URL of a machine and state: a deep link an analyst can share. */
export function explorerUrl(machine: string, state: string | null): string {
  return `/fluxos/${encodeURIComponent(machine)}${state ? `?estado=${encodeURIComponent(state)}` : ''}`;
}
