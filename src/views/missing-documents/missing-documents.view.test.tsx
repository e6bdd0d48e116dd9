import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { ClientDocument, UploadedDocument } from '../../../domain/api/documents.ts';
import { Messages, RequestFailure } from '../../../domain/index.ts';
import { FileMessages } from '../../../machines/documents/index.ts';
import type { MissingDocumentsActors } from '../../../machines/missing-documents/index.ts';
import type { UploadProgressEmitted } from '../../api/missing-documents.api.ts';
import { deferred, type FakeAnswers, fakeCalls, renderApp } from '../../testing/render-app.tsx';

const CODE = 'q3Vd1nWc8Kx0ZrT5yH2mLp';
const url = () => screen.getByTestId('url').textContent;
const doc = (ReceiptTypeId: number, DocumentBaseDescription: string): ClientDocument => ({
  ReceiptTypeId,
  CpfCnpj: '52998224725',
  ReceiptId: null,
  RequiredDocument: true,
  DocumentBaseDescription,
  ValidityDate: null,
  SentAt: null,
  FileName: null,
  Size: null,
});
const stored = (ReceiptTypeId: number): UploadedDocument => ({
  ReceiptId: ReceiptTypeId,
  ReceiptTypeId,
  CpfCnpj: '52998224725',
  ContentType: 'application/pdf',
  Size: 9,
  ValidityDate: '2025-06-01',
  SentAt: '2025-06-01T12:00:00Z',
});
const pdf = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });
const MESSAGE = 'Precisamos de um comprovante de residência dos últimos 90 dias.';

function linkServices(overrides: FakeAnswers = {}) {
  const calls: Required<
    Pick<
      FakeAnswers,
      | 'resolveDocumentCode'
      | 'fetchUploadToken'
      | 'authenticateUpload'
      | 'listRequestedDocuments'
      | 'uploadRequestedDocument'
      | 'setRegisterStatus'
    >
  > = {
    resolveDocumentCode: vi.fn(async () => ({ ClientId: 501 })),
    fetchUploadToken: vi.fn(async () => ({ Token: 'upload-token', ExpiresInSeconds: 300 })),
    authenticateUpload: vi.fn(async () => ({ AccessToken: 'documents-token' })),
    listRequestedDocuments: vi.fn(async () => ({
      Message: MESSAGE,
      Documents: [doc(10, 'Documento de identidade'), doc(11, 'Comprovante de residência')],
    })),
    uploadRequestedDocument: vi.fn(async (input) => stored(input.document.ReceiptTypeId)),
    setRegisterStatus: vi.fn(async () => ({ ClientId: 501, StatusId: 2 })),
    ...overrides,
  };
  return { calls, journey: fakeCalls({ ...calls }) };
}

