import { DocumentsStep } from './documents-step.tsx';
import { StepFrame } from './step-frame.tsx';

/** /cadastrar/documentos (PF) and /cadastrar/envio-de-documentos (PJ): the documents step inside the wizard. */
export function DocumentsView() {
  return (
    <StepFrame narrow>
      <DocumentsStep />
    </StepFrame>
  );
}
