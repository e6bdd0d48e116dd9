import { StepFrame } from '../kit/step-frame.tsx';
import { SuitabilityStep } from './suitability-step.tsx';

/** /cadastrar/suitability: the investor-profile questionnaire inside the wizard. */
export function SuitabilityView() {
  return (
    <StepFrame narrow>
      <SuitabilityStep />
    </StepFrame>
  );
}
