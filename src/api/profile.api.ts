import type { KyInstance } from 'ky';
import { type ProfileBody, ProfileSaved, SuitabilityForm } from '../../domain/api/profile.ts';
import { readJson } from './client.ts';

/** GET /api/profile/{clientId}: the suitability questionnaire with the stored answers and profile. */
export function fetchQuestionnaire(http: KyInstance, clientId: number): Promise<SuitabilityForm> {
  return readJson(http.get(`profile/${clientId}`), SuitabilityForm);
}

/** POST /api/profile: the answers; answers the resulting profile. */
export function submitAnswers(http: KyInstance, body: ProfileBody): Promise<ProfileSaved> {
  return readJson(http.post('profile', { json: body }), ProfileSaved);
}
