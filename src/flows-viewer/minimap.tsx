import { type PointerEvent, useRef } from 'react';
import type { Layout } from './layout/statechart-layout.ts';

const WIDTH = 150;

type Props = {
  layout: Layout;
  /** The part of the drawing the frame shows (drawing units). */
  visible: { x: number; y: number; width: number; height: number };
  onCenter: (point: { x: number; y: number }) => void;
};

/** A small overview of the whole drawing with the visible part outlined: a click or a drag there moves the view. */
export function Minimap({ layout, visible, onCenter }: Props) {
  const svg = useRef<SVGSVGElement>(null);
  const dragging = useRef(false);
  const height = Math.max(40, Math.min(110, (WIDTH * layout.height) / Math.max(1, layout.width)));
  const toDrawing = (event: PointerEvent) => {
    const bounds = svg.current!.getBoundingClientRect();
    const [width, tall] = [bounds.width || WIDTH, bounds.height || height];
    const scale = Math.max(layout.width / width, layout.height / tall);
    // preserveAspectRatio xMidYMid meet: the drawing is centred in the minimap at `scale` units per px.
    const left = (width - layout.width / scale) / 2;
    const top = (tall - layout.height / scale) / 2;
    return { x: (event.clientX - bounds.left - left) * scale, y: (event.clientY - bounds.top - top) * scale };
  };
  return (
    <svg
      ref={svg}
      className="fluxos-minimap"
      data-testid="minimap"
      width={WIDTH}
      height={height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      aria-hidden="true"
      onPointerDown={(event) => {
        event.stopPropagation();
        dragging.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        onCenter(toDrawing(event));
      }}
      onPointerMove={(event) => {
        if (dragging.current) onCenter(toDrawing(event));
      }}
      onPointerUp={() => {
        dragging.current = false;
      }}
    >
      <rect className="minimap-drawing" width={layout.width} height={layout.height} />
      {layout.states.map((placed) => (
        <rect
          key={placed.state.id}
          className={placed.state.children.length > 0 ? 'minimap-compound' : 'minimap-state'}
          x={placed.x}
          y={placed.y}
          width={placed.width}
          height={placed.height}
        />
      ))}
      <rect className="minimap-visible" data-testid="minimap-visible" {...visible} />
    </svg>
  );
}
