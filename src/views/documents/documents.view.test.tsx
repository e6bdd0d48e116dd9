import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { UploadedDocument } from '../../../domain/api/documents.ts';
import type { SectionBody } from '../../../domain/api/section.ts';
import { RequestFailure } from '../../../domain/index.ts';
import { CLIENT_DOCUMENTS, RECEIPT_TYPES, REQUIRED } from '../../../machines/documents/documents.fixtures.ts';
import { type DocumentsActors, FileMessages } from '../../../machines/documents/index.ts';
import { axeViolations } from '../../testing/axe.ts';
import { expectNotifiedOnce } from '../../testing/notification-region.testing.tsx';
import { deferred, type FakeAnswers, fakeCalls, renderApp } from '../../testing/render-app.tsx';
import { signedIn } from '../../testing/signed-in.ts';

const ID_DOC = 'Documento de identificação com foto (RG ou CNH)';
const RESIDENCE = 'Comprovante de residência';
const PROCURATION = 'Procuração';

const stored = (ReceiptTypeId: number): UploadedDocument => ({
  ReceiptId: 900 + ReceiptTypeId,
  ReceiptTypeId,
  CpfCnpj: '52998224725',
  ContentType: 'application/pdf',
  Size: 2048,
  ValidityDate: '2025-06-01',
  SentAt: '2025-06-01T12:00:00Z',
});
const pdf = (name = 'rg-maria.pdf') => new File(['%PDF-1.7\n'.repeat(200)], name, { type: 'application/pdf' });

// A PF customer whose ID copy is still to send (proof of residence sent, procuration optional).
function documentServices(overrides: FakeAnswers = {}, completeSection = vi.fn(completed)) {
  const calls: Required<
    Pick<FakeAnswers, 'loadReceiptTypes' | 'loadClientDocuments' | 'loadRequiredDocuments' | 'uploadDocument' | 'removeDocument'>
  > = {
    loadReceiptTypes: vi.fn(async () => RECEIPT_TYPES),
    loadClientDocuments: vi.fn(async () => CLIENT_DOCUMENTS),
    loadRequiredDocuments: vi.fn(async () => REQUIRED),
    uploadDocument: vi.fn(async (input) => stored(Number(input.fields.receipt_type))),
    removeDocument: vi.fn(async () => undefined),
    ...overrides,
  };
  return { calls, completeSection, journey: fakeCalls({ ...calls, completeSection }) };
}

async function completed(body: SectionBody) {
  return { ...body, CompletedAt: '2025-06-01T12:00:00Z' };
}

const list = () => screen.getByRole('list', { name: 'Documentos' });
const cards = async () => within(await screen.findByRole('list', { name: 'Documentos' })).getAllByRole('listitem');
const card = (name: string) => within(list()).getByRole('listitem', { name: new RegExp(name.replace(/[()]/g, '\\$&')) });
const picker = (name: string) => screen.getByLabelText(`Escolher arquivo: ${name}`);

