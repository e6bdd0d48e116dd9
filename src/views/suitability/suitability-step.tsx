import { useEffect, useRef, useState } from 'react';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import { selectStepActors } from '../../../machines/onboarding/index.ts';
import { selectSuitability } from '../../../machines/suitability/index.ts';
import { Button } from '../../components/button.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { InlineAlert } from '../notifications/notification-region.inline.tsx';
import { SuitabilityQuestion } from './suitability-question.tsx';
import { SuitabilityResultPanel } from './suitability-result.tsx';

/**
 * The suitability step: the questionnaire (nested questions appear under their parent, progress "x de N"), submit
 * once complete, then the resulting profile explained, continue or retake.
 */
export function SuitabilityStep() {
  const suitability = useOnboarding((snapshot) => selectStepActors(snapshot).suitability);
  const view = useOnboarding((snapshot) => {
    const ref = selectStepActors(snapshot).suitability;
    return ref ? selectSuitability(ref.getSnapshot()) : null;
  });
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  // A refused submit moves focus to the first unanswered question.
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  if (!view || view.status === 'loading') return <Spinner label="Carregando o questionário…" />;
  if (view.status === 'loadError') {
    return (
      <>
        <InlineAlert message={view.error} />
        <Button onClick={() => suitability?.send({ type: 'suitability.retry' })}>Tentar novamente</Button>
      </>
    );
  }
  if ((view.status === 'result' || view.status === 'completing' || view.status === 'done') && view.result) {
    return (
      <SuitabilityResultPanel
        result={view.result}
        error={view.error}
        completing={view.status !== 'result'}
        onContinue={() => suitability?.send({ type: 'suitability.continue' })}
        onRetake={() => suitability?.send({ type: 'suitability.retake' })}
      />
    );
  }
  const submitting = view.status === 'submitting';
  return (
    <form
      ref={form}
      noValidate
      aria-label="Questionário de perfil de investidor"
      onSubmit={(event) => {
        event.preventDefault();
        suitability?.send({ type: 'answers.submit' });
        setAttempt((count) => count + 1);
      }}
      css={{ display: 'grid', gap: '1.75rem' }}
    >
      <p css={(theme) => ({ color: theme.colors.muted })}>
        Responda para conhecermos seus objetivos, sua situação financeira e sua experiência com investimentos. Assim indicamos apenas
        produtos adequados ao seu perfil.
      </p>
      <div aria-live="polite">
        <ProgressBar label={`${view.answered} de ${view.questionCount} perguntas respondidas`} value={view.progress} />
      </div>
      {view.questions.map((question) => (
        <SuitabilityQuestion
          key={question.id}
          question={question}
          disabled={submitting}
          onChoose={(questionId, alternativeId) => suitability?.send({ type: 'answer.choose', questionId, alternativeId })}
        />
      ))}
      <InlineAlert message={view.error} />
      {/* Answers to an outdated questionnaire cannot be sent again: the new version must be loaded first. */}
      {view.error === FieldMessages.questionnaireOutdated ? (
        <Button variant="secondary" block onClick={() => suitability?.send({ type: 'suitability.retry' })}>
          Recarregar o questionário
        </Button>
      ) : null}
      <Button type="submit" block loading={submitting}>
        Ver meu perfil
      </Button>
    </form>
  );
}
