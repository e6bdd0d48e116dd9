import type { KyInstance } from 'ky';
import { Validated } from '../../domain/api/auth.ts';
import {
  type ElectronicCheckAuthBody,
  type ElectronicCheckCreateBody,
  type ElectronicCheckResetBody,
  ElectronicCheckStatus,
} from '../../domain/api/electronic-check.ts';
import { readJson } from './client.ts';

/** GET /api/electronic-check/verify/{userId}: whether the user has an electronic signature (and whether it is locked). */
export function verifySignature(http: KyInstance, userId: number): Promise<ElectronicCheckStatus> {
  return readJson(http.get(`electronic-check/verify/${userId}`), ElectronicCheckStatus);
}

/** POST /api/electronic-check/create: creates the signature (409 when one exists). */
export function createSignature(http: KyInstance, body: ElectronicCheckCreateBody): Promise<ElectronicCheckStatus> {
  return readJson(http.post('electronic-check/create', { json: body }), ElectronicCheckStatus);
}

/** POST /api/electronic-check/reset: removes the signature so a new one can be created. */
export function resetSignature(http: KyInstance, body: ElectronicCheckResetBody): Promise<ElectronicCheckStatus> {
  return readJson(http.post('electronic-check/reset', { json: body }), ElectronicCheckStatus);
}

/** POST /api/electronic-check/authenticate: checks the signature (400 wrong, 423 locked). */
export function authenticateSignature(http: KyInstance, body: ElectronicCheckAuthBody): Promise<Validated> {
  return readJson(http.post('electronic-check/authenticate', { json: body }), Validated);
}
