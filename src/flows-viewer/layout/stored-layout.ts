import { elkInput, type Geometry, type Layout, placeLayout } from './statechart-layout.ts';

/** A machine's layout computed at build time (`npm run flows`), with the digest of the ELK input it came from. */
export type StoredLayout = Geometry & { digest: string };

/** The stored layouts by view: machine name (machines/registry.ts), `:aberto` for a folded machine wholly unfolded. */
export type StoredLayouts = Readonly<Record<string, StoredLayout>>;

// Bumped when the stored coordinates change meaning, so older files read as stale.
const FORMAT = 2;

/**
 * A 64-bit digest of a text (two 32-bit multiply-xorshift lanes, as in cyrb53): it tells a changed graph from the one
 * a layout was computed for, nothing more. Synchronous and free of Web Crypto, which plain-HTTP hosts lack.
 */
export function digestOf(text: string): string {
  let [a, b] = [0xdeadbeef, 0x41c6ce57];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 2654435761);
    b = Math.imul(b ^ code, 1597334677);
  }
  a = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
  return [b, a].map((lane) => (lane >>> 0).toString(16).padStart(8, '0')).join('');
}

/** A graph as drawn, perhaps with folded states. */
type Drawn = Parameters<typeof elkInput>[0];

/** The digest of everything ELK would be given for this graph: states, sizes, routed pairs, label sizes, options. */
export const layoutDigest = (graph: Drawn) => digestOf(`${FORMAT}:${JSON.stringify(elkInput(graph).root)}`);

/** The stored layout of this very graph, placed for drawing; null when none matches (a machine edited since). */
export function storedLayout(graph: Drawn, stored: StoredLayouts): Layout | null {
  const digest = layoutDigest(graph);
  const found = Object.values(stored).find((each) => each.digest === digest);
  return found ? placeLayout(graph, found) : null;
}
