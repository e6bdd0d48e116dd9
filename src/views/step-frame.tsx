import type { ReactNode } from 'react';
import { selectWizard } from '../../machines/onboarding/index.ts';
import { Button } from '../components/button.tsx';
import { Card, PageLayout } from '../components/page-layout.tsx';
import { Spinner } from '../components/spinner.tsx';
import { Stepper } from '../components/stepper.tsx';
import { useOnboarding, useSend } from '../flows/onboarding-context.tsx';

type StepFrameProps = {
  children: ReactNode;
  /**
   * Voltar / Avançar under the content and the stepper's "Ir para a primeira etapa" (off where the step ends the
   * journey; the latter also wherever the machine takes no reset, as on the first step).
   */
  navigation?: boolean;
  /** A reading-width column (documents, questionnaire, terms) instead of the full form width. */
  narrow?: boolean;
};

/**
 * The wizard's frame around a step's own view: the stepper (each step a button, and the way back to the first step),
 * the step's title, its content, and Voltar / Avançar (the machine decides whether each may move).
 */
export function StepFrame({ children, navigation = true, narrow = false }: StepFrameProps) {
  const wizard = useOnboarding(selectWizard);
  const send = useSend();
  if (!wizard) return <Spinner />;
  const step = wizard.steps[wizard.stepIndex];
  return (
    <PageLayout width="wide" view={step.key}>
      <div css={{ display: 'grid', gap: '1.5rem', maxWidth: 880, margin: '0 auto' }}>
        <Stepper
          labels={wizard.steps.map((item) => item.label)}
          current={wizard.stepIndex}
          done={wizard.steps.map((item) => item.done)}
          reachable={wizard.steps.map((item) => item.reachable)}
          onSelect={(index) => send({ type: 'step.set', index })}
          onReset={navigation && wizard.canReset ? () => send({ type: 'step.reset' }) : undefined}
        />
        <div css={{ width: '100%', maxWidth: narrow ? 640 : undefined, margin: '0 auto' }}>
          <Card>
            <h1 css={{ fontSize: '1.5rem' }}>{step.label}</h1>
            {children}
            {navigation ? (
              <div css={{ display: 'flex', justifyContent: 'space-between', gap: '0.75rem', marginTop: '0.5rem' }}>
                <Button variant="secondary" disabled={!wizard.canGoBack} onClick={() => send({ type: 'step.back' })}>
                  Voltar
                </Button>
                {/* Only over a step the server calls complete: an unsaved step has one way on, its own save. */}
                {wizard.canGoForward ? (
                  <Button variant="secondary" onClick={() => send({ type: 'step.forward' })}>
                    Avançar
                  </Button>
                ) : null}
              </div>
            ) : null}
          </Card>
        </div>
      </div>
    </PageLayout>
  );
}
