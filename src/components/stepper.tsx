import type { Theme } from '@emotion/react';
import { visuallyHidden } from './spinner.tsx';

type StepperProps = {
  labels: string[];
  current: number;
  /** Per step, whether it is complete (the server's word, not the position: a later step may be done or not). */
  done: boolean[];
  /** Per step, whether `onSelect` may go there: the others are not buttons. */
  reachable?: boolean[];
  /** When given, each step is a button that goes to it (the machine decides whether it may). */
  onSelect?: (index: number) => void;
};

/** The person type's steps in order; the current one is marked with aria-current="step". */
export function Stepper({ labels, current, done, reachable, onSelect }: StepperProps) {
  return (
    <nav aria-label="Etapas do cadastro" css={{ display: 'grid', gap: '0.625rem' }}>
      <p css={(theme) => ({ color: theme.colors.muted, fontSize: '0.875rem' })}>
        Etapa {current + 1} de {labels.length}
        {/* Small screens show only the current label here; the list below carries every label for assistive tech. */}
        <span aria-hidden="true" css={(theme) => ({ color: theme.colors.text, fontWeight: 700, [theme.mq.md]: { display: 'none' } })}>
          {' · '}
          {labels[current]}
        </span>
      </p>
      <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: '0.375rem' }}>
        {labels.map((label, index) => {
          const state = index === current ? 'current' : done[index] ? 'done' : 'todo';
          const content = (
            <>
              <span
                aria-hidden="true"
                css={(theme) => ({
                  height: 6,
                  borderRadius: theme.radius.pill,
                  background: state === 'todo' ? theme.colors.border : theme.colors.primary,
                  opacity: state === 'done' ? 0.55 : 1,
                })}
              />
              <span css={(theme) => ({ ...visuallyHidden, [theme.mq.md]: labelShown })}>
                {label}
                {state === 'done' ? <span css={visuallyHidden}> (concluída)</span> : null}
              </span>
            </>
          );
          return (
            <li
              key={label}
              aria-current={state === 'current' ? 'step' : undefined}
              css={(theme) => ({
                flex: '1 1 0',
                minWidth: 0,
                display: 'grid',
                fontSize: '0.8125rem',
                lineHeight: 1.3,
                color: state === 'todo' ? theme.colors.muted : theme.colors.text,
                fontWeight: state === 'current' ? 700 : 500,
              })}
            >
              {onSelect && (reachable?.[index] ?? true) ? (
                <button type="button" onClick={() => onSelect(index)} css={stepButton}>
                  {content}
                </button>
              ) : (
                <span css={stepBody}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

// The same padding as a button, so bars that can and cannot be pressed stay on one line.
const stepBody = { display: 'grid', alignContent: 'start', gap: '0.5rem', padding: '0.25rem 0' } as const;

// A step as a button: the same look, a tap target of at least 24 px, the focus ring of every control.
const stepButton = (theme: Theme) => ({
  ...stepBody,
  minHeight: 24,
  width: '100%',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left' as const,
  background: 'none',
  border: 0,
  borderRadius: theme.radius.sm,
  cursor: 'pointer',
  '&:focus-visible': { outline: 'none', boxShadow: theme.shadow.focus },
});

// From tablet width up every label shows under its bar, wrapping when long.
const labelShown = {
  position: 'static',
  width: 'auto',
  height: 'auto',
  margin: 0,
  overflow: 'visible',
  clip: 'auto',
  whiteSpace: 'normal',
} as const;
