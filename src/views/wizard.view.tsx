import { selectWizard } from '../../machines/onboarding/index.ts';
import { Button } from '../components/button.tsx';
import { Card, PageLayout } from '../components/page-layout.tsx';
import { Spinner } from '../components/spinner.tsx';
import { Stepper } from '../components/stepper.tsx';
import { useOnboarding, useSend } from '../flows/onboarding-context.tsx';

/**
 * The wizard (spec §2 /cadastrar/*): the person type's stepper, the current step and back/forward.
 * Each step's own form arrives with issue 5; until then the step explains it is under construction.
 */
export function WizardView() {
  const wizard = useOnboarding(selectWizard);
  const send = useSend();
  if (!wizard) return <Spinner />;
  const step = wizard.steps[wizard.stepIndex];
  return (
    <PageLayout width="wide">
      <div css={{ display: 'grid', gap: '1.5rem', maxWidth: 880, margin: '0 auto' }}>
        <Stepper labels={wizard.steps.map((item) => item.label)} current={wizard.stepIndex} />
        <div css={{ width: '100%', maxWidth: 560, margin: '0 auto' }}>
          <Card>
            <h1 css={{ fontSize: '1.5rem' }}>{step.label}</h1>
            <p css={(theme) => ({ color: theme.colors.muted })}>
              Esta etapa está em construção. Em breve você preencherá aqui os dados de {step.label.toLowerCase()}.
            </p>
            <div css={{ display: 'flex', justifyContent: 'space-between', gap: '0.75rem', marginTop: '0.5rem' }}>
              <Button variant="secondary" disabled={!wizard.canGoBack} onClick={() => send({ type: 'step.back' })}>
                Voltar
              </Button>
              <Button disabled={!wizard.canGoForward} onClick={() => send({ type: 'step.forward' })}>
                Avançar
              </Button>
            </div>
          </Card>
        </div>
      </div>
    </PageLayout>
  );
}
