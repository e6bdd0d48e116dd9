import type { PlacedEdge } from './layout/statechart-layout.ts';
import { LINE, textWidth } from './layout/statechart-layout.ts';
import { Lines } from './svg-lines.tsx';

type Box = NonNullable<PlacedEdge['labelBox']>;

/** The id of a bundle's list of transitions, which its label points to (aria-describedby). */
export const tooltipId = (edge: PlacedEdge) => `fluxos-bundle-${edge.id.replace(/[^\w-]/g, '_')}`;

/**
 * A transition's label; a bundle's ("N eventos") is focusable and lists its transitions while hovered or focused
 * (and in its SVG title, which a saved drawing keeps).
 */
export function EdgeLabel({
  edge,
  box,
  listed,
  onList,
}: {
  edge: PlacedEdge;
  box: Box;
  listed: boolean;
  onList: (id: string | null) => void;
}) {
  const text = <Lines x={box.x + 2} y={box.y + 12} lines={edge.shown.map((line) => ({ text: line }))} className="label" />;
  const background = <rect className="label-bg" x={box.x} y={box.y} width={box.width} height={box.height} />;
  if (!edge.bundle)
    return (
      <>
        {background}
        {text}
      </>
    );
  const list = () => onList(edge.id);
  const unlist = () => onList(null);
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; focused, hovered or clicked, the bundle lists its transitions
    <g
      className="bundle"
      tabIndex={0}
      role="button"
      aria-expanded={listed}
      aria-describedby={listed ? tooltipId(edge) : undefined}
      aria-label={`${edge.shown[0]}: ${edge.labels.join('; ')}`}
      data-bundle={edge.id}
      onMouseEnter={list}
      onMouseLeave={unlist}
      onFocus={list}
      onBlur={unlist}
      onClick={(event) => {
        event.stopPropagation();
        onList(listed ? null : edge.id);
      }}
      onPointerDown={(event) => event.stopPropagation()}
    >
      <title>{edge.labels.join('\n')}</title>
      {background}
      {text}
    </g>
  );
}

/** A bundle's transitions listed beside its label, on top of the drawing (kept inside it). */
export function EdgeTooltip({ edge, drawing }: { edge: PlacedEdge; drawing: { width: number; height: number } }) {
  if (!edge.labelBox) return null;
  const width = Math.max(...edge.labels.map((label) => textWidth(label))) - 8;
  const height = edge.labels.length * LINE + 8;
  const x = Math.max(0, Math.min(edge.labelBox.x, drawing.width - width));
  const below = edge.labelBox.y + edge.labelBox.height + 4;
  const y = below + height <= drawing.height ? below : Math.max(0, edge.labelBox.y - height - 4);
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG group showing text, named by the bundle it describes
    <g className="bundle-tooltip" role="tooltip" id={tooltipId(edge)} pointerEvents="none">
      <rect className="tooltip-box" x={x} y={y} width={width} height={height} rx={4} />
      <Lines x={x + 6} y={y + 16} lines={edge.labels.map((text) => ({ text }))} className="label" />
    </g>
  );
}
