import {
  type ProductClass,
  SUITABILITY_PROFILES,
  type SuitabilityAnswer,
  type SuitabilityProfileName,
} from '../../../domain/api/profile.ts';
import type { ExperienceRules } from './questionnaire.ts';

/** Product classes by risk, 1-based as the experience rules count them (1 renda fixa … 4 derivativos). */
const CLASSES: readonly ProductClass[] = ['rendaFixa', 'fundos', 'acoes', 'derivativos'];

/** Riskiest class (1–4) each profile may hold: conservador renda fixa, moderado up to a part in ações, arrojado all. */
const PROFILE_REACH: Record<SuitabilityProfileName, number> = { conservador: 1, moderado: 3, arrojado: 4 };

/** Riskiest profile an experience level allows: 0–1 conservador, 2 moderado, 3–4 arrojado. */
const CEILING_BY_LEVEL: readonly SuitabilityProfileName[] = ['conservador', 'conservador', 'moderado', 'arrojado', 'arrojado'];

const chosen = (answers: readonly SuitabilityAnswer[]) => new Set(answers.flatMap((answer) => answer.AlternativeIds));

/**
 * The customer's experience level (0–4): the riskiest class traded, one more with professional training, one less
 * without any operation in the last 12 months.
 */
export function experienceLevel(rules: ExperienceRules, answers: readonly SuitabilityAnswer[]): number {
  const ids = chosen(answers);
  const traded = Math.max(0, ...[...ids].map((id) => rules.classOf[id] ?? 0));
  const trained = rules.trained.some((id) => ids.has(id)) ? 1 : 0;
  const inactive = rules.inactive.some((id) => ids.has(id)) ? 1 : 0;
  return Math.min(4, Math.max(0, traded + trained - inactive));
}

/** The lower of two profiles. */
export function lowerProfile(a: SuitabilityProfileName, b: SuitabilityProfileName): SuitabilityProfileName {
  return SUITABILITY_PROFILES.indexOf(a) <= SUITABILITY_PROFILES.indexOf(b) ? a : b;
}

/** The riskiest profile the experience allows. */
export const experienceCeiling = (level: number): SuitabilityProfileName => CEILING_BY_LEVEL[level];

/** The riskiest product class (0 none … 4 derivativos) the answers say the customer traded. */
export function tradedClass(traded: Record<number, number>, answers: readonly SuitabilityAnswer[]): number {
  return Math.max(0, ...[...chosen(answers)].map((id) => traded[id] ?? 0));
}

/**
 * The product classes the customer is profiled for: renda fixa always, and past it each class within the profile's
 * reach that the customer traded (`traded`, the riskiest class traded) and the experience level allows (`level`,
 * undefined in a version without experience rules). Training may raise the level, never list a class not traded:
 * the result screen says a product never operated does not enter the profile (ADR 228).
 */
export function suitableClasses(profile: SuitabilityProfileName, traded: number, level?: number): ProductClass[] {
  const limit = Math.min(traded, level ?? traded);
  return CLASSES.filter((_, index) => index + 1 <= PROFILE_REACH[profile] && (index === 0 || index + 1 <= limit));
}
