import type { SearchHit } from './explorer-marks.ts';
import type { CoverageView } from './flow-view.ts';
import { SearchBox } from './search-box.tsx';

type Props = {
  names: readonly string[];
  name: string;
  onMachine: (name: string) => void;
  live: boolean;
  liveMachines: ReadonlySet<string>;
  query: string;
  onQuery: (query: string) => void;
  hits: SearchHit[];
  onHit: (stateId: string) => void;
  coverage: CoverageView | null;
  showCoverage: boolean;
  onShowCoverage: (show: boolean) => void;
};

/** The explorer's head: the machines, the search over states and events, and the coverage of the last model run. */
export function ExplorerHeader(props: Props) {
  const { names, name, onMachine, query, onQuery, hits, onHit, coverage, showCoverage, onShowCoverage } = props;
  return (
    <header className="fluxos-header">
      <div className="fluxos-title">
        <h1>Explorador de fluxos</h1>
        <p className="fluxos-muted">Gerado das máquinas de estado do código: nunca desatualizado, funciona sem rede.</p>
      </div>
      <nav aria-label="Máquinas" className="fluxos-machines">
        {names.map((each) => (
          <button key={each} type="button" aria-current={each === name ? 'page' : undefined} onClick={() => onMachine(each)}>
            {each}
            {props.liveMachines.size > 0 && each === name && props.live ? ' ●' : ''}
          </button>
        ))}
      </nav>
      {/* A phone gets the same choice as one select (the buttons would take half its screen); CSS shows one of the two. */}
      <label className="fluxos-machine-select">
        Máquina
        <select value={name} onChange={(event) => onMachine(event.target.value)}>
          {names.map((each) => (
            <option key={each} value={each}>
              {each}
            </option>
          ))}
        </select>
      </label>
      <SearchBox query={query} onQuery={onQuery} hits={hits} onHit={onHit} />
      <div className="fluxos-coverage">
        <CoverageLine view={coverage} />
        <label>
          <input type="checkbox" checked={showCoverage} onChange={(event) => onShowCoverage(event.target.checked)} /> Marcar transições não
          cobertas
        </label>
      </div>
    </header>
  );
}

function CoverageLine({ view }: { view: CoverageView | null }) {
  if (view === null) return <p>Carregando cobertura…</p>;
  if (view.kind === 'missing')
    return <p className="fluxos-note">Cobertura indisponível: rode `npm run build` (ou `npm run test:model`).</p>;
  if (view.kind === 'stale')
    return <p className="fluxos-note">A cobertura é de outra versão desta máquina: rode `npm run test:model` de novo.</p>;
  return (
    <p>
      Cobertura dos caminhos gerados: estados {view.states}, transições {view.transitions}
      {view.uncovered.size === 0 ? ' — todas cobertas.' : ` — ${view.uncovered.size} não cobertas (tracejadas).`}
    </p>
  );
}
