/**
 * Text widths for sizing the diagram's boxes at layout time (build time in Node, or ELK in the browser), where no
 * font can be measured. The advance widths (in em) of DejaVu Sans, bold and regular, as Chromium measured them with
 * the drawing's font (`600 13px system-ui` for names, `12px system-ui` for lines, the same in em at 13px): the widest of the usual fallbacks
 * (Segoe UI, San Francisco, Roboto and Liberation Sans are narrower), so a box sized from them holds its label on any
 * of them. A character missing here counts as 1 em.
 */

type Widths = ReadonlyArray<readonly [number, string]>;

const BOLD: Widths = [
  [0.306, "'"],
  [0.343, 'ijl'],
  [0.348, ' '],
  [0.365, '/\\|'],
  [0.372, 'IJ'],
  [0.38, ',.'],
  [0.4, ':;'],
  [0.412, '›'],
  [0.415, '-'],
  [0.435, 'f'],
  [0.456, '!'],
  [0.457, '()[]'],
  [0.478, 't'],
  [0.493, 'r'],
  [0.5, '_`'],
  [0.521, '"'],
  [0.523, '*'],
  [0.58, '?'],
  [0.582, 'z'],
  [0.593, 'cç'],
  [0.595, 's'],
  [0.637, 'L'],
  [0.645, 'x'],
  [0.652, 'vy'],
  [0.665, 'k'],
  [0.675, 'aã'],
  [0.678, 'eé'],
  [0.682, 'T'],
  [0.683, 'EF'],
  [0.687, 'oõ'],
  [0.696, '0123456789$'],
  [0.712, 'hnu{}'],
  [0.716, 'bdgpq'],
  [0.72, 'S'],
  [0.724, 'Y'],
  [0.725, 'Z'],
  [0.733, 'P'],
  [0.734, 'C'],
  [0.762, 'B'],
  [0.77, 'R'],
  [0.771, 'X'],
  [0.774, 'AV'],
  [0.775, 'K'],
  [0.812, 'U'],
  [0.821, 'G'],
  [0.83, 'D'],
  [0.837, 'HN'],
  [0.838, '#+<=>^~→⟲'],
  [0.85, 'OQ'],
  [0.872, '&'],
  [0.924, 'w'],
  [0.995, 'M'],
  [1, '@…'],
  [1.002, '%'],
  [1.042, 'm'],
  [1.103, 'W'],
];

const REGULAR: Widths = [
  [0.275, "'"],
  [0.278, 'ijl'],
  [0.295, 'IJ'],
  [0.318, ' ,.'],
  [0.337, '/:;\\|'],
  [0.352, 'f'],
  [0.361, '-'],
  [0.39, '()[]'],
  [0.392, 't'],
  [0.4, '›'],
  [0.401, '!'],
  [0.411, 'r'],
  [0.46, '"'],
  [0.5, '*_`'],
  [0.521, 's'],
  [0.525, 'z'],
  [0.531, '?'],
  [0.55, 'cç'],
  [0.557, 'L'],
  [0.575, 'F'],
  [0.579, 'k'],
  [0.592, 'vxy'],
  [0.603, 'P'],
  [0.611, 'TY'],
  [0.612, 'oõ'],
  [0.613, 'aã'],
  [0.615, 'eé'],
  [0.632, 'E'],
  [0.634, 'hnu'],
  [0.635, 'Sbdgpq'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the characters `$`, `{` and `}`, not a template
  [0.636, '0123456789${}'],
  [0.656, 'K'],
  [0.684, 'AV'],
  [0.685, 'XZ'],
  [0.686, 'B'],
  [0.695, 'R'],
  [0.698, 'C'],
  [0.732, 'U'],
  [0.748, 'N'],
  [0.752, 'H'],
  [0.77, 'D'],
  [0.775, 'G'],
  [0.78, '&'],
  [0.787, 'OQ'],
  [0.818, 'w'],
  [0.838, '#+<=>^~→⟲'],
  [0.863, 'M'],
  [0.95, '%'],
  [0.974, 'm'],
  [0.989, 'W'],
  [1, '@…'],
];

const index = (widths: Widths) => new Map(widths.flatMap(([width, chars]) => [...chars].map((char) => [char, width] as const)));
const [bold, regular] = [index(BOLD), index(REGULAR)];

/** Font sizes (px) sized for: names and titles are bold 13px; lines are 12px (transitions) or 13px (invokes), sized as 13px. */
export const NAME_SIZE = 13;
export const LINE_SIZE = 13;

/** The width (px) a text takes in the drawing: a state's name (bold 13px) or one of its lines (12px). */
export function measureText(text: string, kind: 'name' | 'line'): number {
  const [widths, size] = kind === 'name' ? [bold, NAME_SIZE] : [regular, LINE_SIZE];
  let em = 0;
  for (const char of text) em += widths.get(char) ?? 1;
  return em * size;
}
