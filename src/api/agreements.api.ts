import { fromPromise } from 'xstate';
import { AgreementFile, ClientAgreement, ClientAgreements } from '../../domain/api/agreements.ts';
import { Agreement } from '../../domain/index.ts';
import type { Api, SomeCalls } from './call.ts';
import { readJson, sendOnce, toRequestFailure } from './client.ts';

/** The agreements' calls (spec §7 "Agreements"): files, what was signed, signing one term or the contract's batch. */
export const agreementsCalls = ({ http }: Api) =>
  ({
    /** GET /api/file/type/{type} for each type: name, version and the path of each agreement's PDF. */
    loadAgreementFiles: fromPromise(({ input, signal }) =>
      Promise.all(input.types.map((type) => readJson(http.get(`file/type/${type}`, { signal }), AgreementFile))),
    ),
    /** GET /api/client-agreement/client/{clientId}: what the client signed already. */
    loadSignedAgreements: fromPromise(({ input, signal }) =>
      readJson(http.get(`client-agreement/client/${input.clientId}`, { signal }), ClientAgreements),
    ),
    /** GET /api/client-agreement/client/{clientId}/type/1: the general contract on record (empty when unsigned). */
    loadGeneralContract: fromPromise(({ input, signal }) =>
      readJson(http.get(`client-agreement/client/${input.clientId}/type/${Agreement.GENERAL_CONTRACT_TYPE}`, { signal }), ClientAgreements),
    ),
    /** POST /api/client-agreement/type: signs one investor term (42 or 43) with the electronic signature. */
    signAgreement: fromPromise(({ input, signal }) =>
      readJson(sendOnce(http, 'post', 'client-agreement/type', { json: input, signal }), ClientAgreement),
    ),
    /** POST /api/client-agreement/type/batch: signs the general contract and its companions (1, 28, 57). */
    signAgreementsBatch: fromPromise(({ input, signal }) =>
      readJson(sendOnce(http, 'post', 'client-agreement/type/batch', { json: input, signal }), ClientAgreements),
    ),
    /** GET of an agreement file's `Path` (an `/api/…` path, spec §7 "fetched from a supplied path"): the PDF. */
    fetchAgreementPdf: fromPromise(async ({ input, signal }) => {
      try {
        return await http.get(input.path.replace(/^\/api\//, ''), { headers: { Accept: 'application/pdf' }, signal }).blob();
      } catch (error) {
        throw toRequestFailure(error);
      }
    }),
  }) satisfies SomeCalls;
