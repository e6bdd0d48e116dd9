import type { MachineGraph } from '../../scripts/flows/machine-graph.ts';

/** The explorer's side-panel tabs, as the URL names them. */
export const TABS = ['estado', 'simulacao', 'ao-vivo'] as const;
export type Tab = (typeof TABS)[number];

/**
 * What the explorer's URL names, as written (checked against the machine by `resolveView`): a machine, a state and
 * the folded states (key paths from the root), a zoom (percent), a tab; `elk` when `?layout=elk` asks for the layout
 * to be computed in the browser even where a stored one matches (the bench's baseline).
 */
export type ExplorerLocation = {
  machine: string | null;
  state: string | null;
  /** Null when the URL names none: the machine's default folds. */
  folds: string | null;
  zoom: string | null;
  tab: string | null;
  elk: boolean;
};

/** Reads `/fluxos/<machine>?estado=<a.b.c>&dobrados=<a.b,c.d>&zoom=<percent>&aba=<tab>[&layout=elk]`. */
export function readExplorerUrl(pathname: string, search: string): ExplorerLocation {
  const [, machine] = /^\/fluxos\/([^/?#]+)/.exec(pathname) ?? [];
  const params = new URLSearchParams(search);
  let name: string | null = null;
  try {
    name = machine ? decodeURIComponent(machine) : null;
  } catch {
    name = null;
  }
  return {
    machine: name,
    state: params.get('estado'),
    folds: params.get('dobrados'),
    zoom: params.get('zoom'),
    tab: params.get('aba'),
    elk: params.get('layout') === 'elk',
  };
}

/** A view of a machine the URL can name: the selected state's and folded states' ids, zoom (scale), tab. */
export type ExplorerView = { selected: string | null; folds: ReadonlySet<string> | null; zoom: number | null; tab: Tab };

/** Zoom levels a URL may ask for (percent), as the diagram's own limits. */
const ZOOM = { min: 5, max: 300 };

/**
 * The view a URL names on this machine, with a notice (pt-BR) for what it names wrongly: an unknown state or fold list
 * opens the machine at its root with its default folds; a bad zoom fits the drawing; a bad tab opens the state tab.
 */
export function resolveView(graph: MachineGraph, location: ExplorerLocation): { view: ExplorerView; notices: string[] } {
  const byPath = new Map(graph.states.map((state) => [state.path.join('.'), state]));
  const notices: string[] = [];
  let selected: string | null = null;
  let folds: Set<string> | null = null;
  if (location.state !== null) {
    selected = byPath.get(location.state)?.id ?? null;
    if (!selected) notices.push(`O estado “${clip(location.state)}” do endereço não existe nesta máquina: ela abre na raiz.`);
  }
  if (location.folds !== null) {
    const paths = location.folds === '' ? [] : location.folds.split(',');
    const states = paths.map((path) => byPath.get(path));
    if (states.every((state) => state && state.children.length > 0)) folds = new Set(states.map((state) => state!.id));
    else {
      notices.push(
        `A lista de estados dobrados do endereço (“${clip(location.folds)}”) não vale para esta máquina: ela abre na raiz, com as dobras padrão.`,
      );
      selected = null;
    }
  }
  let zoom: number | null = null;
  if (location.zoom !== null) {
    const percent = /^\d{1,3}$/.test(location.zoom) ? Number(location.zoom) : Number.NaN;
    if (percent >= ZOOM.min && percent <= ZOOM.max) zoom = percent / 100;
    else
      notices.push(`O zoom “${clip(location.zoom)}” do endereço não vale (de ${ZOOM.min} a ${ZOOM.max}): o diagrama abre ajustado à tela.`);
  }
  let tab: Tab = 'estado';
  if (location.tab !== null) {
    if ((TABS as readonly string[]).includes(location.tab)) tab = location.tab as Tab;
    else notices.push(`A aba “${clip(location.tab)}” do endereço não existe: abre a aba Estado.`);
  }
  return { view: { selected, folds, zoom, tab }, notices };
}

// A name from the URL as quoted in a notice: printable and short.
const clip = (text: string) => {
  const printable = text.replace(/[\p{Cc}\p{Cf}]/gu, '');
  return printable.length > 60 ? `${printable.slice(0, 60)}…` : printable;
};

/**
 * The URL of a view of a machine: a link that reproduces it. `folds` is null for the machine's default folds (not
 * written); the zoom is written in whole percent; the state tab, the default, is not written.
 */
export function explorerUrl(
  machine: string,
  graph: MachineGraph,
  view: { selected: string | null; folds?: ReadonlySet<string> | null; zoom?: number | null; tab?: Tab },
): string {
  const pathOf = new Map(graph.states.map((state) => [state.id, state.path.join('.')]));
  const params: string[] = [];
  const state = view.selected ? pathOf.get(view.selected) : undefined;
  if (state) params.push(`estado=${encodeURIComponent(state)}`);
  if (view.folds) {
    const paths = [...view.folds].flatMap((id) => pathOf.get(id) ?? []).sort();
    params.push(`dobrados=${paths.map(encodeURIComponent).join(',')}`);
  }
  if (view.zoom) params.push(`zoom=${Math.round(view.zoom * 100)}`);
  if (view.tab && view.tab !== 'estado') params.push(`aba=${view.tab}`);
  return `/fluxos/${encodeURIComponent(machine)}${params.length > 0 ? `?${params.join('&')}` : ''}`;
}
