import type { KyInstance } from 'ky';
import { fromPromise } from 'xstate';
import { ReasonCodeItem, ReasonCodeList } from '../../domain/api/reason-codes.ts';
import type { ReasonCodesActors } from '../../machines/reason-codes/reason-codes.types.ts';
import type { Calls } from './call.ts';
import { readJson } from './client.ts';

/** The reason codes' calls on the back office's client (ADR 241). */
export function reasonCodesCalls(http: KyInstance): Calls<ReasonCodesActors> {
  return {
    loadReasonCodes: fromPromise(({ signal }) => readJson(http.get('backoffice/reason-codes', { signal }), ReasonCodeList)),
    addReasonCode: fromPromise(({ input, signal }) =>
      readJson(http.post('backoffice/reason-codes', { json: input, signal }), ReasonCodeItem),
    ),
    changeReasonCode: fromPromise(({ input, signal }) =>
      readJson(http.patch(`backoffice/reason-codes/${encodeURIComponent(input.code)}`, { json: input.body, signal }), ReasonCodeItem),
    ),
  };
}
