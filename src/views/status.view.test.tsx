import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { RegistrationStatus, type VerifyResponse } from '../../domain/index.ts';
import { validPfForm } from '../testing/fixtures.ts';
import { fakeCalls, renderApp } from '../testing/render-app.tsx';

const existing = (status: number, other?: string): VerifyResponse => ({
  Exists: true,
  StatusRegistration: status,
  IsCurrentPartner: other === undefined,
  PartnerRegistrationUrl: other ?? null,
});

// Submits a valid PF form whose verify call answers `verify`.
async function submitWith(verify: VerifyResponse) {
  const user = userEvent.setup();
  const app = renderApp({ calls: fakeCalls({ verifyDocument: async () => verify }) });
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
  return app;
}

describe('registration outcomes (spec §4)', () => {
  test.each([
    [RegistrationStatus.COMPLETED, 'Sua conta já está aberta'],
    [RegistrationStatus.WAITING_DOCUMENTS, 'Estamos aguardando seus documentos'],
    [RegistrationStatus.UNDER_ANALYSIS, 'Seu cadastro está em análise'],
    [RegistrationStatus.REJECTED, 'Seu cadastro está em análise'],
  ])('status %i shows "%s" with a way back to the start', async (status, heading) => {
    const { calls } = await submitWith(existing(status));
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toBeTruthy();
    expect(calls.createClient).not.toHaveBeenCalled();
  });

  test('status 1 opens the continue screen', async () => {
    await submitWith(existing(RegistrationStatus.IN_PROGRESS));
    expect(await screen.findByRole('heading', { name: 'Continue seu cadastro' })).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/continuar-cadastro');
  });

  test('another partner redirects the browser to its registration URL and offers a link', async () => {
    const url = 'http://localhost:3000/novo-cadastro';
    const { redirect } = await submitWith(existing(RegistrationStatus.IN_PROGRESS, url));
    expect(await screen.findByRole('heading', { name: 'Redirecionando para o site do seu parceiro…' })).toBeTruthy();
    expect(redirect).toHaveBeenCalledWith(url);
    expect(screen.getByRole('link', { name: 'Ir para o site do parceiro' }).getAttribute('href')).toBe(url);
  });
});
