import { StepFrame } from '../kit/step-frame.tsx';
import { DocumentsStep } from './documents-step.tsx';

/** /cadastrar/documentos (PF) and /cadastrar/envio-de-documentos (PJ): the documents step inside the wizard. */
export function DocumentsView() {
  return (
    <StepFrame narrow>
      <DocumentsStep />
    </StepFrame>
  );
}
