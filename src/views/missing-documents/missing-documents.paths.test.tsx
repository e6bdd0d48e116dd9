import { screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type MissingDocumentsEvent,
  type MissingDocumentsSnapshot,
  missingDocumentsMachine,
  selectMissingDocumentsView,
} from '../../../machines/missing-documents/index.ts';
import { AUTH_CODE } from '../../../machines/missing-documents/missing-documents.fixtures.ts';
import { missingDocumentsModel } from '../../../test/model/missing-documents.model.ts';
import { type ChildFlowSuite, describeChildPaths } from '../../testing/child-path-replay.tsx';
import { control } from '../../testing/path-replay.tsx';

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

await describeChildPaths('missing documents', 'missing-documents', suite);
