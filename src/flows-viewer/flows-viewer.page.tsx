import { useCallback, useEffect, useMemo, useState } from 'react';
import { machines } from '../../machines/registry.ts';
import { machineGraph } from '../../scripts/flows/machine-graph.ts';
import { modelWalker } from '../../test/model/lib/walk.ts';
import { MODELS } from '../../test/model/models.ts';
import { type CoverageReport, loadCoverage } from './coverage-data.ts';
import { DiagramView } from './diagram-view.tsx';
import { ExplorerHeader } from './explorer-header.tsx';
import { innermost, journeyActive, type ShownWalk, searchGraph, walkMarks } from './explorer-marks.ts';
import { explorerUrl, readExplorerUrl, resolveView, type Tab } from './explorer-url.ts';
import { coverageView, type ListedPath, liveTrails, pathName, pathsThrough } from './flow-view.ts';
import { asDrawn, defaultFolds, unfoldTo } from './layout/fold.ts';
import { LivePanel } from './live-panel.tsx';
import { activeIds, currentSnapshot, type Simulation, startSimulation, takeEvent, undoStep } from './simulation.ts';
import { SimulationPanel } from './simulation-panel.tsx';
import { stateInfo } from './state-info.ts';
import { StatePanel } from './state-panel.tsx';
import type { Marks } from './statechart-svg.tsx';
import { type OpenStream, useLiveJourneys } from './use-live-journeys.ts';
import type { OpenChannel } from './use-live-states.ts';
import { type LayoutGraph, layoutStoredOrElk, layoutWithElk, useMachineLayout } from './use-machine-layout.ts';
import { useSpecCitations } from './use-spec-citations.ts';
import { WalkPlayer } from './walk-player.tsx';
import './flows-viewer.css';

type Name = keyof typeof machines;
const NAMES = Object.keys(machines) as Name[];

/** Props for tests: the layout, the live sources and the coverage source default to the real ones. */
export type FlowsViewerProps = {
  layout?: LayoutGraph;
  openStream?: OpenStream;
  openChannel?: OpenChannel;
  loadReport?: () => Promise<CoverageReport | null>;
};

/**
 * The analysts' flow explorer (/fluxos): every registered machine laid out as a statechart; click a state for what
 * it does and the paths through it; simulate on the model suite's fakes; follow a live journey; coverage overlaid.
 */
