import type { CepAddress } from '../../domain/api/cep.ts';
import { RequestFailure } from '../../domain/request-failure.ts';
import { type ActorAnswers, recordingActors } from '../recording-actors.fixtures.ts';
import type { CepLookupActors } from './cep-lookup.actors.ts';

/** What GET /api/address/cep/01310100 answers. */
export const PAULISTA_CEP: CepAddress = {
  Cep: '01310100',
  Street: 'Avenida Paulista',
  District: 'Bela Vista',
  State: 'SP',
  CityId: 3550308,
  CityName: 'São Paulo',
};

/** The lookup's failures: an unknown CEP, the provider down, no network. */
export const CEP_FAILURES = {
  notFound: new RequestFailure(404, 'CEP não encontrado'),
  unavailable: new RequestFailure(503, 'A consulta de CEP está indisponível no momento; preencha o endereço manualmente'),
  network: new TypeError('Failed to fetch'),
} as const;

/** Recording fakes of the lookup's call: every CEP is Avenida Paulista unless the test answers otherwise. */
export const cepLookupActors = (answers: ActorAnswers<CepLookupActors> = {}) =>
  recordingActors<CepLookupActors>({ lookupCep: ({ cep }) => ({ ...PAULISTA_CEP, Cep: cep }) }, answers);
