import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { COMPLETE, INCOMPLETE } from '../../../machines/finish/finish.fixtures.ts';
import { FINALIZATION_REFUSAL, openRefusedFinalization } from '../../testing/finalization.ts';
import { expectNotifiedOnce } from '../../testing/notification-region.testing.tsx';
import { deferred, fakeCalls, renderApp } from '../../testing/render-app.tsx';
import { signedIn } from '../../testing/signed-in.ts';

// The first screen of a file pays for the lazy chunks' import: generous on a shared, busy machine.
describe('Conclusão (/cadastrar/concluido)', { timeout: 15_000 }, () => {
  test('shows progress while finalizing, then the conclusion with the partner brand and what happens next', async () => {
    const finalized = deferred<{ Id: number; Finalized: true; StatusRegistration: number }>();
    const finalizeClient = vi.fn(() => finalized.promise);
    renderApp({
      path: '/cadastrar/concluido',
      storage: signedIn('J', 6),
      calls: fakeCalls({ loadCompleteness: async () => COMPLETE, finalizeClient }),
    });
    expect(await screen.findByRole('heading', { name: 'Conclusão' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Finalizando o seu cadastro…'));
    // Until it is finalized the customer may still go back.
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
    finalized.resolve({ Id: 42, Finalized: true, StatusRegistration: 2 });
    expect(await screen.findByText('Seu cadastro foi concluído e enviado para análise.')).toBeTruthy();
    expect(screen.getByText('A equipe Bravo Capital agradece a sua confiança.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'O que acontece agora' })).toBeTruthy();
    expect(screen.getByText(/receberá um e-mail de confirmação/)).toBeTruthy();
    // Finalized: nothing left to move back to.
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
    expect(finalizeClient).toHaveBeenCalledTimes(1);
  });

  test('a refused finalization is the app\'s one alert with the server\'s Message, and "Tentar novamente" finalizes again', async () => {
    const user = userEvent.setup();
    openRefusedFinalization();
    await expectNotifiedOnce(FINALIZATION_REFUSAL);
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Seu cadastro foi concluído e enviado para análise.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('an incomplete file is not sent: the checklist names what is missing, each step a link to it', async () => {
    const user = userEvent.setup();
    const finalizeClient = vi.fn();
    const calls = fakeCalls({ loadCompleteness: async () => INCOMPLETE, finalizeClient });
    renderApp({ path: '/cadastrar/concluido', storage: signedIn('F', 6), calls });
    const checklist = await screen.findByRole('region', { name: 'Complete estas etapas para enviar o seu cadastro' });
    expect(
      within(checklist)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Endereço', 'Termos']);
    expect(checklist.textContent).toContain('Endereço não informado');
    expect(checklist.textContent).toContain('Contrato de abertura de conta não assinado');
    expect(screen.queryByText('Seu cadastro foi concluído e enviado para análise.')).toBeNull();
    expect(finalizeClient).not.toHaveBeenCalled();
    await user.click(within(checklist).getByRole('link', { name: 'Endereço' }));
    expect(await screen.findByRole('heading', { name: 'Endereço' })).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/cadastrar/endereco');
  });
});
