import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AgreementFile } from '../../../domain/api/agreements.ts';
import { selectStepActors } from '../../../machines/onboarding/index.ts';
import { SESSION_KEY } from '../../flows/persist.ts';
import { fakeAccessToken } from '../../testing/fixtures.ts';
import { fakeCalls, renderApp } from '../../testing/render-app.tsx';

const file = (Type: number, Name: string): AgreementFile => ({
  Type,
  AgreementId: Type,
  Name,
  Version: '2025.1',
  Path: `/api/file/type/${Type}/version/2025.1`,
  Sha256: `sha-${Type}`,
  Subtitle: 'Condições gerais',
  PublishedAt: '2025-01-15',
  Sections: [{ Heading: '1. Partes e objeto', Paragraphs: [`Este é o ${Name}.`] }],
});

// jsdom has no object URLs: the reader's blob URL is a stand-in.
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:pdf-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('agreement PDF reader (/cadastrar/pdf)', () => {
  test('an agreement opened on the terms step shows full screen at /cadastrar/pdf; "Voltar aos termos" returns', async () => {
    const user = userEvent.setup();
    const { actor, calls } = openTerms('F', false, (type) => file(type, `Contrato ${type}`));
    expect(await screen.findByRole('heading', { name: 'Termos' })).toBeTruthy();
    const terms = () => selectStepActors(actor.getSnapshot()).agreements;
    await waitFor(() => expect(terms()?.getSnapshot().matches({ terms: 'review' })).toBe(true));
    // The terms screen (issue 5) opens an agreement like this.
    act(() => terms()?.send({ type: 'agreement.open', agreementType: 1 }));
    expect(await screen.findByRole('heading', { name: 'Contrato 1' })).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/cadastrar/pdf');
    expect(await screen.findByRole('heading', { level: 2, name: '1. Partes e objeto' })).toBeTruthy();
    expect(screen.getByText('Este é o Contrato 1.')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Baixar PDF' })).getAttribute('href')).toBe('blob:pdf-1');
    expect(vi.mocked(calls.fetchAgreementPdf).mock.calls[0][0]).toEqual({ path: '/api/file/type/1/version/2025.1' });
    await user.click(screen.getByRole('button', { name: 'Voltar aos termos' }));
    expect(await screen.findByRole('heading', { name: 'Termos' })).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/cadastrar/termos-e-assinatura');
  });

  test("a company's investor declaration reads in the company's voice, with its own version", async () => {
    const declaration =
      'A titular da conta, pessoa jurídica identificada no cadastro, declara que possui investimentos financeiros em valor superior a R$ 1.000.000,00 e afirma sua condição de investidor qualificado.';
    const companyFile = (type: number): AgreementFile => ({
      ...file(type, type === 42 ? 'Declaração de Investidor Qualificado' : `Contrato ${type}`),
      ...(type === 42 && {
        Version: '2026.1-PJ',
        Path: '/api/file/type/42/version/2026.1-PJ',
        PublishedAt: '2026-11-26',
        Sections: [{ Heading: '1. Declaração', Paragraphs: [declaration] }],
      }),
    });
    const { actor, calls } = openTerms('J', true, companyFile);
    expect(await screen.findByRole('heading', { name: 'Declaração de Investidor Qualificado (versão 2026.1-PJ)' })).toBeTruthy();
    const terms = () => selectStepActors(actor.getSnapshot()).agreements;
    await waitFor(() => expect(terms()?.getSnapshot().matches({ terms: 'review' })).toBe(true));
    act(() => terms()?.send({ type: 'agreement.open', agreementType: 42 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Declaração de Investidor Qualificado' })).toBeTruthy();
    const article = screen.getByRole('article', { name: 'Declaração de Investidor Qualificado' });
    expect(article.textContent).toContain(declaration);
    expect(article.textContent).toContain('Versão 2026.1-PJ, de 26/11/2026');
    expect(screen.queryByText(/^Eu, /)).toBeNull();
    await screen.findByRole('link', { name: 'Baixar PDF' });
    expect(vi.mocked(calls.fetchAgreementPdf).mock.calls[0][0]).toEqual({ path: '/api/file/type/42/version/2026.1-PJ' });
  });
});

/** The terms step of a signed-in customer of `personType`, whose agreement files are `fileOf` each type. */
function openTerms(personType: 'F' | 'J', qualifiedInvestor: boolean, fileOf: (type: number) => AgreementFile) {
  const calls = fakeCalls({
    verifyPassword: vi.fn(async () => ({ HasPassword: true })),
    verifySignature: vi.fn(async () => ({ HasEletronicCheck: true, IsLocked: false })),
    loadDeclaration: vi.fn(async () => ({
      AuthorizesOrdersByProcurator: false,
      AuthorizesOrdersByAdministrator: false,
      QualifiedInvestor: qualifiedInvestor,
      ProfessionalInvestor: false,
      ClientId: 42,
    })),
    loadSignedAgreements: vi.fn(async () => []),
    loadAgreementFiles: vi.fn(async ({ types }: { types: number[] }) => types.map(fileOf)),
    fetchAgreementPdf: vi.fn(async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
  });
  const slice = { accessToken: fakeAccessToken({ PersonType: personType }), personType, channelId: 1, stepIndex: 5 };
  window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(slice));
  return { ...renderApp({ path: '/cadastrar/termos-e-assinatura', calls }), calls };
}
