import { screen } from '@testing-library/react';
import { afterAll, describe, expect, test } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type MissingDocumentsEvent,
  type MissingDocumentsSnapshot,
  missingDocumentsMachine,
  selectMissingDocumentsView,
} from '../../machines/missing-documents/index.ts';
import { AUTH_CODE } from '../../machines/missing-documents/missing-documents.fixtures.ts';
import { missingDocumentsModel } from '../../test/model/missing-documents.model.ts';
import { type ChildFlowSuite, childRuns, type Driven, driveChildRun, rootTransitionsOf } from '../testing/child-path-replay.tsx';
import { control } from '../testing/path-replay.tsx';

// The statuses whose screen shows the failure's message, and those that show "Documento i de N".
const SHOWS_ERROR = new Set(['listError', 'uploadError', 'finishError']);
const SHOWS_INDEX = new Set(['choosing', 'uploading', 'uploaded', 'uploadError']);

const suite: ChildFlowSuite = {
  model: missingDocumentsModel,
  id: 'missingDocuments',
  machine: missingDocumentsMachine,
  url: `/documentos-pendentes/${AUTH_CODE}`,
  rootState: 'onboarding.partner.ready.missingDocuments.running',
  events: new Set(['document.upload', 'upload.retry', 'document.next', 'documents.finish', 'documents.retry', 'link.retry']),
  perform: async (user, e: EventObject) => {
    const event = e as MissingDocumentsEvent;
    switch (event.type) {
      case 'document.upload': {
        const [picker] = screen.queryAllByLabelText(/^Escolher arquivo:/);
        if (!picker) throw new Error('the view offers no file picker');
        return user.upload(picker, event.file);
      }
      case 'document.next':
        return user.click(await control('Próximo documento'));
      case 'documents.finish':
        return user.click(await control('Concluir envio'));
      case 'upload.retry':
      case 'documents.retry':
      case 'link.retry':
        return user.click(await control('Tentar novamente'));
    }
  },
  expected: (snapshot: AnyMachineSnapshot) => {
    const view = selectMissingDocumentsView(snapshot as MissingDocumentsSnapshot);
    const messages: string[] = [];
    if (view.error && (view.phase === 'failed' || SHOWS_ERROR.has(view.status ?? ''))) messages.push(view.error);
    if (SHOWS_INDEX.has(view.status ?? '')) messages.push(`Documento ${view.index + 1} de ${view.documents.length}`);
    return { attributes: { 'data-phase': view.phase, 'data-status': view.status ?? undefined }, messages };
  },
  after: () => 'missingDocumentsDone',
};

const { runs, generated, wanted } = await childRuns(suite);
const rootWanted = rootTransitionsOf(suite);
const driven: Driven = { child: new Set(), root: new Set(), steps: 0, sessionEnds: 0 };

describe(`missing documents: generated paths through the rendered app (${runs.length} runs of ${generated} paths)`, () => {
  afterAll(() => {
    const count = (all: Set<string>, seen: Set<string>) => `${[...all].filter((id) => seen.has(id)).length}/${all.size}`;
    console.log(
      `[paths:web] missing-documents: drove ${runs.length} runs (${generated} generated paths + ${runs.length - generated} without 401s), ` +
        `${driven.steps} steps, ${driven.sessionEnds} ended by a 401; user-event transitions ${count(wanted, driven.child)}, ` +
        `root transitions from this screen ${count(rootWanted, driven.root)}`,
    );
  });

  test.each(runs.map((run, i) => [`#${i + 1}: ${run.label}`, run] as const))(
    '%s',
    async (_, run) => {
      await driveChildRun(suite, run, driven);
    },
    20_000,
  );

  test('every transition with a user event, and the root forwarding each, was taken through the UI', () => {
    expect([...wanted].filter((id) => !driven.child.has(id))).toEqual([]);
    expect([...rootWanted].filter((id) => !driven.root.has(id))).toEqual([]);
  });
});
