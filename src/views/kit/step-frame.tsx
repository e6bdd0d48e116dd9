import type { ReactNode } from 'react';
import { selectWizard, stepperEvent } from '../../../machines/onboarding/index.ts';
import { Button } from '../../components/button.tsx';
import { Card, PageLayout } from '../../components/page-layout.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { Stepper } from '../../components/stepper.tsx';
import { useOnboarding, useSend } from '../../flows/onboarding-context.tsx';

type StepFrameProps = {
  children: ReactNode;
  /** "Voltar" under the content (off where the step ends the journey); forward is the step's own save, or the stepper. */
  navigation?: boolean;
  /** A reading-width column (documents, questionnaire, terms) instead of the full form width. */
  narrow?: boolean;
};

/**
 * The wizard's frame around a step's own view: the stepper (each step it may open a button, the moves of spec §2),
 * the step's title, its content, and Voltar (the machine decides whether each may move). One primary action per
 * step: its own save.
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
          onSelect={(index) => send(stepperEvent(wizard.stepIndex, index))}
        />
        <div css={{ width: '100%', maxWidth: narrow ? 640 : undefined, margin: '0 auto' }}>
          <Card>
            <h1 css={{ fontSize: '1.5rem' }}>{step.title ?? step.label}</h1>
            {children}
            {navigation ? (
              <div css={{ display: 'flex', gap: '0.75rem', marginTop: '0.5rem' }}>
                <Button variant="secondary" disabled={!wizard.canGoBack} onClick={() => send({ type: 'step.back' })}>
                  Voltar
                </Button>
              </div>
            ) : null}
          </Card>
        </div>
      </div>
    </PageLayout>
  );
}
