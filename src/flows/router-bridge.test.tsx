import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { Messages, RequestFailure } from '../../domain/index.ts';
import { selectView } from '../../machines/onboarding/index.ts';
import { App } from '../app.tsx';
import { bravoPartner, validPfForm } from '../testing/fixtures.ts';
import { deferred, fakeCalls, renderApp, startJourney } from '../testing/render-app.tsx';

const url = () => screen.getByTestId('url').textContent;

// The URL shown and a Back button, beside the app in its router.
function BackProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <button type="button" data-testid="url" onClick={() => navigate(-1)}>
      {location.pathname}
    </button>
  );
}

describe('router bridge', () => {
  test('the machine path is projected to the URL as the customer moves on', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(await screen.findByRole('link', { name: /Pessoa Física/ }));
    await waitFor(() => expect(url()).toBe('/novo-cadastro'));
  });

  test('a URL the user types becomes route.changed', async () => {
    const { actor, navigate } = renderApp();
    await screen.findByRole('heading', { name: 'Abra sua conta de investimentos' });
    act(() => navigate('/rota-que-nao-existe'));
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    expect(selectView(actor.getSnapshot())).toBe('pageNotFound');
    expect(url()).toBe('/rota-que-nao-existe');
  });

  test('back after choosing a person type returns to the landing', async () => {
    const user = userEvent.setup();
    const { actor, navigate } = renderApp();
    await user.click(await screen.findByRole('link', { name: /Pessoa Jurídica/ }));
    await screen.findByRole('heading', { name: 'Cadastro de Pessoa Jurídica' });
    act(() => navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeTruthy();
    expect(selectView(actor.getSnapshot())).toBe('landing');
    expect(url()).toBe('/');
  });

  test('back right after signing up keeps the customer on their step (no blank sign-up form); forward works after it', async () => {
    const { actor, navigate } = renderApp();
    await screen.findByRole('heading', { name: 'Abra sua conta de investimentos' });
    act(() => actor.send({ type: 'personType.choose', personType: 'F' }));
    await waitFor(() => expect(url()).toBe('/novo-cadastro'));
    act(() => actor.send({ type: 'signup.submit', form: validPfForm }));
    await screen.findByRole('heading', { name: 'Confirme seu e-mail' });
    act(() => actor.send({ type: 'code.submit', code: '123456' }));
    expect(await screen.findByRole('heading', { name: 'Endereço' })).toBeTruthy();
    await waitFor(() => expect(url()).toBe('/cadastrar/endereco'));
    act(() => navigate(-1));
    await waitFor(() => expect(url()).toBe('/cadastrar/endereco'));
    expect(selectView(actor.getSnapshot())).toBe('address');
    expect(screen.queryByRole('button', { name: /Criar minha conta/ })).toBeNull();
    act(() => navigate(1));
    await waitFor(() => expect(url()).toBe('/cadastrar/endereco'));
    expect(selectView(actor.getSnapshot())).toBe('address');
  });

  test('a deep link the guards refuse is replaced: /cadastrar/endereco without a session ends at /', async () => {
    const { navigate } = renderApp({ path: '/cadastrar/endereco', earlierEntries: ['/pagina-anterior'] });
    expect(await screen.findByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeTruthy();
    expect(url()).toBe('/');
    // Replaced, not pushed: back leaves for the page before the refused link instead of bouncing on it.
    act(() => navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    expect(url()).toBe('/pagina-anterior');
  });

  test('a URL typed while the partner loads is the one routed once it is known', async () => {
    const partner = deferred<typeof bravoPartner>();
    const { navigate } = renderApp({ calls: fakeCalls({ resolvePartner: () => partner.promise }) });
    act(() => navigate('/continuar-cadastro'));
    await act(async () => partner.resolve(bravoPartner));
    expect(await screen.findByRole('heading', { name: 'Continue seu cadastro' })).toBeTruthy();
    expect(url()).toBe('/continuar-cadastro');
  });

  test('/novo-cadastro without a chosen person type is corrected to the landing', async () => {
    renderApp({ path: '/novo-cadastro' });
    expect(await screen.findByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeTruthy();
    expect(url()).toBe('/');
  });

  test('going again to the URL shown is a route too: the missing-documents link opened again checks it again', async () => {
    const code = 'q3Vd1nWc8Kx0ZrT5yH2mLp';
    const resolveDocumentCode = vi.fn(async () => ({ ClientId: 501 }));
    const fetchUploadToken = vi.fn(async () => {
      throw new RequestFailure(410, 'Gone');
    });
    const calls = fakeCalls({ resolveDocumentCode, fetchUploadToken });
    const { navigate } = renderApp({ path: `/documentos-pendentes/${code}`, calls });
    expect(await screen.findByText(Messages.uploadTokenGone)).toBeTruthy();
    act(() => navigate(`/documentos-pendentes/${code}`));
    await waitFor(() => expect(resolveDocumentCode).toHaveBeenCalledTimes(2));
    expect(url()).toBe(`/documentos-pendentes/${code}`);
  });

  test('a link to the page shown is a revisit: reported again, in place of its history entry', async () => {
    const code = 'q3Vd1nWc8Kx0ZrT5yH2mLp';
    const resolveDocumentCode = vi.fn(async () => ({ ClientId: 501 }));
    const fetchUploadToken = vi.fn(async () => {
      throw new RequestFailure(410, 'Gone');
    });
    const calls = fakeCalls({ resolveDocumentCode, fetchUploadToken });
    const path = `/documentos-pendentes/${code}`;
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/pagina-anterior', path]} useTransitions={false}>
        <BackProbe />
        <Link to={path}>Abrir o link de novo</Link>
        <App actor={startJourney({ calls, path })} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(Messages.uploadTokenGone)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Abrir o link de novo' }));
    await waitFor(() => expect(resolveDocumentCode).toHaveBeenCalledTimes(2));
    expect(url()).toBe(path);
    // Replaced, not pushed: one Back leaves the page.
    await user.click(screen.getByTestId('url'));
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    expect(url()).toBe('/pagina-anterior');
  });
});
