import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';

describe('landing', () => {
  test('shows a spinner while the partner loads, then its brand and the account-type choice', async () => {
    const { calls } = renderApp();
    expect(screen.getByRole('status').textContent).toContain('Carregando…');
    expect(await screen.findByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeTruthy();
    expect(vi.mocked(calls.resolvePartner).mock.calls[0][0]).toEqual({ host: 'parceiro.localhost:3000' });
    expect(screen.getAllByRole('img', { name: 'Bravo Capital' }).length).toBeGreaterThan(0);
    expect(document.title).toBe('Escolha o tipo de conta');
  });

  test('choosing Pessoa Física opens the PF form at /novo-cadastro', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(await screen.findByRole('link', { name: /Pessoa Física/ }));
    expect(await screen.findByRole('heading', { name: 'Cadastro de Pessoa Física' })).toBeTruthy();
    expect(screen.getByLabelText('CPF')).toBeTruthy();
    expect(screen.getByLabelText('Data de nascimento')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/novo-cadastro');
  });

  test('choosing Pessoa Jurídica asks for the company, CNPJ and opening date', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(await screen.findByRole('link', { name: /Pessoa Jurídica/ }));
    expect(await screen.findByRole('heading', { name: 'Cadastro de Pessoa Jurídica' })).toBeTruthy();
    expect(screen.getByLabelText('Razão social')).toBeTruthy();
    expect(screen.getByLabelText('CNPJ')).toBeTruthy();
    expect(screen.getByLabelText('Data de abertura')).toBeTruthy();
  });

  test('"Já comecei meu cadastro" opens the continue screen', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(await screen.findByRole('link', { name: 'Já comecei meu cadastro' }));
    expect(await screen.findByRole('heading', { name: 'Continue seu cadastro' })).toBeTruthy();
    expect(screen.getByLabelText('CPF')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/continuar-cadastro');
  });
});
