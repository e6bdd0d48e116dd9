import { type ComponentType, lazy, useEffect, useState } from 'react';
import { type StepKey, selectWizard } from '../../machines/onboarding/index.ts';
import { idleTask } from './next-task.ts';
import { useOnboarding } from './onboarding-context.tsx';

type ViewLoader = () => Promise<{ default: ComponentType }>;
type StepView = { Lazy: ComponentType; loaded?: ComponentType; preload: () => Promise<unknown> };

// A step's chunk, fetched when the step shows (`Lazy`) or ahead of time (`preload`); `loaded` once it is here.
function stepView(load: ViewLoader): StepView {
  const fetchChunk = () =>
    load().then((module) => {
      step.loaded = module.default;
      return module;
    });
  const step: StepView = { Lazy: lazy(fetchChunk), preload: fetchChunk };
  return step;
}

// A step's screen: once its chunk was fetched ahead it renders at once instead of suspending behind the spinner.
function StepScreen({ step }: { step: StepView }) {
  // Chosen once per mount: switching component types on a later render would remount the screen.
  const [Component] = useState(() => step.loaded ?? step.Lazy);
  return <Component />;
}

const documents = stepView(() => import('../views/documents.view.tsx').then((m) => ({ default: m.DocumentsView })));

const steps: Record<StepKey, StepView> = {
  address: stepView(() => import('../views/address.view.tsx').then((m) => ({ default: m.AddressView }))),
  documents,
  details: stepView(() => import('../views/details.view.tsx').then((m) => ({ default: m.DetailsView }))),
  companyData: stepView(() => import('../views/company-data.view.tsx').then((m) => ({ default: m.CompanyDataView }))),
  uploadDocuments: documents,
  financialData: stepView(() => import('../views/financial-data.view.tsx').then((m) => ({ default: m.FinancialDataView }))),
  suitability: stepView(() => import('../views/suitability.view.tsx').then((m) => ({ default: m.SuitabilityView }))),
  terms: stepView(() => import('../views/terms.view.tsx').then((m) => ({ default: m.TermsView }))),
  finished: stepView(() => import('../views/finished.view.tsx').then((m) => ({ default: m.FinishedView }))),
};

/** Fetches a wizard step's chunk ahead of its first render (a prerendered step is painted over only once it is here). */
export function preloadStepView(step: StepKey): Promise<unknown> {
  return steps[step].preload();
}

/** The wizard steps' screens for the view map: each its own chunk, fetched when shown or ahead of time. */
export const stepViews: Record<StepKey, ComponentType> = {
  address: () => <StepScreen step={steps.address} />,
  documents: () => <StepScreen step={steps.documents} />,
  details: () => <StepScreen step={steps.details} />,
  companyData: () => <StepScreen step={steps.companyData} />,
  uploadDocuments: () => <StepScreen step={steps.uploadDocuments} />,
  financialData: () => <StepScreen step={steps.financialData} />,
  suitability: () => <StepScreen step={steps.suitability} />,
  terms: () => <StepScreen step={steps.terms} />,
  finished: () => <StepScreen step={steps.finished} />,
};

/**
 * Once a wizard step has painted and the browser is idle, fetches the next step's chunk, so saving the step paints the
 * next one without waiting for its code; not before, so it never competes with the step's own chunk or its first
 * paint (ADR 152). A failed fetch is ignored: the step loads its chunk again when it opens.
 */
export function usePreloadNextStep(): void {
  const next = useOnboarding((snapshot) => {
    const wizard = selectWizard(snapshot);
    return wizard ? (wizard.steps[wizard.stepIndex + 1]?.key as StepKey | undefined) : undefined;
  });
  useEffect(() => {
    if (!next) return;
    // A move's effects run before its paint (the move renders synchronously): the import waits until after it.
    let left = false;
    void idleTask().then(() => {
      if (!left) steps[next].preload().catch(() => undefined);
    });
    return () => {
      left = true;
    };
  }, [next]);
}