// The first test also loads the lazy chunks; the machine is shared by parallel suites.
describe('documents step', { timeout: 20_000 }, () => {
  test('PF: required first; a file goes with its progress bar; continue completes section 8 and opens the next step', async () => {
    const user = userEvent.setup({ delay: null });
    const upload = deferred<UploadedDocument>();
    const { calls, completeSection, journey } = documentServices({ uploadDocument: vi.fn(() => upload.promise) });
    // The upload reports its progress to the documents machine, for its card, as the live call does.
    const uploadDocument = fromPromise<UploadedDocument, DocumentsActors['uploadDocument']['input']>(({ input, self }) => {
      setTimeout(() => self._parent?.send({ type: 'upload.progress', key: input.key, loaded: 30, total: 100 }), 0);
      return journey.uploadDocument(input);
    });
    renderApp({ path: '/cadastrar/documentos', storage: signedIn('F', 1), calls: journey, logic: { uploadDocument } });
    expect(await screen.findByRole('heading', { name: 'Documentos de identificação' })).toBeTruthy();
    const titles = (await cards()).map((item) => within(item).getByRole('heading').textContent);
    expect(titles).toEqual([`${ID_DOC} (obrigatório)`, `${RESIDENCE} (obrigatório)`]);
    // The optional ones wait, collapsed, under their own heading.
    const others = screen.getByText('Outros documentos (opcional)').closest('details')!;
    expect(others.open).toBe(false);
    expect(within(others).getByRole('listitem', { name: new RegExp(PROCURATION) })).toBeTruthy();
    expect(within(card(RESIDENCE)).getByText('Enviado')).toBeTruthy();
    expect(within(card(RESIDENCE)).getByLabelText(`Substituir: ${RESIDENCE}`)).toBeTruthy();
    // A document sent on an earlier visit shows the file the server keeps.
    expect(within(card(RESIDENCE)).getByText('conta-de-luz.pdf · 121 KB')).toBeTruthy();
    expect(screen.getByText('1 de 2 documentos obrigatórios enviados: 50%')).toBeTruthy();

    await user.upload(picker(ID_DOC), pdf());
    const bar = await within(card(ID_DOC)).findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('30'));
    expect(within(card(ID_DOC)).getByText(/^rg-maria\.pdf · \d+ KB$/)).toBeTruthy();
    expect(vi.mocked(calls.uploadDocument).mock.calls[0][0].fields).toEqual({
      receipt_customerid: '42',
      receipt_type: '10',
      receipt_validity_date: '01/06/2025',
      receipt_document: '52998224725',
    });
    expect((screen.getByRole('button', { name: 'Salvar e continuar' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => upload.resolve(stored(10)));
    expect(await within(card(ID_DOC)).findByText('Enviado')).toBeTruthy();
    expect(screen.getByText('2 de 2 documentos obrigatórios enviados: 100%')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(await screen.findByRole('heading', { name: 'Dados Pessoais' })).toBeTruthy();
    expect(completeSection.mock.calls[0][0]).toEqual({ ClientId: 42, SectionId: 8 });
  });

  test('a wrong type or an oversized file is refused at its card before anything is sent', async () => {
    const { calls, journey } = documentServices();
    renderApp({ path: '/cadastrar/documentos', storage: signedIn('F', 1), calls: journey });
    await cards();
    const exe = new File(['MZ'], 'documento.exe', { type: 'application/x-msdownload' });
    fireEvent.drop(screen.getByTestId('document-10-52998224725-drop'), { dataTransfer: { files: [exe] } });
    expect((await within(card(ID_DOC)).findByRole('alert')).textContent).toBe(FileMessages.wrongType);
    expect(picker(ID_DOC).getAttribute('aria-invalid')).toBe('true');

    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.setup({ delay: null }).upload(picker(ID_DOC), big);
    expect(within(card(ID_DOC)).getByRole('alert').textContent).toBe(FileMessages.tooLarge);
    expect(calls.uploadDocument).not.toHaveBeenCalled();
  });

  test('a failed upload shows the server message at its card and "Tentar novamente" sends the same file again', async () => {
    const user = userEvent.setup({ delay: null });
    const uploadDocument = vi
      .fn()
      .mockRejectedValueOnce(new RequestFailure(503, 'Serviço de arquivos indisponível'))
      .mockImplementation(async () => stored(10));
    const { journey } = documentServices({ uploadDocument });
    renderApp({ path: '/cadastrar/documentos', storage: signedIn('F', 1), calls: journey });
    await cards();
    await user.upload(picker(ID_DOC), pdf('rg-frente.pdf'));
    expect((await within(card(ID_DOC)).findByRole('alert')).textContent).toBe('Serviço de arquivos indisponível');
    // One file's failure is its card's: not the app's notification.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(card(ID_DOC)).getByText(/^rg-frente\.pdf · /)).toBeTruthy();

    await user.click(within(card(ID_DOC)).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(card(ID_DOC)).findByText('Enviado')).toBeTruthy();
    expect(uploadDocument.mock.calls[1][0].file.name).toBe('rg-frente.pdf');
  });

  test('continue with a required document missing marks it and moves the focus to its picker', async () => {
    const user = userEvent.setup({ delay: null });
    const { completeSection, journey } = documentServices();
    renderApp({ path: '/cadastrar/documentos', storage: signedIn('F', 1), calls: journey });
    await cards();
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(within(card(ID_DOC)).getByRole('alert').textContent).toBe('Envie este documento para continuar');
    await waitFor(() => expect(document.activeElement).toBe(picker(ID_DOC)));
    expect(completeSection).not.toHaveBeenCalled();
  });

  test('PJ: upload documents completes section 105; a failed completion keeps the files and is retried', async () => {
    const user = userEvent.setup({ delay: null });
    const completeSection = vi.fn().mockRejectedValueOnce(new RequestFailure(500, 'Falha ao salvar')).mockImplementation(completed);
    const { journey } = documentServices({ loadRequiredDocuments: vi.fn(async () => []) }, completeSection);
    renderApp({ path: '/cadastrar/envio-de-documentos', storage: signedIn('J', 2), calls: journey });
    expect(await screen.findByRole('heading', { name: 'Envio de Documentos' })).toBeTruthy();
    await user.upload(picker(ID_DOC), pdf());
    expect(await within(card(ID_DOC)).findByText('Enviado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await expectNotifiedOnce('Falha ao salvar');
    expect(within(card(ID_DOC)).getByText('Enviado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(await screen.findByRole('heading', { name: 'Dados Financeiros' })).toBeTruthy();
    expect(completeSection.mock.calls[1][0]).toEqual({ ClientId: 42, SectionId: 105 });
  });

  test('each optional document says when it applies, and its picker is described by it', async () => {
    const { journey } = documentServices();
    renderApp({ path: '/cadastrar/documentos', storage: signedIn('F', 1), calls: journey });
    await cards();
    const others = screen.getByRole('list', { name: 'Outros documentos' });
    const procuration = within(others).getByRole('listitem', { name: new RegExp(PROCURATION) });
    const reason = within(procuration).getByText('Se outra pessoa vai movimentar a conta por você com uma procuração.');
    // The picker is described by it, so a screen reader hears it with the button.
    expect(within(procuration).getByLabelText(`Escolher arquivo: ${PROCURATION}`).getAttribute('aria-describedby')).toContain(reason.id);
    // Required documents need no reason.
    expect(within(card(ID_DOC)).queryByText(/^Se /)).toBeNull();
  });

  test('a PJ reads when an optional document applies in words about the company', async () => {
    const { journey } = documentServices({ loadRequiredDocuments: vi.fn(async () => []) });
    renderApp({ path: '/cadastrar/envio-de-documentos', storage: signedIn('J', 2), calls: journey });
    const others = await screen.findByRole('list', { name: 'Outros documentos' });
    expect(within(others).getByText('Se alguém vai representar a empresa com uma procuração.')).toBeTruthy();
  });

  test('"Remover" deletes the sent document by its receipt and the slot asks for a file again; a refusal stays at the card', async () => {
    const user = userEvent.setup({ delay: null });
    const removeDocument = vi
      .fn()
      .mockRejectedValueOnce(new RequestFailure(409, 'Seu cadastro já foi enviado para análise e não pode mais ser alterado.'))
      .mockResolvedValue(undefined);
    const { journey } = documentServices({ removeDocument });
    renderApp({ path: '/cadastrar/documentos', storage: signedIn('F', 1), calls: journey });
    await cards();
    const remove = within(card(RESIDENCE)).getByRole('button', { name: `Remover: ${RESIDENCE}` });
    await user.click(remove);
    expect((await within(card(RESIDENCE)).findByRole('alert')).textContent).toBe(
      'Seu cadastro já foi enviado para análise e não pode mais ser alterado.',
    );
    expect(within(card(RESIDENCE)).getByText('Enviado')).toBeTruthy();
    await user.click(within(card(RESIDENCE)).getByRole('button', { name: `Remover: ${RESIDENCE}` }));
    expect(await within(card(RESIDENCE)).findByText('Não enviado')).toBeTruthy();
    expect(removeDocument.mock.calls.map(([input]) => input)).toEqual([{ receiptId: 900 }, { receiptId: 900 }]);
    expect(within(card(RESIDENCE)).queryByText(/conta-de-luz/)).toBeNull();
    expect(within(card(RESIDENCE)).queryByRole('button', { name: /^Remover/ })).toBeNull();
    expect(within(card(RESIDENCE)).getByLabelText(`Escolher arquivo: ${RESIDENCE}`)).toBeTruthy();
    expect(screen.getByText('0 de 2 documentos obrigatórios enviados: 0%')).toBeTruthy();
  });

  test('a document sent now can be replaced ("Substituir") and removed by the receipt the upload answered', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls, journey } = documentServices();
    renderApp({ path: '/cadastrar/documentos', storage: signedIn('F', 1), calls: journey });
    await cards();
    await user.upload(picker(ID_DOC), pdf('rg-antigo.pdf'));
    expect(await within(card(ID_DOC)).findByText('Enviado')).toBeTruthy();
    await user.upload(within(card(ID_DOC)).getByLabelText(`Substituir: ${ID_DOC}`), pdf('rg-novo.pdf'));
    await waitFor(() => expect(calls.uploadDocument).toHaveBeenCalledTimes(2));
    expect(await within(card(ID_DOC)).findByText(/^rg-novo\.pdf · /)).toBeTruthy();
    await user.click(await within(card(ID_DOC)).findByRole('button', { name: `Remover: ${ID_DOC}` }));
    await waitFor(() => expect(calls.removeDocument).toHaveBeenCalledWith({ receiptId: 910 }));
  });

  test('a list that fails to load shows the message and "Tentar novamente" loads it again', async () => {
    const user = userEvent.setup({ delay: null });
    const loadClientDocuments = vi
      .fn()
      .mockRejectedValueOnce(new RequestFailure(500, 'Erro ao carregar'))
      .mockResolvedValue(CLIENT_DOCUMENTS);
    const { journey } = documentServices({ loadClientDocuments });
    renderApp({ path: '/cadastrar/documentos', storage: signedIn('F', 1), calls: journey });
    await expectNotifiedOnce('Erro ao carregar');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await cards()).toHaveLength(2);
  });

  test('axe finds nothing on the list with a refused file and a missing document', async () => {
    const user = userEvent.setup({ delay: null });
    const { journey } = documentServices();
    const { container } = renderApp({ path: '/cadastrar/documentos', storage: signedIn('F', 1), calls: journey });
    await cards();
    fireEvent.drop(screen.getByTestId('document-17-52998224725-drop'), { dataTransfer: { files: [new File(['x'], 'a.exe')] } });
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
