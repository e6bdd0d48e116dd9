import { fromPromise } from 'xstate';
import { SectionCompletion } from '../../domain/api/section.ts';
import type { Api, SomeCalls } from './call.ts';
import { readJson } from './client.ts';

/** POST /api/section {ClientId, SectionId}: marks a section complete (idempotent); the steps' shared call. */
export const sectionCalls = ({ http }: Api) =>
  ({
    completeSection: fromPromise(({ input, signal }) => readJson(http.post('section', { json: input, signal }), SectionCompletion)),
  }) satisfies SomeCalls;
