import type { ListedPath } from './flow-view.ts';
import { PathsThrough } from './paths-through.tsx';
import { SPEC_SECTIONS } from './spec-citations.ts';
import { type StateInfo, stateTypeLabel } from './state-info.ts';

type Props = {
  info: StateInfo;
  /** Spec sections cited for the state and, inherited, for its ancestors. */
  spec: { section: string; where: string }[];
  paths: ListedPath[] | null;
  pickedPath: number | null;
  onSelect: (id: string) => void;
  onPickPath: (path: ListedPath) => void;
};

const none = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : '—');

/** Everything about the selected state: hierarchy, view and URL, invokes, actions, transitions, spec, paths. */
export function StatePanel({ info, spec, paths, pickedPath, onSelect, onPickPath }: Props) {
  return (
    <div className="fluxos-state" data-testid="state-panel">
      <nav aria-label="Hierarquia do estado">
        <ol className="fluxos-crumbs">
          {info.trail.map((crumb) => (
            <li key={crumb.id}>
              <button type="button" onClick={() => onSelect(crumb.id)} aria-current={crumb.id === info.id ? 'location' : undefined}>
                {crumb.key}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <h2>{info.trail.at(-1)?.key}</h2>
      <dl className="fluxos-facts">
        <dt>Tipo</dt>
        <dd>{stateTypeLabel(info.type)}</dd>
        <dt>Tela</dt>
        <dd>{info.view ?? '—'}</dd>
        <dt>URL</dt>
        <dd>{info.url ?? '—'}</dd>
        <dt>Título</dt>
        <dd>{info.title ?? '—'}</dd>
        <dt>Ações de entrada</dt>
        <dd>{none(info.entry)}</dd>
        <dt>Ações de saída</dt>
        <dd>{none(info.exit)}</dd>
      </dl>
      <h3>Invocações</h3>
      {info.invokes.length === 0 ? (
        <p>Nenhuma.</p>
      ) : (
        <ul>
          {info.invokes.map((invoke) => (
            <li key={invoke.id}>
              <code>{invoke.id}</code> ({invoke.src}) — concluída → {none(invoke.done)}; erro → {none(invoke.error)}
            </li>
          ))}
        </ul>
      )}
      <h3>Transições de saída ({info.transitions.length})</h3>
      <ul className="fluxos-transitions">
        {info.transitions.map((transition) => (
          <li key={transition.edgeIds[0]}>
            <strong>{transition.event}</strong>
            {transition.guard && <> [{transition.guard}]</>} → {transition.targets.join(', ')}
            {transition.actions.length > 0 && <span className="fluxos-actions"> · ações: {transition.actions.join(', ')}</span>}
          </li>
        ))}
      </ul>
      <h3>Especificação</h3>
      {spec.length === 0 ? (
        <p>O código não cita seções da especificação aqui.</p>
      ) : (
        <ul>
          {spec.map(({ section, where }) => (
            <li key={`${section}-${where}`}>
              §{section} {SPEC_SECTIONS[section] ?? ''} <span className="fluxos-muted">({where})</span>
            </li>
          ))}
        </ul>
      )}
      <h3>Caminhos por aqui</h3>
      <PathsThrough paths={paths} picked={pickedPath} onPick={onPickPath} />
    </div>
  );
}
