import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { ContinueResult } from '../../../domain/api/auth.ts';
import { STEPS } from '../../../machines/onboarding/index.ts';
import type { FakeAnswers } from '../../testing/fake-calls.ts';
import { fakeAccessToken, validPfForm } from '../../testing/fixtures.ts';
import { fakeCalls, renderApp } from '../../testing/render-app.tsx';

const NO_FLAGS = { continue: false, analyzing: false, completed: false, exists: true, waitingDocuments: false, differentPartner: false };

// Where the holder's emailed code says an existing document stands (the continue flags of spec §3).
const existing = (flags: Partial<ContinueResult>): ContinueResult => ({ ...NO_FLAGS, differentPartnerUrl: null, ...flags });

// Submits a valid PF form, then the code the holder received, whose answer is `result` (ADR 196).
async function submitWith(result: ContinueResult, overrides: FakeAnswers = {}) {
  const user = userEvent.setup();
  const app = renderApp({ calls: fakeCalls({ authenticateContinue: async () => result, ...overrides }) });
  await user.click(await screen.findByRole('link', { name: /Pessoa Física/ }));
  await screen.findByRole('option', { name: 'Google' });
  await user.type(screen.getByLabelText('Nome completo'), validPfForm.name);
  await user.type(screen.getByLabelText('CPF'), '52998224725');
  await user.type(screen.getByLabelText('Data de nascimento'), '15031990');
  await user.type(screen.getByLabelText('E-mail'), validPfForm.email);
  await user.type(screen.getByLabelText('Confirmação de e-mail'), validPfForm.email);
  await user.type(screen.getByLabelText('Celular'), '11987654321');
  await user.type(screen.getByLabelText('Confirmação de celular'), '11987654321');
  await user.selectOptions(screen.getByLabelText('Como você nos conheceu?'), '1');
  await user.click(screen.getByRole('button', { name: /Criar minha conta/ }));
  await user.type(await screen.findByLabelText('Código de 6 dígitos'), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
  return app;
}

describe('registration outcomes (spec §4)', () => {
  test.each([
    ['completed', 'Sua conta já está aberta'],
    ['waitingDocuments', 'Estamos aguardando seus documentos'],
    ['analyzing', 'Seu cadastro está em análise'],
  ] as const)('%s shows "%s" with a way back to the start, signed out', async (flag, heading) => {
    const { calls } = await submitWith(existing({ [flag]: true }));
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toBeTruthy();
    expect(calls.loadProgress).not.toHaveBeenCalled();
  });

  test('a rejected file (status 5) is told so, with where the reason went and whom to ask, never "em análise" (ADR 225)', async () => {
    const { calls } = await submitWith(existing({ rejected: true }));
    expect(await screen.findByRole('heading', { name: 'Seu cadastro não foi aprovado' })).toBeTruthy();
    expect(screen.getByText('Enviamos o motivo para o e-mail informado no cadastro.')).toBeTruthy();
    expect(screen.getByText(/fale com a equipe de Bravo Capital\./)).toBeTruthy();
    expect(screen.queryByText(/em análise/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toBeTruthy();
    expect(calls.loadProgress).not.toHaveBeenCalled();
  });

  test('an unfinished sign-up resumes the wizard at its first incomplete step', async () => {
    await submitWith(existing({ continue: true, AccessToken: fakeAccessToken() }), { loadProgress: async () => 2 });
    expect(await screen.findByRole('heading', { name: STEPS.details.label })).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe(STEPS.details.path);
  });

  test("another partner's file: a page under this brand names that partner and links to its continue page, no redirect (ADR 224)", async () => {
    const url = 'http://parceiro.localhost:3000/novo-cadastro';
    const answer = { ...existing({ differentPartner: true, differentPartnerUrl: url }), differentPartnerName: 'Aurora Investimentos' };
    const { redirect } = await submitWith(answer);
    expect(await screen.findByRole('heading', { name: 'Seu cadastro está com Aurora Investimentos' })).toBeTruthy();
    expect(screen.getByText(/foi feito com Aurora Investimentos, não com Bravo Capital\./)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Continuar no site de Aurora Investimentos' });
    expect(link.getAttribute('href')).toBe('http://parceiro.localhost:3000/continuar-cadastro');
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toBeTruthy();
  });

  test('another partner without a name (an older server) is still told, with the link', async () => {
    const url = 'http://parceiro.localhost:3000/novo-cadastro';
    await submitWith(existing({ differentPartner: true, differentPartnerUrl: url }));
    expect(await screen.findByRole('heading', { name: 'Seu cadastro está com outro parceiro' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuar no site de outro parceiro' })).toBeTruthy();
  });
});
