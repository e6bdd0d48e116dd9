// Fonts ship inside the bundle (no network): each loader pulls the @fontsource CSS and its woff2 files on demand.
const loaders = {
  manrope: () => import('@fontsource-variable/manrope'),
  inter: () => import('@fontsource-variable/inter'),
} as const;

type BundledFont = keyof typeof loaders;

const loaded = new Set<BundledFont>();

/** The bundled font a CSS font-family value starts with, if any (only the first family decides). */
export function bundledFontFor(family: string): BundledFont | undefined {
  const first = family.split(',')[0].toLowerCase();
  return (Object.keys(loaders) as BundledFont[]).find((name) => first.includes(name));
}

/** Loads the bundled font a family names (Inter or Manrope) once; other families use the system fonts. */
export function loadFont(family: string): void {
  const font = bundledFontFor(family);
  if (!font || loaded.has(font)) return;
  loaded.add(font);
  loaders[font]().catch(() => loaded.delete(font));
}
