import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { CodeMessages } from '../../../domain/api/auth.ts';
import { type BrokerageContact, DOCUMENT_TAKEN } from '../../../domain/document-taken.ts';
import { Messages, RequestFailure } from '../../../domain/index.ts';
import { fakeCalls, renderApp } from '../../testing/render-app.tsx';

// ADR 227: the holder whose document another sign-up took first gets a page that says to call the brokerage.

const taken = (contact: BrokerageContact | undefined) =>
  new RequestFailure(409, Messages.documentExists, {}, { code: DOCUMENT_TAKEN, contact });

async function typeCode(failure: RequestFailure) {
  const user = userEvent.setup();
  const requestContinueCode = vi.fn().mockResolvedValue({ Message: CodeMessages.codeSent, ExpiresInSeconds: 600 });
  const authenticateContinue = vi.fn().mockRejectedValue(failure);
  renderApp({ path: '/continuar-cadastro', calls: fakeCalls({ requestContinueCode, authenticateContinue }) });
  await user.type(await screen.findByLabelText('CPF'), '52998224725');
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  await user.type(await screen.findByLabelText('Código de 6 dígitos'), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
  return authenticateContinue;
}

describe('the "CPF taken" page', () => {
  test("names the brokerage's email and phone as links, and offers no code to type", async () => {
    await typeCode(taken({ Email: 'sac@corretora.example', Phone: '+55 (11) 3003-1234' }));
    expect(await screen.findByRole('heading', { name: 'Este CPF já tem um cadastro' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'sac@corretora.example' }).getAttribute('href')).toBe('mailto:sac@corretora.example');
    expect(screen.getByRole('link', { name: '+55 (11) 3003-1234' }).getAttribute('href')).toBe('tel:+551130031234');
    expect(screen.getByRole('link', { name: 'Escrever para a corretora' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toBeTruthy();
    expect(screen.queryByLabelText('Código de 6 dígitos')).toBeNull();
    expect(screen.queryByText(Messages.documentExists)).toBeNull();
  });

  test('without a configured contact it points to the brokerage’s channels', async () => {
    await typeCode(taken({ Email: null, Phone: null }));
    expect(await screen.findByText('Procure os canais de atendimento da corretora.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Escrever para a corretora' })).toBeNull();
  });

  test('a 409 without the code stays a message at the code field', async () => {
    await typeCode(new RequestFailure(409, Messages.documentExists));
    expect(await screen.findByText(Messages.documentExists)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Este CPF já tem um cadastro' })).toBeNull();
  });
});
