import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApplicationDetail, AuditEntry } from '../../domain/api/backoffice.ts';
import { BACKOFFICE_FAILURES, DETAIL } from '../../machines/backoffice/backoffice.fixtures.ts';
import { axeViolations } from '../testing/axe.ts';
import { renderBackoffice, signedIn } from '../testing/render-backoffice.tsx';

const doc = (DocumentId: number, TypeName: string, FileName: string, ContentType: string, UploadedAt: string) => ({
  ...DETAIL.Documents[0],
  DocumentId,
  TypeName,
  FileName,
  ContentType,
  UploadedAt,
  Size: 307_200,
});
const RG = doc(501, 'Documento de identidade com foto', 'rg-novo.png', 'image/png', '2030-06-11T09:00:00.000Z');
const PROOF = doc(502, 'Comprovante de residência', 'conta-de-luz.jpg', 'image/jpeg', '2030-06-04T10:00:00.000Z');
const OTHER = doc(503, 'Contrato social', 'contrato.odt', 'application/vnd.oasis.opendocument.text', '2030-06-03T10:00:00.000Z');

const audit = (At: string, Action: string, Reason: string | null = null): AuditEntry => ({
  ...DETAIL.Audit[0],
  At,
  Action,
  Reason,
});

// A file asked for a legible RG on 10/06, which the customer sent on 11/06 with a new address.
const RESUBMITTED: ApplicationDetail = {
  ...DETAIL,
  Documents: [RG, PROOF, OTHER],
  Audit: [
    audit('2030-06-11T09:05:00.000Z', 'client.status.documents-sent'),
    audit('2030-06-11T09:02:00.000Z', 'address.update'),
    audit('2030-06-11T09:00:00.000Z', 'document.upload'),
    audit('2030-06-10T12:00:00.000Z', 'documents.request', 'Envie o RG legível.'),
  ],
};

const bytes = (documentId: number) => {
  const document = RESUBMITTED.Documents.find((d) => d.DocumentId === documentId)!;
  return { fileName: document.FileName, contentType: document.ContentType, blob: new Blob(['bytes']) };
};

const openFile = (answers: Parameters<typeof renderBackoffice>[1] = {}) =>
  renderBackoffice('/backoffice/cadastros/42', {
    ...signedIn(),
    loadApplication: async () => RESUBMITTED,
    loadDocument: async ({ documentId }) => bytes(documentId),
    ...answers,
  });

