import type { WalkStep } from '../../test/model/lib/walk.ts';

type Props = { title: string; steps: WalkStep[]; index: number; onIndex: (index: number) => void; onClose?: () => void };

/** Steps through a walk on the diagram: the step shown, previous and next, and its event log. */
export function WalkPlayer({ title, steps, index, onIndex, onClose }: Props) {
  return (
    <section className="fluxos-player" aria-label={title} data-testid="walk-player">
      <h3>{title}</h3>
      <p aria-live="polite">
        Passo {index} de {steps.length}: {index === 0 ? 'estado inicial' : steps[index - 1].label}
      </p>
      <div className="fluxos-toolbar">
        <button type="button" onClick={() => onIndex(index - 1)} disabled={index === 0}>
          ◀ Anterior
        </button>
        <button type="button" onClick={() => onIndex(index + 1)} disabled={index === steps.length}>
          Próximo ▶
        </button>
        {onClose && (
          <button type="button" onClick={onClose}>
            Fechar caminho
          </button>
        )}
      </div>
      <ol className="fluxos-log">
        {steps.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a log's position is its identity (the same event may repeat)
          <li key={i} aria-current={i + 1 === index ? 'step' : undefined}>
            {step.label}
          </li>
        ))}
      </ol>
    </section>
  );
}
