import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { RequestFailure } from '../../domain/index.ts';
import { SESSION_KEY } from '../flows/persist.ts';
import { fakeAccessToken } from '../testing/fixtures.ts';
import { deferred, fakeServices, renderApp } from '../testing/render-app.tsx';
import { signedIn } from '../testing/signed-in.ts';
import { expectNotifiedOnce } from './notification-region.testing.tsx';

// The first screen of a file pays for the lazy chunks' import: generous on a shared, busy machine.
describe('Conclusão (/cadastrar/concluido)', { timeout: 15_000 }, () => {
  test('shows progress while finalizing, then the conclusion with the partner brand and what happens next', async () => {
    const finalized = deferred<{ Id: number; Finalized: true; StatusRegistration: number }>();
    const finalizeClient = vi.fn(() => finalized.promise);
    const slice = { accessToken: fakeAccessToken({ PersonType: 'J' }), personType: 'J', channelId: 1, stepIndex: 6 };
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(slice));
    renderApp({ path: '/cadastrar/concluido', services: fakeServices({ finish: { finalizeClient } }) });
    expect(await screen.findByRole('heading', { name: 'Conclusão' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Finalizando o seu cadastro…');
    // Until it is finalized the customer may still go back to the first step.
    expect(screen.getByRole('button', { name: 'Ir para a primeira etapa' })).toBeTruthy();
    finalized.resolve({ Id: 42, Finalized: true, StatusRegistration: 2 });
    expect(await screen.findByText('Seu cadastro foi concluído e enviado para análise.')).toBeTruthy();
    expect(screen.getByText('Bravo Capital agradece a sua confiança.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'O que acontece agora' })).toBeTruthy();
    expect(screen.getByText(/receberá um e-mail de confirmação/)).toBeTruthy();
    // Finalized: nothing left to move back to, nor to start over.
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ir para a primeira etapa' })).toBeNull();
    expect(finalizeClient).toHaveBeenCalledTimes(1);
  });

  test('a refused finalization is the app\'s one alert with the server\'s Message, and "Tentar novamente" finalizes again', async () => {
    const user = userEvent.setup();
    const finalizeClient = vi
      .fn()
      .mockRejectedValueOnce(new RequestFailure(409, 'Assine os termos antes de concluir'))
      .mockResolvedValue({ Id: 42, Finalized: true, StatusRegistration: 2 });
    renderApp({ path: '/cadastrar/concluido', storage: signedIn('F', 6), services: fakeServices({ finish: { finalizeClient } }) });
    await expectNotifiedOnce('Assine os termos antes de concluir');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Seu cadastro foi concluído e enviado para análise.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