// The pane's width (≥ 1280 px) or not: matchMedia answers for PANE_MEDIA.
function screenWide(wide: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const original = { matchMedia: window.matchMedia, create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:documento');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  window.matchMedia = original.matchMedia;
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

describe('the document viewer on the application page', { timeout: 30_000 }, () => {
  test('at 1280 px and more it is a region beside the dossier: name, type, size, date; next/previous, download, close', async () => {
    screenWide(true);
    const user = userEvent.setup();
    const { saveFile, calls, container } = openFile();
    await user.click(await screen.findByRole('button', { name: `Ver ${RG.TypeName}` }));
    const pane = await screen.findByRole('region', { name: `${RG.TypeName} Novo` });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(pane).getByText(/rg-novo\.png · Imagem PNG · 300 KB · enviado em 11\/06\/2030/)).toBeTruthy();
    expect(within(pane).getByText(/documento 1 de 3/)).toBeTruthy();
    expect(document.activeElement).toBe(within(pane).getByRole('heading', { level: 2 }));
    expect((await within(pane).findByRole('img', { name: RG.TypeName })).getAttribute('src')).toBe('blob:documento');
    expect((within(pane).getByRole('button', { name: '← Anterior' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(pane).getByRole('button', { name: 'Baixar' }));
    expect(saveFile.mock.calls[0][0]).toMatchObject({ fileName: 'rg-novo.png', contentType: 'image/png' });
    await user.click(within(pane).getByRole('button', { name: 'Próximo →' }));
    expect(await screen.findByRole('region', { name: PROOF.TypeName })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Próximo →' }));
    const last = await screen.findByRole('region', { name: OTHER.TypeName });
    expect(await within(last).findByText(/não tem visualização aqui/)).toBeTruthy();
    expect((within(last).getByRole('button', { name: 'Próximo →' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.loadDocument.map((input) => input.documentId)).toEqual([501, 502, 503]);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(last).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('region', { name: OTHER.TypeName })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Ver ${RG.TypeName}` }));
  });

  test('below 1280 px it is a modal dialog the keyboard drives: ←/→, +/−/0, R, Esc, Tab kept inside', async () => {
    const user = userEvent.setup();
    const { calls, container } = openFile();
    const opener = await screen.findByRole('button', { name: `Ver ${PROOF.TypeName}` });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: PROOF.TypeName });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await within(dialog).findByRole('img', { name: PROOF.TypeName });
    expect(await axeViolations(container)).toEqual([]);
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: OTHER.TypeName })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: `${RG.TypeName} Novo` })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(calls.loadDocument.map((input) => input.documentId)).toEqual([502, 503, 502, 501]);
    const zoom = () => screen.getByRole('button', { name: /^Ajustar à largura/ }).textContent;
    await user.keyboard('+');
    expect(zoom()).toBe('125%');
    await user.keyboard('+++++');
    expect(zoom()).toBe('300%');
    expect((screen.getByRole('button', { name: 'Aumentar zoom' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('0-');
    expect(zoom()).toBe('75%');
    const image = await screen.findByRole('img', { name: RG.TypeName });
    expect(image.parentElement?.dataset.rotation).toBe('0');
    await user.keyboard('r');
    expect(image.parentElement?.dataset.rotation).toBe('90');
    await user.click(screen.getByRole('button', { name: 'Girar 90°' }));
    await user.keyboard('RR');
    expect(image.parentElement?.dataset.rotation).toBe('0');
    // Tab from the last control comes back to the first: the page behind stays out of reach.
    screen.getByRole('region', { name: /^Conteúdo:/ }).focus();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Próximo →'); // "Anterior" is disabled on the first document
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  test('a document that fails to load says so in pt-BR and opens on "Tentar novamente"', async () => {
    const user = userEvent.setup();
    let failures = 1;
    openFile({
      loadDocument: async ({ documentId }) => (failures-- > 0 ? Promise.reject(BACKOFFICE_FAILURES.server) : bytes(documentId)),
    });
    await user.click(await screen.findByRole('button', { name: `Ver ${PROOF.TypeName}` }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Não foi possível abrir este documento. ${BACKOFFICE_FAILURES.server.message}`);
    expect((screen.getByRole('button', { name: 'Baixar' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('img', { name: PROOF.TypeName })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('"Mudou desde o pedido de documentos"', { timeout: 30_000 }, () => {
  test('lists the documents sent and sections saved after the request; the new document is marked and opens', async () => {
    const user = userEvent.setup();
    const { container } = openFile();
    const block = await screen.findByRole('region', { name: 'Mudou desde o pedido de documentos' });
    expect(
      within(block).getByText(/Documentos pedidos em 10\/06\/2030.*“Envie o RG legível.” O cliente enviou o que faltava em 11\/06\/2030/),
    ).toBeTruthy();
    const fresh = within(block).getByRole('list', { name: 'Documentos novos' });
    expect(within(fresh).getAllByRole('listitem')).toHaveLength(1);
    expect(within(fresh).getByRole('listitem').textContent).toContain('Documento de identidade com foto — rg-novo.png');
    const sections = within(block).getByRole('list', { name: 'Seções alteradas' });
    expect(
      within(sections)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(' — ')[0]),
    ).toEqual(['Endereço', 'Documentos']);
    const documents = screen.getByRole('region', { name: 'Documentos' });
    expect(within(documents).getAllByText('Novo')).toHaveLength(1);
    expect(within(documents).getAllByRole('listitem')[0].textContent).toContain('Novo');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(block).getByRole('button', { name: 'Abrir rg-novo.png' }));
    expect(await screen.findByRole('dialog', { name: `${RG.TypeName} Novo` })).toBeTruthy();
  });

  test('a file no one asked anything of shows no such block and no "Novo"', async () => {
    renderBackoffice('/backoffice/cadastros/42', signedIn());
    await screen.findByRole('region', { name: 'Documentos' });
    expect(screen.queryByRole('region', { name: /^Mudou desde/ })).toBeNull();
    await waitFor(() => expect(screen.queryByText('Novo')).toBeNull());
  });
});
