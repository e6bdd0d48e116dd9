import { OfferCoordinationMessages } from '../../domain/api/offer-coordination.ts';
import { RequestFailure } from '../../domain/index.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { OfferCoordinationActors } from './offer-coordination.actors.ts';
import type { ApplicationRow, ApplicationsResult } from './offer-coordination.types.ts';

// Test data shared by the offer-coordination tests and the model-based suite (not part of the public surface).

/** A manager's token as the fakes answer it (the machine never reads inside it). */
export const MANAGER_TOKEN = 'manager.token.value';

/** One application row. */
export const ROW: ApplicationRow = {
  ClientId: 7,
  Name: 'Padaria Central Ltda',
  MaskedDocument: '11.222.333/0001-81',
  PersonType: 'J',
  StatusRegistration: 1,
  StatusDescription: 'Em andamento',
  CompletedSections: [1],
  CurrentStep: 'Dados da Empresa',
  CreatedAt: '2030-06-03T12:00:00.000Z',
  UpdatedAt: '2030-06-03T12:30:00.000Z',
};

/** The statuses the filter offers. */
export const STATUSES = [
  { Id: 1, Description: 'Em andamento' },
  { Id: 3, Description: 'Aguardando documentos' },
];

/** A first page of a three-page list. */
export const RESULT: ApplicationsResult = { items: [ROW], total: 45, page: 1, pageSize: 20, statuses: STATUSES };

/** Failures of the offer-coordination calls. */
export const OFFER_FAILURES = {
  signIn: new RequestFailure(401, OfferCoordinationMessages.signInFailed),
  tooMany: new RequestFailure(429, 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'),
  unauthorized: new RequestFailure(401, 'Sessão expirada. Entre novamente.'),
  server: new RequestFailure(500, 'Erro ao processar sua requisição. Tente novamente em alguns minutos'),
  wrongPassword: new RequestFailure(400, OfferCoordinationMessages.currentPasswordWrong, {
    CurrentPassword: [OfferCoordinationMessages.currentPasswordWrong],
  }),
} as const;

/** A change of password the form accepts (the new one confirmed). */
export const PASSWORD_CHANGE = { current: 'senha da gestora', password: 'nova senha da gestora', confirmation: 'nova senha da gestora' };

/** Fake actors recording their inputs; by default no session is kept and every call succeeds. */
export function offerCoordinationActors(answers: ActorAnswers<OfferCoordinationActors> = {}) {
  return recordingActors<OfferCoordinationActors>(
    {
      restoreSession: () => null,
      signIn: () => ({ AccessToken: MANAGER_TOKEN }),
      loadApplications: ({ page }) => ({ ...RESULT, page }),
      changePassword: () => ({ Message: OfferCoordinationMessages.passwordChanged }),
    },
    answers,
  );
}
