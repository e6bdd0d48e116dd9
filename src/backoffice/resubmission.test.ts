import { describe, expect, test } from 'vitest';
import type { ApplicationDetail, AuditEntry } from '../../domain/api/backoffice.ts';
import { DETAIL } from '../../machines/backoffice/backoffice.fixtures.ts';
import { PJ_FILE } from './dossier.fixtures.ts';
import { resubmissionOf } from './resubmission.ts';

const entry = (At: string, Action: string, Reason: string | null = null): AuditEntry => ({
  At,
  Action,
  Reason,
  Actor: 'Cliente',
  Staff: null,
  RequestId: null,
  BeforeDigest: null,
  AfterDigest: null,
});

const upload = (DocumentId: number, UploadedAt: string) => ({
  ...DETAIL.Documents[0],
  DocumentId,
  FileName: `doc-${DocumentId}.png`,
  UploadedAt,
});

// A file asked for documents on 10/06 at 12:00 (after an earlier rejection), then resubmitted.
const resubmitted = (audit: AuditEntry[], documents = DETAIL.Documents): ApplicationDetail => ({
  ...DETAIL,
  Audit: audit,
  Documents: documents,
});

describe('resubmissionOf: what changed since the last staff decision or document request', () => {
  test('lists the documents uploaded and the sections saved after the request, in the dossier order', () => {
    const detail = resubmitted(
      [
        entry('2030-06-11T09:05:00.000Z', 'client.status.documents-sent'),
        entry('2030-06-11T09:04:00.000Z', 'backoffice.application.read'),
        entry('2030-06-11T09:03:00.000Z', 'bank.replace'),
        entry('2030-06-11T09:02:00.000Z', 'address.update'),
        entry('2030-06-11T09:01:00.000Z', 'address.update'),
        entry('2030-06-11T09:00:00.000Z', 'document.upload'),
        entry('2030-06-10T12:00:00.000Z', 'documents.request', 'Envie o RG legível.'),
        entry('2030-06-09T12:00:00.000Z', 'personal-data.save'),
        entry('2030-06-08T12:00:00.000Z', 'decision.reject'),
      ],
      [upload(3, '2030-06-11T09:00:00.000Z'), upload(2, '2030-06-10T12:00:00.000Z'), upload(1, '2030-06-04T10:00:00.000Z')],
    );
    expect(resubmissionOf(detail)).toEqual({
      since: { kind: 'request', at: '2030-06-10T12:00:00.000Z', reason: 'Envie o RG legível.' },
      returnedAt: '2030-06-11T09:05:00.000Z',
      documents: [upload(3, '2030-06-11T09:00:00.000Z')],
      sections: [
        { title: 'Endereço', at: '2030-06-11T09:02:00.000Z' },
        { title: 'Documentos', at: '2030-06-11T09:00:00.000Z' },
        { title: 'Dados financeiros', at: '2030-06-11T09:03:00.000Z' },
      ],
    });
  });

  test('a file staff never decided on nor asked anything of lists nothing', () => {
    const detail = resubmitted([entry('2030-06-05T15:30:00.000Z', 'client.finalize'), entry('2030-06-05T15:00:00.000Z', 'address.create')]);
    expect(resubmissionOf(detail)).toBeNull();
  });

  test('the latest decision is the baseline; a refused second approval and staff reads change nothing', () => {
    const detail = resubmitted([
      entry('2030-06-12T10:00:00.000Z', 'decision.approve.refused'),
      entry('2030-06-12T09:00:00.000Z', 'backoffice.document.view'),
      entry('2030-06-11T10:00:00.000Z', 'decision.approve.first'),
      entry('2030-06-10T12:00:00.000Z', 'documents.request'),
    ]);
    expect(resubmissionOf(detail)).toEqual({
      since: { kind: 'decision', at: '2030-06-11T10:00:00.000Z', reason: null },
      returnedAt: null,
      documents: [],
      sections: [],
    });
  });

  test("a company's marking to market and lists show under its company data; a person's under personal data", () => {
    const audit = [
      entry('2030-06-11T09:01:00.000Z', 'mtm.save'),
      entry('2030-06-11T09:00:00.000Z', 'controllers.replace'),
      entry('2030-06-10T12:00:00.000Z', 'documents.request'),
    ];
    expect(resubmissionOf({ ...PJ_FILE, Audit: audit })?.sections).toEqual([{ title: 'Dados da empresa', at: '2030-06-11T09:01:00.000Z' }]);
    expect(resubmissionOf(resubmitted([audit[0], audit[2]]))?.sections).toEqual([
      { title: 'Dados pessoais', at: '2030-06-11T09:01:00.000Z' },
    ]);
  });

  test('an upload at the very instant of the request is not new (strictly after only)', () => {
    const detail = resubmitted([entry('2030-06-10T12:00:00.000Z', 'documents.request')], [upload(2, '2030-06-10T12:00:00.000Z')]);
    expect(resubmissionOf(detail)?.documents).toEqual([]);
  });
});
