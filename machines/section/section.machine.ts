import { assertEvent, assign, setup } from 'xstate';
import {
  failureFieldErrors,
  failureMessage,
  hasStatus,
  isUnauthorizedFailure,
  notifySessionExpired,
  sendToParent,
  withError,
} from '../shared/index.ts';
import { sectionActors } from './section.actors.ts';
import type { PostMethod, SectionContext, SectionEvent, SectionInput, SectionOptions } from './section.types.ts';

// The states of a region that accept a new request: never while one is in flight (a double click sends once).
const FETCHABLE = { 'section.fetch': { target: 'loading' } } as const;
const POSTABLE = {
  'section.post': [
    { guard: 'isBodyInvalid', target: 'idle', actions: ['rejectBody', 'reportFailed'] },
    { guard: 'isUpdate', target: 'loading', actions: { type: 'acceptBody', params: { method: 'PUT' } } },
    { target: 'loading', actions: { type: 'acceptBody', params: { method: 'POST' } } },
  ],
  // A step with several areas checks them all before it posts any: no area is saved while another is invalid.
  'section.check': { actions: 'checkBody' },
} as const;

/**
 * Builds the statechart of one data area (spec §4): two parallel regions, `fetch` and `post`, each
 * idle → loading → success | error, plus `section.reset`. The web app provides `fetchSection` and `postSection`
 * with `.provide()`; a 401 from either tells the parent `session.expired`.
 *
 * @example
 * const address = createSectionMachine<Address, AddressBody>({
 *   key: 'address', notFoundIsEmpty: true, isUpdate: (body) => body.AddressId > 0,
 * });
 * createActor(address.provide({ actors: { fetchSection, postSection } }), { input: { clientId, userId } });
 */
export function createSectionMachine<TData, TBody>(options: SectionOptions<TData, TBody>) {
  const isUpdate = options.isUpdate ?? (() => false);
  const validate = options.validate ?? (() => ({}));
  const sentBody = options.sentBody ?? ((body: TBody) => body);

  return setup({
    types: {
      context: {} as SectionContext<TData, TBody>,
      events: {} as SectionEvent<TBody>,
      input: {} as SectionInput,
    },
    actors: sectionActors<TData, TBody>(),
    guards: {
      isUnauthorized: (_, params: { error: unknown }) => isUnauthorizedFailure(params.error),
      isNotFoundEmpty: (_, params: { error: unknown }) => options.notFoundIsEmpty === true && hasStatus(params.error, 404),
      isBodyInvalid: ({ event }) => event.type === 'section.post' && Object.keys(validate(event.body)).length > 0,
      isUpdate: ({ context, event }) => event.type === 'section.post' && isUpdate(event.body, context.data),
    },
    actions: {
      assignData: assign((_, params: { data: TData }) => ({ data: params.data, empty: false, fetchError: null })),
      assignEmpty: assign({ data: null, empty: true, fetchError: null }),
      assignFetchFailure: assign((_, params: { error: unknown }) => ({ fetchError: failureMessage(params.error) })),
      acceptBody: assign(({ context, event }, params: { method: PostMethod }) => {
        assertEvent(event, 'section.post');
        return { body: sentBody(event.body, context.data), method: params.method, postError: null, fieldErrors: {} };
      }),
      rejectBody: assign(({ event }) => {
        assertEvent(event, 'section.post');
        return { body: event.body, postError: null, fieldErrors: validate(event.body) };
      }),
      checkBody: assign(({ event }) => {
        assertEvent(event, 'section.check');
        return { body: event.body, fieldErrors: validate(event.body) };
      }),
      // A post answered with the saved record (e.g. the address and its new AddressId) replaces the data.
      assignSaved: assign(({ context }, params: { saved: TData | null }) => ({
        data: params.saved ?? context.data,
        empty: params.saved === null ? context.empty : false,
        postError: null,
        fieldErrors: {},
      })),
      assignPostFailure: assign((_, params: { error: unknown }) => ({
        postError: failureMessage(params.error),
        fieldErrors: failureFieldErrors(params.error),
      })),
      resetSection: assign({ data: null, empty: false, body: null, method: null, fetchError: null, postError: null, fieldErrors: {} }),
      notifySessionExpired,
      // The step that posted the area waits for every area's result (the onboarding machine's `saving`); an area run
      // on its own has no parent to tell (as `notifySessionExpired`).
      reportSaved: ({ self }) => sendToParent(self, { type: 'section.saved', id: self.id }),
      reportFailed: ({ self }) => sendToParent(self, { type: 'section.failed', id: self.id }),
    },
  }).createMachine({
    id: options.key,
    type: 'parallel',
    context: ({ input }) => ({
      section: options.key,
      clientId: input.clientId,
      userId: input.userId,
      data: null,
      empty: false,
      body: null,
      method: null,
      fetchError: null,
      postError: null,
      fieldErrors: {},
    }),
    on: { 'section.reset': { target: ['.fetch.idle', '.post.idle'], actions: 'resetSection' } },
    states: {
      fetch: {
        initial: 'idle',
        states: {
          idle: { on: FETCHABLE },
          loading: {
            invoke: {
              id: 'fetchSection',
              src: 'fetchSection',
              input: ({ context }) => ({ section: context.section, clientId: context.clientId, userId: context.userId }),
              onDone: { target: 'success', actions: { type: 'assignData', params: ({ event }) => ({ data: event.output }) } },
              onError: [
                {
                  guard: { type: 'isUnauthorized', params: withError },
                  target: 'error',
                  actions: [{ type: 'assignFetchFailure', params: withError }, 'notifySessionExpired'],
                },
                {
                  guard: { type: 'isNotFoundEmpty', params: withError },
                  target: 'success',
                  actions: 'assignEmpty',
                },
                { target: 'error', actions: { type: 'assignFetchFailure', params: withError } },
              ],
            },
          },
          success: { on: FETCHABLE },
          error: { on: FETCHABLE },
        },
      },
      post: {
        initial: 'idle',
        states: {
          idle: { on: POSTABLE },
          loading: {
            invoke: {
              id: 'postSection',
              src: 'postSection',
              input: ({ context }) => ({
                section: context.section,
                clientId: context.clientId,
                userId: context.userId,
                body: context.body as TBody,
                method: context.method ?? 'POST',
              }),
              onDone: {
                target: 'success',
                actions: [{ type: 'assignSaved', params: ({ event }) => ({ saved: event.output }) }, 'reportSaved'],
              },
              onError: [
                {
                  guard: { type: 'isUnauthorized', params: withError },
                  target: 'error',
                  actions: [{ type: 'assignPostFailure', params: withError }, 'notifySessionExpired'],
                },
                { target: 'error', actions: [{ type: 'assignPostFailure', params: withError }, 'reportFailed'] },
              ],
            },
          },
          success: { on: POSTABLE },
          error: { on: POSTABLE },
        },
      },
    },
  });
}
