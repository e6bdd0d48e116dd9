import { useEffect, useMemo, useState } from 'react';
import { machines } from '../../machines/registry.ts';
import { type CoverageReport, loadBundledCoverage } from './coverage-data.ts';
import { coverageView, flowSource, liveTrails } from './flow-view.ts';
import { MermaidDiagram, type RenderSvg } from './mermaid-diagram.tsx';
import { renderWithMermaid } from './render-mermaid.ts';
import './flows-viewer.css';
import { type OpenChannel, useLiveStates } from './use-live-states.ts';

type Name = keyof typeof machines;
const NAMES = Object.keys(machines) as Name[];

/** Props for tests: the renderer, the live-state channel and the coverage source default to the real ones. */
export type FlowsViewerProps = { render?: RenderSvg; openChannel?: OpenChannel; loadCoverage?: () => Promise<CoverageReport | null> };

/**
 * The analysts' page (/fluxos): every registered machine as a diagram, the live state of a journey running in
 * another tab highlighted, and the model suite's uncovered transitions marked.
 */
export function FlowsViewerPage({ render = renderWithMermaid, openChannel, loadCoverage = loadBundledCoverage }: FlowsViewerProps) {
  const [name, setName] = useState<Name>(NAMES[0]);
  const [report, setReport] = useState<CoverageReport | null | undefined>(undefined);
  const [showCoverage, setShowCoverage] = useState(true);
  const live = useLiveStates(openChannel);
  const machine = machines[name];

  useEffect(() => {
    document.title = 'Fluxos do cadastro';
    loadCoverage().then(setReport, () => setReport(null));
  }, [loadCoverage]);

  const coverage = useMemo(() => (report === undefined ? null : coverageView(machine, report?.[name])), [machine, name, report]);
  const active = live?.[machine.id];
  const source = useMemo(() => flowSource(machine, active, showCoverage ? coverage : null), [machine, active, coverage, showCoverage]);
  const trails = liveTrails(machine, active);

  return (
    <main className="fluxos">
      <h1>Fluxos do cadastro</h1>
      <p>
        Diagramas gerados das máquinas de estado do produto. O estado atual da jornada aberta em outra aba deste navegador aparece em
        destaque.
      </p>
      <div role="tablist" aria-label="Máquinas" className="fluxos-tabs">
        {NAMES.map((each) => (
          <button key={each} type="button" role="tab" aria-selected={each === name} className="fluxos-tab" onClick={() => setName(each)}>
            {each}
            {live?.[machines[each].id] ? ' ●' : ''}
          </button>
        ))}
      </div>
      <div className="fluxos-status">
        <p data-testid="live-state">
          {trails.length > 0
            ? `Estado atual: ${trails.join(' | ')}`
            : live
              ? 'A jornada aberta não está nesta máquina agora.'
              : 'Nenhuma jornada aberta: abra o cadastro em outra aba para ver o estado atual em destaque.'}
        </p>
        <CoverageLine view={coverage} />
        <label>
          <input type="checkbox" checked={showCoverage} onChange={(event) => setShowCoverage(event.target.checked)} /> Marcar transições não
          cobertas (✗)
        </label>
      </div>
      <MermaidDiagram key={name} source={source} render={render} label={`Diagrama da máquina ${name}`} />
      {coverage?.kind === 'ok' && coverage.uncoveredLabels.length > 0 && (
        <details>
          <summary>{coverage.uncoveredLabels.length} transições não cobertas</summary>
          <ul>
            {coverage.uncoveredLabels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </details>
      )}
    </main>
  );
}

function CoverageLine({ view }: { view: ReturnType<typeof coverageView> | null }) {
  if (view === null) return <p>Carregando cobertura…</p>;
  if (view.kind === 'missing')
    return <p className="fluxos-note">Cobertura indisponível: rode `npm run test:model` e gere o app de novo (`npm run build`).</p>;
  if (view.kind === 'stale')
    return <p className="fluxos-note">A cobertura é de outra versão desta máquina: rode `npm run test:model` e gere o app de novo.</p>;
  return (
    <p>
      Cobertura dos caminhos gerados: estados {view.states}, transições {view.transitions}
      {view.uncovered.size === 0 ? ' — todas cobertas.' : '.'}
    </p>
  );
}
