import type { KeyboardEvent } from 'react';
import { type Handler, invokeLines, type Layout, LINE, type PlacedEdge, type PlacedState, TITLE } from './layout/statechart-layout.ts';
import { stateTypeLabel } from './state-info.ts';

/** What the drawing marks: the selected state, active states, a path's states and edges, uncovered edges, matches. */
export type Marks = {
  selected?: string | null;
  active?: ReadonlySet<string>;
  path?: { states: ReadonlySet<string>; edges: ReadonlySet<string>; current: ReadonlySet<string> } | null;
  uncovered?: ReadonlySet<string>;
  matches?: ReadonlySet<string>;
};

type Props = { layout: Layout; marks: Marks; viewBox: string; onSelect: (stateId: string) => void; label: string };

const points = (edge: PlacedEdge) => edge.points.map((point) => `${point.x},${point.y}`).join(' ');

function stateClass(id: string, marks: Marks): string {
  const classes = ['state'];
  if (marks.selected === id) classes.push('is-selected');
  if (marks.active?.has(id)) classes.push('is-active');
  if (marks.matches?.has(id)) classes.push('is-match');
  if (marks.path?.current.has(id)) classes.push('is-current');
  else if (marks.path?.states.has(id)) classes.push('on-path');
  else if (marks.path) classes.push('is-dim');
  return classes.join(' ');
}

const isUncovered = (edge: PlacedEdge, marks: Marks) => edge.edges.some((each) => marks.uncovered?.has(each.id));

function edgeClass(edge: PlacedEdge, marks: Marks): string {
  const classes = ['transition'];
  if (isUncovered(edge, marks)) classes.push('is-uncovered');
  if (edge.edges.some((each) => marks.path?.edges.has(each.id))) classes.push('on-path');
  else if (marks.path) classes.push('is-dim');
  return classes.join(' ');
}

const handlerClass = (handler: Handler, marks: Marks) =>
  ['handler', marks.uncovered?.has(handler.edge.id) ? 'is-uncovered' : '', marks.path?.edges.has(handler.edge.id) ? 'on-path' : ''].join(
    ' ',
  );

// Lines of text from a top-left corner, one per entry.
const Lines = ({ x, y, lines, className }: { x: number; y: number; lines: { text: string; className?: string }[]; className?: string }) => (
  <text x={x} y={y} className={className}>
    {lines.map((line, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one label never reorder, and two may read the same
      <tspan key={i} x={x} dy={i === 0 ? 0 : LINE} className={line.className}>
        {line.text}
      </tspan>
    ))}
  </text>
);

function StateBox({
  placed,
  marks,
  onSelect,
  initial,
}: {
  placed: PlacedState;
  marks: Marks;
  onSelect: (id: string) => void;
  initial: boolean;
}) {
  const { state, x, y, width, height, handlers } = placed;
  const compound = state.children.length > 0;
  const select = () => onSelect(state.id);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    select();
  };
  const invokes = invokeLines(state).map((text) => ({ text, className: 'invoke' }));
  const handlerLines = handlers.map((handler) => ({ text: handler.text, className: handlerClass(handler, marks) }));
  const lines = [...invokes, ...handlerLines];
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the group is focusable and answers Enter and Space
    <g
      className={`${stateClass(state.id, marks)} ${compound ? 'compound' : 'atomic'} type-${state.type}`}
      data-state={state.id}
      role="button"
      tabIndex={0}
      aria-label={`Estado ${state.path.join(' › ')} (${stateTypeLabel(state.type)})`}
      aria-pressed={marks.selected === state.id}
      onClick={select}
      onKeyDown={onKeyDown}
    >
      <rect x={x} y={y} width={width} height={height} rx={compound ? 10 : 8} />
      {state.type === 'final' && <rect className="final-ring" x={x + 3} y={y + 3} width={width - 6} height={height - 6} rx={6} />}
      {initial && <path className="initial" d={`M ${x - 14} ${y - 10} L ${x + 6} ${y + 6}`} markerEnd="url(#fluxos-arrow)" />}
      {initial && <circle className="initial-dot" cx={x - 16} cy={y - 12} r={4} />}
      {compound ? (
        <>
          <line className="title-rule" x1={x} x2={x + width} y1={y + TITLE} y2={y + TITLE} />
          <Lines x={x + 10} y={y + 18} lines={[{ text: state.key }]} className="title" />
          {lines.length > 0 && <Lines x={x + 10} y={y + TITLE + 16} lines={lines} />}
        </>
      ) : (
        <Lines x={x + 8} y={y + 20} lines={[{ text: state.key, className: 'name' }, ...lines]} />
      )}
    </g>
  );
}

/** The statechart as SVG: nested states (clickable, keyboard reachable), routed transitions with their labels. */
export function StatechartSvg({ layout, marks, viewBox, onSelect, label }: Props) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG drawing grouping the states' buttons, not a form's fieldset
    <svg className="fluxos-svg" viewBox={viewBox} aria-label={label} role="group">
      <defs>
        <marker
          id="fluxos-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="9"
          markerHeight="9"
          markerUnits="userSpaceOnUse"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" />
        </marker>
      </defs>
      {layout.handlers.length > 0 && (
        <Lines x={12} y={18} lines={layout.handlers.map((handler) => ({ text: handler.text, className: handlerClass(handler, marks) }))} />
      )}
      {layout.states.map((placed) => (
        <StateBox key={placed.state.id} placed={placed} marks={marks} onSelect={onSelect} initial={layout.initials.has(placed.state.id)} />
      ))}
      {layout.edges.map((edge) => (
        <g key={edge.id} className={edgeClass(edge, marks)} data-edge={edge.id}>
          {/* Dashed in the drawing itself, so a saved or printed SVG still tells uncovered transitions apart. */}
          <polyline points={points(edge)} markerEnd="url(#fluxos-arrow)" strokeDasharray={isUncovered(edge, marks) ? '5 3' : undefined} />
          {edge.labelBox && (
            <>
              <rect
                className="label-bg"
                x={edge.labelBox.x}
                y={edge.labelBox.y}
                width={edge.labelBox.width}
                height={edge.labelBox.height}
              />
              <Lines x={edge.labelBox.x + 2} y={edge.labelBox.y + 12} lines={edge.labels.map((text) => ({ text }))} className="label" />
            </>
          )}
        </g>
      ))}
    </svg>
  );
}
