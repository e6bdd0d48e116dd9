import type { MachineModel } from './lib/model.types.ts';
import { onboardingModel } from './onboarding.model.ts';

/** Every machine the model-based suite covers (issue 3 adds the child machines here). */
export const MODELS: readonly MachineModel[] = [onboardingModel];