export function FlowsViewerPage({ layout, openStream, openChannel, loadReport = loadCoverage }: FlowsViewerProps) {
  // The view the URL names, checked against its machine (a wrong state or fold list opens the root, with a notice).
  const initial = useMemo(() => {
    const location = readExplorerUrl(window.location.pathname, window.location.search);
    const first = NAMES.includes(location.machine as Name) ? (location.machine as Name) : NAMES[0];
    return { location, name: first, ...resolveView(machineGraph(machines[first]), location) };
  }, []);
  const [name, setName] = useState<Name>(initial.name);
  const machine = machines[name];
  const model = MODELS.find((each) => each.name === name);
  // Null: the machine's default folds (not written in the URL).
  const [chosenFolds, setChosenFolds] = useState<ReadonlySet<string> | null>(() => {
    // A linked state hidden in a folded one is shown: the states around it unfold.
    const { selected, folds } = initial.view;
    const graph = machineGraph(machines[initial.name]);
    const from = folds ?? defaultFolds(graph);
    const shown = selected ? unfoldTo(graph, from, selected) : from;
    return shown === from ? folds : shown;
  });
  const [notices, setNotices] = useState(initial.notices);
  const [zoom, setZoom] = useState<number | null>(initial.view.zoom);
  const defaults = useMemo(() => defaultFolds(machineGraph(machine)), [machine]);
  const folds = chosenFolds ?? defaults;
  const {
    graph,
    drawn,
    layout: laid,
    error,
  } = useMachineLayout(machine, folds, layout ?? (initial.location.elk ? layoutWithElk : layoutStoredOrElk));
  const [selected, setSelected] = useState<string | null>(initial.view.selected);
  const [tab, setTab] = useState<Tab>(initial.view.tab);
  const [query, setQuery] = useState('');
  const [report, setReport] = useState<CoverageReport | null | undefined>(undefined);
  const [showCoverage, setShowCoverage] = useState(true);
  const [picked, setPicked] = useState<{ path: ListedPath; walk: ShownWalk } | null>(null);
  const [simulation, setSimulation] = useState<Simulation | null>(null);
  const [followed, setFollowed] = useState<string | null>(null);
  // The event of the followed journey whose states the diagram shows, or null for its states now.
  const [inspected, setInspected] = useState<number | null>(null);
  const { journeys, source } = useLiveJourneys(openStream, openChannel);
  const cited = useSpecCitations(name, machine);

  useEffect(() => {
    document.title = 'Explorador de fluxos';
    loadReport().then(setReport, () => setReport(null));
  }, [loadReport]);

  // The URL names the machine, the selected state, the folds (unless the default), the zoom and the tab: a link to the view.
  useEffect(() => {
    window.history.replaceState(null, '', explorerUrl(name, graph, { selected, folds: chosenFolds, zoom, tab }));
  }, [name, graph, selected, chosenFolds, zoom, tab]);
  const onZoom = useCallback((percent: number) => setZoom(percent / 100), []);
  const setFolds = (next: ReadonlySet<string>) => {
    const same = next.size === defaults.size && [...next].every((id) => defaults.has(id));
    setChosenFolds(same ? null : next);
  };
  // The state last folded or unfolded: the view follows it (its new box), until another state is chosen.
  const [toggled, setToggled] = useState<string | null>(null);
  const toggleFold = (id: string) => {
    const next = new Set(folds);
    if (!next.delete(id)) next.add(id);
    setFolds(next);
    setToggled(id);
  };
  // A state chosen (click, search, panel) is drawn: the folded states around it unfold.
  const select = (id: string | null) => {
    setSelected(id);
    setToggled(null);
    if (id && unfoldTo(graph, folds, id) !== folds) setFolds(unfoldTo(graph, folds, id));
  };

  // A journey opened later is followed at once when none is.
  const followable = journeys.find((journey) => journey.id === followed) ?? journeys.at(-1);
  const coverage = useMemo(() => (report === undefined ? null : coverageView(machine, report?.[name])), [machine, name, report]);
  const info = selected ? stateInfo(machine, graph, selected) : null;
  const hits = useMemo(() => searchGraph(graph, query), [graph, query]);
  const shownEvent = inspected === null ? undefined : followable?.events[inspected];
  const live = shownEvent ? new Set(shownEvent.machines[machine.id] ?? []) : journeyActive(followable, machine.id);
  const sim = tab === 'simulacao' ? simulation : null;

  const path =
    sim && sim.steps.length > 0
      ? walkMarks(graph, { initial: sim.walker.initial, steps: sim.steps, index: sim.steps.length })
      : tab === 'estado' && picked
        ? walkMarks(graph, picked.walk)
        : null;
  // States hidden in a folded one are marked on it.
  const shown = (ids: ReadonlySet<string>) => asDrawn(ids, drawn.shownAs);
  const active = tab === 'ao-vivo' ? live : sim ? activeIds(currentSnapshot(sim)) : undefined;
  const marks: Marks = {
    selected: selected && (drawn.shownAs.get(selected) ?? selected),
    uncovered: showCoverage && coverage?.kind === 'ok' ? coverage.uncovered : undefined,
    matches: shown(new Set(hits.map((hit) => hit.stateId))),
    active: active && shown(active),
    path: path && { states: shown(path.states), edges: path.edges, current: shown(path.current) },
  };
  const wanted =
    tab === 'ao-vivo'
      ? innermost(graph, live)
      : sim
        ? innermost(graph, activeIds(currentSnapshot(sim)))
        : picked
          ? innermost(graph, path!.current)
          : selected;
  const inView = tab === 'estado' && !picked && toggled ? toggled : wanted;
  const focusId = inView && (drawn.shownAs.get(inView) ?? inView);

  const chooseMachine = (next: Name) => {
    setName(next);
    setChosenFolds(null);
    setToggled(null);
    setNotices([]);
    setSelected(null);
    setPicked(null);
    setSimulation(null);
  };
  const pickPath = (path: ListedPath) => {
    if (!model) return;
    const walker = modelWalker(model);
    setPicked({ path, walk: { initial: walker.initial, steps: walker.walk(path.labels), index: 0 } });
  };
  const spec = info
    ? info.trail.flatMap((crumb) => {
        const key = graph.states.find((state) => state.id === crumb.id)?.key ?? '';
        return [...(cited.get(key) ?? [])].map((section) => ({ section, where: crumb.id === info.id ? 'neste estado' : `em ${key}` }));
      })
    : [];

  return (
    <main className="fluxos">
      <ExplorerHeader
        names={NAMES}
        name={name}
        onMachine={(next) => chooseMachine(next as Name)}
        live={journeys.filter((journey) => journey.machines[machines[name].id]).length > 0}
        query={query}
        onQuery={setQuery}
        hits={hits}
        onHit={(id) => {
          select(id);
          setPicked(null);
          setTab('estado');
        }}
        coverage={coverage}
        showCoverage={showCoverage}
        onShowCoverage={setShowCoverage}
        liveMachines={new Set(journeys.flatMap((journey) => Object.keys(journey.machines)))}
      />
      {notices.length > 0 && (
        <div className="fluxos-notice" role="alert">
          {notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      )}
      <div className="fluxos-body">
        <DiagramView
          layout={laid}
          error={error}
          marks={marks}
          focusId={focusId}
          onSelect={(id) => {
            select(id);
            if (tab !== 'estado') setTab('estado');
          }}
          onToggleFold={toggleFold}
          initialZoom={initial.view.zoom}
          onZoom={onZoom}
          fileName={`fluxo-${name}`}
          label={`Diagrama da máquina ${name}`}
        />
        <aside className="fluxos-panel" aria-label="Detalhes">
          <div role="tablist" aria-label="Painel" className="fluxos-tabs">
            {(
              [
                ['estado', 'Estado'],
                ['simulacao', 'Simulação'],
                ['ao-vivo', 'Ao vivo'],
              ] as const
            ).map(([id, title]) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`tab-${id}`}
                aria-controls="fluxos-tabpanel"
                aria-selected={tab === id}
                className="fluxos-tab"
                onClick={() => {
                  setTab(id);
                  if (id === 'simulacao' && !simulation && model) setSimulation(startSimulation(name, model));
                  if (id === 'ao-vivo' && !followed && followable) setFollowed(followable.id);
                }}
              >
                {title}
              </button>
            ))}
          </div>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone it scrolls, so the keyboard must reach it */}
          <div role="tabpanel" id="fluxos-tabpanel" aria-labelledby={`tab-${tab}`} className="fluxos-tabpanel" tabIndex={0}>
            {tab === 'estado' &&
              (info ? (
                <>
                  {picked && (
                    <WalkPlayer
                      title={pathName(picked.path)}
                      steps={picked.walk.steps}
                      index={picked.walk.index}
                      onIndex={(index) => setPicked({ ...picked, walk: { ...picked.walk, index } })}
                      onClose={() => setPicked(null)}
                    />
                  )}
                  <StatePanel
                    info={info}
                    spec={spec}
                    paths={coverage?.kind === 'ok' ? pathsThrough(machine, report?.[name], info.id) : null}
                    pickedPath={picked?.path.number ?? null}
                    onSelect={select}
                    onPickPath={pickPath}
                  />
                </>
              ) : (
                <p>
                  Clique num estado do diagrama (ou busque acima) para ver sua tela, URL, invocações, ações, transições e os caminhos que
                  passam por ele.
                </p>
              ))}
            {tab === 'simulacao' &&
              (simulation && model ? (
                <SimulationPanel
                  simulation={simulation}
                  onTake={(label) => setSimulation(takeEvent(simulation, label))}
                  onUndo={() => setSimulation(undoStep(simulation))}
                  onRestart={() => setSimulation(startSimulation(name, model))}
                />
              ) : (
                <p className="fluxos-note">Esta máquina ainda não tem modelo em test/model: não há dados falsos para simular.</p>
              ))}
            {tab === 'ao-vivo' && (
              <LivePanel
                journeys={journeys}
                source={source}
                machineId={machine.id}
                followed={followable?.id ?? null}
                trails={liveTrails(machine, (shownEvent ?? followable)?.machines[machine.id])}
                onFollow={(id) => {
                  setFollowed(id);
                  setInspected(null);
                }}
                inspected={shownEvent ? inspected : null}
                onInspect={setInspected}
              />
            )}
          </div>
        </aside>
      </div>
    </main>
  );
}
