import { contextText, currentSnapshot, type EventChoices, eventChoices, exportWalk, type Simulation } from './simulation.ts';

type Props = { simulation: Simulation; onTake: (label: string) => void; onUndo: () => void; onRestart: () => void };

const GROUPS: { key: keyof EventChoices; title: string }[] = [
  { key: 'user', title: 'Eventos do usuário' },
  { key: 'done', title: 'Invocações: concluir' },
  { key: 'error', title: 'Invocações: falhar' },
  { key: 'timers', title: 'Temporizadores' },
];

/** Simulation on the model suite's fakes: the enabled events to click, undo, the event log, context and export. */
export function SimulationPanel({ simulation, onTake, onUndo, onRestart }: Props) {
  const choices = eventChoices(simulation);
  const snapshot = currentSnapshot(simulation);
  const exported = JSON.stringify(exportWalk(simulation), null, 2);
  const none = GROUPS.every(({ key }) => choices[key].length === 0);
  return (
    <div className="fluxos-simulation" data-testid="simulation">
      <p className="fluxos-muted">Simulação com os dados falsos e respostas do conjunto de testes de modelo (sem rede, sem dados reais).</p>
      <div className="fluxos-toolbar">
        <button type="button" onClick={onUndo} disabled={simulation.steps.length === 0}>
          Desfazer
        </button>
        <button type="button" onClick={onRestart}>
          Recomeçar
        </button>
      </div>
      {none && <p>{snapshot.status === 'done' ? 'A máquina terminou.' : 'Nenhum evento muda este estado.'}</p>}
      {GROUPS.filter(({ key }) => choices[key].length > 0).map(({ key, title }) => (
        <fieldset key={key} className="fluxos-events">
          <legend>{title}</legend>
          {choices[key].map(({ label }) => (
            <button key={label} type="button" onClick={() => onTake(label)}>
              {label}
            </button>
          ))}
        </fieldset>
      ))}
      <h3>Registro de eventos</h3>
      {simulation.steps.length === 0 ? (
        <p>Nenhum evento ainda.</p>
      ) : (
        <ol className="fluxos-log" data-testid="simulation-log">
          {simulation.steps.map((step, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a log's position is its identity (the same event may repeat)
            <li key={i}>{step.label}</li>
          ))}
        </ol>
      )}
      <details>
        <summary>Contexto</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so the keyboard must reach it */}
        <pre className="fluxos-code" tabIndex={0} data-testid="simulation-context">
          {contextText(snapshot)}
        </pre>
      </details>
      <details>
        <summary>Exportar como caminho para QA</summary>
        <p>
          Salve e repita com <code>npm run paths -- --replay caminho.json</code>.
        </p>
        <a download={`caminho-${simulation.name}.json`} href={`data:application/json;charset=utf-8,${encodeURIComponent(exported)}`}>
          Baixar caminho-{simulation.name}.json
        </a>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so the keyboard must reach it */}
        <pre className="fluxos-code" data-testid="exported-walk" tabIndex={0}>
          {exported}
        </pre>
      </details>
    </div>
  );
}
