import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import type { UploadedDocument } from '../../../domain/api/documents.ts';
import { CLIENT_DOCUMENTS, RECEIPT_TYPES, REQUIRED } from '../../../machines/documents/documents.fixtures.ts';
import type { PhotoIssue } from '../../../machines/documents/index.ts';
import { axeViolations } from '../../testing/axe.ts';
import { fakeCalls, renderApp } from '../../testing/render-app.tsx';
import { signedIn } from '../../testing/signed-in.ts';
import { PHOTO_HINTS } from './photo-warning.tsx';

const ID_DOC = 'Documento de identificação com foto (RG ou CNH)';

const photo = (name: string) => new File([new Uint8Array(256)], name, { type: 'image/jpeg' });

// A device whose main pointer is `coarse` or not, as matchMedia answers (jsdom has none).
function pointer(coarse: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: coarse && query === '(pointer: coarse)', addEventListener() {}, removeEventListener() {} }),
  });
}
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

// The PF customer of documents.view.test.tsx; the device finds `issues` in the photos, in order, then none.
function journey(...issues: (PhotoIssue | null)[]) {
  return fakeCalls({
    loadReceiptTypes: async () => RECEIPT_TYPES,
    loadClientDocuments: async () => CLIENT_DOCUMENTS,
    loadRequiredDocuments: async () => REQUIRED,
    checkPhoto: async () => ({ issue: issues.shift() ?? null }),
    uploadDocument: async (input): Promise<UploadedDocument> => ({
      ReceiptId: 910,
      ReceiptTypeId: Number(input.fields.receipt_type),
      CpfCnpj: input.fields.receipt_document,
      ContentType: 'image/jpeg',
      Size: input.file.size,
      ValidityDate: '2025-06-01',
      SentAt: '2025-06-01T12:00:00Z',
    }),
  });
}

const card = async () =>
  within(await screen.findByRole('list', { name: 'Documentos' })).getByRole('listitem', { name: /Documento de identificação/ });

describe('documents step: photos', { timeout: 20_000 }, () => {
  test('on a phone the camera comes first; a dark photo gets its hint and "Tirar outra" takes the next one, which is sent', async () => {
    pointer(true);
    const user = userEvent.setup();
    const calls = journey('dark');
    const { container } = renderApp({ path: '/cadastrar/documentos', storage: signedIn('F', 1), calls });
    const slot = await card();
    const pickers = within(slot).getAllByLabelText(/^(Tirar foto|Escolher arquivo):/);
    expect(pickers.map((input) => input.getAttribute('aria-label'))).toEqual([`Tirar foto: ${ID_DOC}`, `Escolher arquivo: ${ID_DOC}`]);
    expect(pickers[0].getAttribute('capture')).toBe('environment');

    await user.upload(pickers[0], photo('escura.jpg'));
    expect((await within(slot).findByRole('alert')).textContent).toBe(PHOTO_HINTS.dark);
    expect(within(slot).getByText('Revise a foto')).toBeTruthy();
    expect(calls.uploadDocument).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);

    const retake = within(slot).getByLabelText(`Tirar outra: ${ID_DOC}`);
    expect(retake.getAttribute('capture')).toBe('environment');
    await user.upload(retake, photo('clara.jpg'));
    expect(await within(slot).findByText('Enviado')).toBeTruthy();
    expect(calls.uploadDocument.mock.calls.map(([input]) => input.file.name)).toEqual(['clara.jpg']);
  });

  test('a blurred photo may be sent anyway; a photo too small may not, and "Descartar" clears it', async () => {
    pointer(false);
    const user = userEvent.setup();
    const calls = journey('small', 'blurred');
    renderApp({ path: '/cadastrar/documentos', storage: signedIn('F', 1), calls });
    const slot = await card();
    // A desktop: the file picker only, the camera's hidden by the stylesheet (pointer: coarse).
    expect(
      within(slot)
        .getAllByLabelText(/^(Tirar foto|Escolher arquivo):/)[0]
        .getAttribute('aria-label'),
    ).toBe(`Escolher arquivo: ${ID_DOC}`);

    await user.upload(within(slot).getByLabelText(`Escolher arquivo: ${ID_DOC}`), photo('miniatura.jpg'));
    expect((await within(slot).findByRole('alert')).textContent).toBe(PHOTO_HINTS.small);
    expect(within(slot).queryByRole('button', { name: /Enviar assim mesmo/ })).toBeNull();
    await user.click(within(slot).getByRole('button', { name: `Descartar a foto: ${ID_DOC}` }));
    expect(within(slot).getByText('Não enviado')).toBeTruthy();

    await user.upload(within(slot).getByLabelText(`Escolher arquivo: ${ID_DOC}`), photo('tremida.jpg'));
    expect((await within(slot).findByRole('alert')).textContent).toBe(PHOTO_HINTS.blurred);
    await user.click(within(slot).getByRole('button', { name: `Enviar assim mesmo: ${ID_DOC}` }));
    await waitFor(() => expect(calls.uploadDocument.mock.calls.map(([input]) => input.file.name)).toEqual(['tremida.jpg']));
    expect(await within(slot).findByText('Enviado')).toBeTruthy();
  });
});
