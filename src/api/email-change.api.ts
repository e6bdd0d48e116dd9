import type { KyInstance } from 'ky';
import { fromPromise } from 'xstate';
import { BasicDataPatchAnswer } from '../../domain/api/email-change.ts';
import { ClientBasicData } from '../../domain/client.ts';
import type { EmailChangeActors } from '../../machines/section/email-change.actors.ts';
import type { Calls } from './call.ts';
import { readJson } from './client.ts';

/** The email change's calls (ADR 222): the stored email, the request of a code for a new one, its confirmation. */
export const emailChangeCalls = (http: KyInstance): Calls<EmailChangeActors> => ({
  /** GET /api/client/basic-data: the signed-in client's basic data. */
  loadBasicData: fromPromise(({ signal }) => readJson(http.get('client/basic-data', { signal }), ClientBasicData)),
  /** PATCH /api/client/basic-data {Email}: a code to the new address, answered as `PendingEmail`. */
  requestEmailChange: fromPromise(({ input, signal }) =>
    readJson(http.patch('client/basic-data', { json: input, signal }), BasicDataPatchAnswer),
  ),
  /** POST /api/client/basic-data/email/confirm {Token}: the basic data with the new email. */
  confirmEmailChange: fromPromise(({ input, signal }) =>
    readJson(http.post('client/basic-data/email/confirm', { json: input, signal }), ClientBasicData),
  ),
});