describe('missing documents', () => {
  test('on a phone the camera comes first ("Tirar foto"), then "Escolher arquivo"; on a desktop the file picker alone', async () => {
    const coarse = (matches: boolean) =>
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: (query: string) => ({ matches: matches && query === '(pointer: coarse)', addEventListener() {}, removeEventListener() {} }),
      });
    try {
      coarse(true);
      const phone = renderApp({ path: `/documentos-pendentes/${CODE}`, calls: linkServices().journey });
      await screen.findByText('Documento 1 de 2');
      const pickers = screen.getAllByLabelText(/^(Tirar foto|Escolher arquivo):/);
      expect(pickers.map((input) => input.getAttribute('aria-label')?.split(':')[0])).toEqual(['Tirar foto', 'Escolher arquivo']);
      expect(pickers[0].getAttribute('capture')).toBe('environment');
      phone.unmount();
      coarse(false);
      renderApp({ path: `/documentos-pendentes/${CODE}`, calls: linkServices().journey });
      await screen.findByText('Documento 1 de 2');
      expect(screen.getByLabelText(/^Escolher arquivo:/).getAttribute('capture')).toBeNull();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  test.each([
    ['410', new RequestFailure(410, 'Gone'), Messages.uploadTokenGone],
    ['500', new RequestFailure(500, 'Erro'), Messages.uploadTokenFailed],
  ])('an upload-token answer %s shows the spec text; "Tentar novamente" checks the link again', async (_, failure, text) => {
    const user = userEvent.setup();
    const { calls, journey } = linkServices({
      fetchUploadToken: vi.fn().mockRejectedValueOnce(failure).mockResolvedValue({ Token: 't', ExpiresInSeconds: 1 }),
    });
    renderApp({ path: `/documentos-pendentes/${CODE}`, calls: journey });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', text);
    expect(vi.mocked(calls.fetchUploadToken).mock.calls[0][0]).toEqual({ clientId: 501, code: CODE });
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Documento 1 de 2')).toBeTruthy();
  });

  test.each([
    ['unknown (404)', new RequestFailure(404, 'Link de envio de documentos não encontrado.')],
    ['used (410)', new RequestFailure(410, 'Este link de envio de documentos expirou.')],
  ])('spec §8: a link that is %s shows "Token Inválido"', async (_, failure) => {
    const { calls, journey } = linkServices({ resolveDocumentCode: vi.fn(async () => Promise.reject(failure)) });
    renderApp({ path: `/documentos-pendentes/${CODE}`, calls: journey });
    expect((await screen.findByRole('alert')).textContent).toBe('Token Inválido');
    expect(screen.queryByText(/expirou|não encontrado/)).toBeNull();
    expect(calls.fetchUploadToken).not.toHaveBeenCalled();
  });

  test("the brokerage's message and exactly the requested documents are listed; the sent one is marked", async () => {
    const user = userEvent.setup();
    const { journey } = linkServices();
    renderApp({ path: `/documentos-pendentes/${CODE}`, calls: journey });
    const request = await screen.findByRole('region', { name: 'Documentos solicitados' });
    expect(request.textContent).toContain(`Mensagem da corretora${MESSAGE}`);
    const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items()).toEqual(['Documento de identidade', 'Comprovante de residência']);
    await user.upload(screen.getAllByLabelText(/^Escolher arquivo:/)[0], pdf('rg.pdf'));
    await screen.findByRole('button', { name: 'Próximo documento' });
    expect(items()).toEqual(['Documento de identidade — enviado', 'Comprovante de residência']);
  });

  test('one document at a time with its progress, then the next, then finishing sets status 2', async () => {
    const user = userEvent.setup();
    const first = deferred<UploadedDocument>();
    const { calls, journey } = linkServices({ uploadRequestedDocument: vi.fn().mockImplementationOnce(() => first.promise) });
    // Progress arrives as the bytes go out, after the first upload started: the upload actor emits it, as the live call does.
    const uploadRequestedDocument = fromPromise<UploadedDocument, MissingDocumentsActors['uploadRequestedDocument']['input']>(
      ({ input, emit }) => {
        const progress: UploadProgressEmitted = { type: 'upload.progress', loaded: 40, total: 100 };
        if (journey.uploadRequestedDocument.mock.calls.length === 0) setTimeout(() => emit(progress), 0);
        return journey.uploadRequestedDocument(input);
      },
    );
    renderApp({ path: `/documentos-pendentes/${CODE}`, calls: journey, logic: { uploadRequestedDocument } });
    expect(await screen.findByText('Documento 1 de 2')).toBeTruthy();
    expect(url()).toBe('/documentos-pendentes-envio');
    expect(screen.getByRole('heading', { name: /Documento de identidade/ })).toBeTruthy();
    await user.upload(screen.getAllByLabelText(/^Escolher arquivo:/)[0], pdf('rg.pdf'));
    expect((await screen.findByRole('progressbar', { name: 'Enviando o documento' })).getAttribute('aria-valuenow')).toBe('40');
    const upload = vi.mocked(calls.uploadRequestedDocument).mock.calls[0][0];
    expect(upload).toMatchObject({
      accessToken: 'documents-token',
      clientId: 501,
      validityDate: '01/06/2025',
      document: { ReceiptTypeId: 10 },
    });
    await act(async () => first.resolve(stored(10)));
    await user.click(await screen.findByRole('button', { name: 'Próximo documento' }));
    expect(await screen.findByText('Documento 2 de 2')).toBeTruthy();
    vi.mocked(calls.uploadRequestedDocument).mockResolvedValueOnce(stored(11));
    await user.upload(screen.getAllByLabelText(/^Escolher arquivo:/)[0], pdf('conta.pdf'));
    await user.click(await screen.findByRole('button', { name: 'Concluir envio' }));
    expect(await screen.findByRole('heading', { name: 'Documentos enviados' })).toBeTruthy();
    expect(url()).toBe('/documentos-pendentes-concluido');
    expect(vi.mocked(calls.setRegisterStatus).mock.calls[0][0]).toEqual({
      accessToken: 'documents-token',
      clientId: 501,
      body: { ClientId: 501, StatusId: 2 },
    });
  });

  test('a file of another type is refused before anything is sent; a failed upload is retried with the same file', async () => {
    // A picker that lets the customer choose any file (the accept attribute is only a hint to browsers).
    const user = userEvent.setup({ applyAccept: false });
    const { calls, journey } = linkServices({
      uploadRequestedDocument: vi.fn().mockRejectedValueOnce(new RequestFailure(500, 'Falha no envio')).mockResolvedValue(stored(10)),
    });
    renderApp({ path: `/documentos-pendentes/${CODE}`, calls: journey });
    await user.upload((await screen.findAllByLabelText(/^Escolher arquivo:/))[0], new File(['oi'], 'nota.txt', { type: 'text/plain' }));
    expect(await screen.findByText(FileMessages.wrongType)).toBeTruthy();
    expect(calls.uploadRequestedDocument).not.toHaveBeenCalled();
    const file = pdf('rg.pdf');
    await user.upload(screen.getAllByLabelText(/^Escolher arquivo:/)[0], file);
    expect((await screen.findByRole('alert')).textContent).toBe('Falha no envio');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Próximo documento' })).toBeTruthy();
    await waitFor(() => expect(calls.uploadRequestedDocument).toHaveBeenCalledTimes(2));
    expect(vi.mocked(calls.uploadRequestedDocument).mock.calls[1][0].file).toBe(file);
  });
});
