let counter = 0;
let ready: Promise<typeof import('mermaid').default> | undefined;

// Mermaid is big: it is imported on first use only, so it never enters the app's own bundles.
function loadMermaid() {
  ready ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: 'neutral',
      fontFamily: 'system-ui, sans-serif',
      maxTextSize: 500_000,
      maxEdges: 2_000,
    });
    return mermaid;
  });
  return ready;
}

/** Renders Mermaid source to SVG markup with the bundled mermaid (no network). */
export async function renderWithMermaid(source: string): Promise<string> {
  const mermaid = await loadMermaid();
  counter += 1;
  const { svg } = await mermaid.render(`fluxo-${counter}`, source);
  return svg;
}
