import type { KyInstance } from 'ky';
import {
  AgreementFile,
  ClientAgreement,
  ClientAgreements,
  type SignAgreementBody,
  type SignAgreementsBatchBody,
} from '../../domain/api/agreements.ts';
import { Agreement } from '../../domain/index.ts';
import { idempotent, readJson, toRequestFailure } from './client.ts';

/** GET /api/file/type/{type} for each type: name, version and the path of each agreement's PDF. */
export function loadAgreementFiles(http: KyInstance, types: readonly number[]): Promise<AgreementFile[]> {
  return Promise.all(types.map((type) => readJson(http.get(`file/type/${type}`), AgreementFile)));
}

/** GET /api/client-agreement/client/{clientId}: what the client signed already. */
export function loadSignedAgreements(http: KyInstance, clientId: number): Promise<ClientAgreement[]> {
  return readJson(http.get(`client-agreement/client/${clientId}`), ClientAgreements);
}

/** GET /api/client-agreement/client/{clientId}/type/1: the general contract on record (empty when unsigned). */
export function loadGeneralContract(http: KyInstance, clientId: number): Promise<ClientAgreement[]> {
  return readJson(http.get(`client-agreement/client/${clientId}/type/${Agreement.GENERAL_CONTRACT_TYPE}`), ClientAgreements);
}

/** POST /api/client-agreement/type: signs one investor term (42 or 43) with the electronic signature. */
export function signAgreement(http: KyInstance, body: SignAgreementBody): Promise<ClientAgreement> {
  return readJson(http.post('client-agreement/type', { json: body, ...idempotent() }), ClientAgreement);
}

/** POST /api/client-agreement/type/batch: signs the general contract and its companions (1, 28, 57). */
export function signAgreementsBatch(http: KyInstance, body: SignAgreementsBatchBody): Promise<ClientAgreement[]> {
  return readJson(http.post('client-agreement/type/batch', { json: body, ...idempotent() }), ClientAgreements);
}

/** GET of an agreement file's `Path` (an `/api/…` path, spec §7 "fetched from a supplied path"): the PDF. */
export async function fetchAgreementPdf(http: KyInstance, path: string): Promise<Blob> {
  try {
    return await http.get(path.replace(/^\/api\//, ''), { headers: { Accept: 'application/pdf' } }).blob();
  } catch (error) {
    throw toRequestFailure(error);
  }
}
