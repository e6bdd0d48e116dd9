import { fromPromise } from 'xstate';
import { ProfileSaved, SuitabilityForm } from '../../domain/api/profile.ts';
import type { Api, SomeCalls } from './call.ts';
import { readJson } from './client.ts';

/** The suitability questionnaire's calls (spec §7 "Profile"). */
export const profileCalls = ({ http }: Api) =>
  ({
    /** GET /api/profile/{clientId}: the suitability questionnaire with the stored answers and profile. */
    fetchQuestionnaire: fromPromise(({ input, signal }) => readJson(http.get(`profile/${input.clientId}`, { signal }), SuitabilityForm)),
    /** POST /api/profile: the answers; answers the resulting profile. */
    submitAnswers: fromPromise(({ input, signal }) => readJson(http.post('profile', { json: input, signal }), ProfileSaved)),
  }) satisfies SomeCalls;
