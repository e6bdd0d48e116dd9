import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { completenessOf, EVERY_SECTION } from '../../../machines/onboarding/onboarding.fixtures.ts';
import { FINALIZATION_REFUSAL, openRefusedFinalization } from '../../testing/finalization.ts';
import { fakeCalls, renderApp } from '../../testing/render-app.tsx';
import { signedIn } from '../../testing/signed-in.ts';

// A file the server calls complete in every section (status 1): every step may be passed.
const everyStepComplete = () => fakeCalls({ loadCompleteness: async ({ clientId }) => completenessOf(clientId, EVERY_SECTION) });

const currentStep = () =>
  screen.getByRole('navigation', { name: 'Etapas do cadastro' }).querySelector('[aria-current="step"]')?.textContent;

describe('wizard', () => {
  test('PF: the stepper lists the individual order and forward/back move through it', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/cadastrar/endereco', storage: signedIn('F', 0), calls: everyStepComplete() });
    expect(await screen.findByRole('heading', { name: 'Endereço' })).toBeTruthy();
    const labels = [...screen.getByRole('navigation', { name: 'Etapas do cadastro' }).querySelectorAll('li')].map((li) => li.textContent);
    // Every step but the last is complete on the server; the current one is marked as current.
    expect(labels).toEqual([
      'Endereço',
      'Identificação (concluída)',
      'Dados Pessoais (concluída)',
      'Dados Financeiros (concluída)',
      'Perfil de Investidor (concluída)',
      'Termos (concluída)',
      'Conclusão',
    ]);
    expect((screen.getByRole('button', { name: 'Voltar' }) as HTMLButtonElement).disabled).toBe(true);

    // One way forward on a step: its own save; a step already complete opens from the stepper.
    expect(screen.queryByRole('button', { name: 'Avançar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Identificação/ }));
    expect(await screen.findByRole('heading', { name: 'Documentos de identificação' })).toBeTruthy();
    expect(currentStep()).toBe('Identificação');
    expect(screen.getByTestId('url').textContent).toBe('/cadastrar/documentos');
    expect(document.title).toBe('Documentos de identificação | Cadastro de Pessoa Física');

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { name: 'Endereço' })).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/cadastrar/endereco');
  });

  test('PJ: the second step is the company data', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/cadastrar/endereco', storage: signedIn('J', 0), calls: everyStepComplete() });
    await user.click(await screen.findByRole('button', { name: /^Dados da Empresa/ }));
    expect(await screen.findByRole('heading', { name: 'Dados da Empresa' })).toBeTruthy();
    expect(screen.getByText('Etapa 2 de 7')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/cadastrar/identificacao');
  });

  test('nothing saved yet: no step is marked done, and later steps cannot be opened from the stepper', async () => {
    renderApp({ path: '/cadastrar/documentos', storage: signedIn('F', 1) });
    expect(await screen.findByRole('heading', { name: 'Documentos de identificação' })).toBeTruthy();
    const stepper = screen.getByRole('navigation', { name: 'Etapas do cadastro' });
    expect(stepper.textContent).not.toContain('(concluída)');
    // Only the step already passed and the current one are ways to go; the steps ahead are plain text.
    expect(
      within(stepper)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Endereço', 'Identificação']);
  });

  test('the steps the server calls complete are marked done, whatever their position', async () => {
    const calls = fakeCalls({ loadCompleteness: async ({ clientId }) => completenessOf(clientId, [1, 3]) });
    renderApp({ path: '/cadastrar/documentos', storage: signedIn('F', 1), calls });
    const stepper = await screen.findByRole('navigation', { name: 'Etapas do cadastro' });
    await waitFor(() => expect(within(stepper).getAllByText('(concluída)')).toHaveLength(2));
    const done = [...stepper.querySelectorAll('li')].filter((li) => li.textContent?.includes('(concluída)')).map((li) => li.textContent);
    expect(done).toEqual(['Endereço (concluída)', 'Dados Financeiros (concluída)']);
  });

  test('a file already sent for analysis (status 2) shows its status, not a form', async () => {
    const calls = fakeCalls({ loadCompleteness: async ({ clientId }) => completenessOf(clientId, [1, 2, 3, 4, 5, 8], 2) });
    renderApp({ path: '/cadastrar/dados-financeiros', storage: signedIn('F', 3), calls });
    expect(await screen.findByRole('heading', { name: 'Seu cadastro está em análise' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  test('an unknown step shows "Etapa não encontrada" with a link back to the current step', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/cadastrar/inexistente', storage: signedIn('F', 1) });
    expect(await screen.findByRole('heading', { name: 'Etapa não encontrada' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Voltar para a etapa atual' }));
    expect(await screen.findByRole('heading', { name: 'Documentos de identificação' })).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/cadastrar/documentos');
  });

  test('an unknown page shows "Página não encontrada" with a link to the start', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/qualquer-coisa' });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Ir para o início' }));
    expect(await screen.findByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeTruthy();
  });

  test('a step of the stepper is a button that opens it, ahead and back', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/cadastrar/endereco', storage: signedIn('F', 0), calls: everyStepComplete() });
    const stepper = await screen.findByRole('navigation', { name: 'Etapas do cadastro' });
    await user.click(await within(stepper).findByRole('button', { name: /^Termos/ }));
    const terms = await screen.findByRole('heading', { name: 'Termos' });
    await waitFor(() => expect(document.activeElement).toBe(terms));
    expect(screen.getByTestId('url').textContent).toBe('/cadastrar/termos-e-assinatura');
    const shown = screen.getByRole('navigation', { name: 'Etapas do cadastro' });
    await user.click(within(shown).getByRole('button', { name: /^Endereço/ }));
    expect(await screen.findByRole('heading', { name: 'Endereço' })).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/cadastrar/endereco');
  });

  test('the last step finalizes the sign-up; a refusal shows the server message and "Tentar novamente" finalizes again', async () => {
    const user = userEvent.setup();
    const finalizeClient = openRefusedFinalization();
    expect((await screen.findByRole('alert')).textContent).toBe(FINALIZATION_REFUSAL);
    expect(finalizeClient.mock.calls[0][0]).toEqual({ Id: 42 });
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Seu cadastro foi concluído e enviado para análise.')).toBeTruthy();
  });
});
