import { type KeyboardEvent, useState } from 'react';
import { EdgeLabel, EdgeTooltip } from './edge-label.tsx';
import type { Folded } from './layout/fold.ts';
import {
  foldedLine,
  HANDLERS_LISTED,
  type Handler,
  invokeLines,
  type Layout,
  handlerLines as listLines,
  type PlacedEdge,
  type PlacedState,
  TITLE,
} from './layout/statechart-layout.ts';
import { stateTypeLabel } from './state-info.ts';
import { Lines } from './svg-lines.tsx';

/** What the drawing marks: the selected state, active states, a path's states and edges, uncovered edges, matches. */
export type Marks = {
  selected?: string | null;
  active?: ReadonlySet<string>;
  path?: { states: ReadonlySet<string>; edges: ReadonlySet<string>; current: ReadonlySet<string> } | null;
  uncovered?: ReadonlySet<string>;
  matches?: ReadonlySet<string>;
};

type Props = {
  layout: Layout;
  marks: Marks;
  viewBox: string;
  onSelect: (stateId: string) => void;
  /** Folds or unfolds a compound state; without it the drawing has no fold buttons (an export). */
  onToggleFold?: (stateId: string) => void;
  label: string;
};

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

function StateBox({
  placed,
  marks,
  onSelect,
  initial,
  folded,
}: {
  placed: PlacedState;
  marks: Marks;
  onSelect: (id: string) => void;
  initial: boolean;
  folded: Folded | undefined;
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
  // A long list of inner transitions is one line, marked as its most marked transition; listed in the state's title.
  const summed = handlers.length > HANDLERS_LISTED;
  const handlerLines = summed
    ? [
        {
          text: listLines(handlers)[0],
          className: handlers
            .map((handler) => handlerClass(handler, marks))
            .sort()
            .at(-1),
        },
      ]
    : handlers.map((handler) => ({ text: handler.text, className: handlerClass(handler, marks) }));
  const lines = [...(folded ? [{ text: foldedLine(folded), className: 'folded-count' }] : []), ...invokes, ...handlerLines];
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the group is focusable and answers Enter and Space
    <g
      className={`${stateClass(state.id, marks)} ${compound ? 'compound' : folded ? 'atomic folded' : 'atomic'} type-${state.type}`}
      data-state={state.id}
      role="button"
      tabIndex={0}
      aria-label={`Estado ${state.path.join(' › ')} (${stateTypeLabel(state.type)}${folded ? `, dobrado: ${foldedLine(folded)}` : ''})`}
      aria-pressed={marks.selected === state.id}
      onClick={select}
      onKeyDown={onKeyDown}
    >
      {summed && <title>{handlers.map((handler) => handler.text).join('\n')}</title>}
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

// The button at a compound or folded state's top-right corner: a sibling of the state's own button, not inside it.
function FoldButton({ placed, folded, onToggle }: { placed: PlacedState; folded: boolean; onToggle: (id: string) => void }) {
  const { state, x, y, width } = placed;
  const [left, top] = [x + width - 22, y + 4];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onToggle(state.id);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the group is focusable and answers Enter and Space
    <g
      className="fold-button"
      role="button"
      tabIndex={0}
      aria-expanded={!folded}
      aria-label={`${folded ? 'Desdobrar' : 'Dobrar'} ${state.path.join(' › ')}`}
      data-fold={state.id}
      onClick={(event) => {
        event.stopPropagation();
        onToggle(state.id);
      }}
      onPointerDown={(event) => event.stopPropagation()}
      onKeyDown={onKeyDown}
    >
      <rect className="fold-box" x={left} y={top} width={18} height={18} rx={4} />
      <path
        className="fold-sign"
        d={folded ? `M ${left + 4} ${top + 9} h 10 M ${left + 9} ${top + 4} v 10` : `M ${left + 4} ${top + 9} h 10`}
      />
    </g>
  );
}

/** The statechart as SVG: nested states (clickable, keyboard reachable), routed transitions with their labels. */
export function StatechartSvg({ layout, marks, viewBox, onSelect, onToggleFold, label }: Props) {
  // The bundle whose transitions are listed (hovered or focused).
  const [listed, setListed] = useState<string | null>(null);
  const shownBundle = listed ? layout.edges.find((edge) => edge.id === listed) : undefined;
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
        <StateBox
          key={placed.state.id}
          placed={placed}
          marks={marks}
          onSelect={onSelect}
          initial={layout.initials.has(placed.state.id)}
          folded={layout.folded.get(placed.state.id)}
        />
      ))}
      {onToggleFold &&
        layout.states
          .filter((placed) => placed.state.children.length > 0 || layout.folded.has(placed.state.id))
          .map((placed) => (
            <FoldButton key={placed.state.id} placed={placed} folded={layout.folded.has(placed.state.id)} onToggle={onToggleFold} />
          ))}
      {layout.edges.map((edge) => (
        <g key={edge.id} className={edgeClass(edge, marks)} data-edge={edge.id}>
          {/* Dashed in the drawing itself, so a saved or printed SVG still tells uncovered transitions apart. */}
          <polyline points={points(edge)} markerEnd="url(#fluxos-arrow)" strokeDasharray={isUncovered(edge, marks) ? '5 3' : undefined} />
          {edge.labelBox && <EdgeLabel edge={edge} box={edge.labelBox} listed={listed === edge.id} onList={setListed} />}
        </g>
      ))}
      {shownBundle && <EdgeTooltip edge={shownBundle} drawing={layout} />}
    </svg>
  );
}
