import type { ProfileBody, ProfileSaved, SuitabilityForm } from '../../domain/api/profile.ts';
import type { SectionBody, SectionCompletion } from '../../domain/api/section.ts';
import { call, placeholders } from '../shared/index.ts';

/** Inputs and outputs of the actors the web app provides (spec §7 "Sections"). */
const calls = {
  /** GET /api/profile/{clientId}: the questionnaire, the stored answers and profile. */
  fetchQuestionnaire: call<{ clientId: number }, SuitabilityForm>(),
  /** POST /api/profile {Id, ClientId, UserId, Version, Answers}: the resulting profile. */
  submitAnswers: call<ProfileBody, ProfileSaved>(),
  /** POST /api/section {ClientId, SectionId 4}: the step is complete (a resumed sign-up starts after it). */
  completeSection: call<SectionBody, SectionCompletion>(),
};

/** Each call's input and output, by name: what `src/api` implements and the binding provides. */
export type SuitabilityActors = typeof calls;

/** Every actor the machine invokes: its calls, placeholders until the web app (or a test) binds them. */
export const suitabilityActors = placeholders(calls);
