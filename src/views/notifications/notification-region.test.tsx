import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { SectionBody, SectionCompletion } from '../../../domain/api/section.ts';
import { Messages, RequestFailure } from '../../../domain/index.ts';
import type { PostSectionInput } from '../../../machines/section/index.ts';
import { ADDRESS } from '../../../machines/section/section.fixtures.ts';
import { fakeCalls, renderApp } from '../../testing/render-app.tsx';
import { signedIn } from '../../testing/signed-in.ts';
import { SUCCESS_MS } from './notification-region.banner.tsx';

vi.mock('../../api/lookup-lists.api.ts', async (importOriginal) =>
  (await import('../../testing/lookups.fixtures.ts')).fakeLookupLists(await importOriginal()),
);

const completed = async (body: SectionBody): Promise<SectionCompletion> => ({ ...body, CompletedAt: '2025-06-01T12:00:00Z' });

// A PF customer on the address step with a stored address: "Salvar e continuar" posts it at once.
function openAddress(postSection: (input: PostSectionInput<unknown>) => Promise<unknown> = async () => ADDRESS) {
  const fetchSection = vi.fn(async () => ADDRESS);
  const calls = fakeCalls({ fetchSection, postSection, completeSection: vi.fn(completed) });
  return renderApp({ path: '/cadastrar/endereco', storage: signedIn('F', 0), calls });
}

const save = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(await screen.findByRole('button', { name: 'Salvar e continuar' }));

// Runs `body` on fake timers that still advance on their own (the app's awaits), with a user event that follows them.
async function withFakeTimers(body: (user: ReturnType<typeof userEvent.setup>) => Promise<void>) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    await body(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
  } finally {
    vi.useRealTimers();
  }
}

// Saves the stored address and returns the "saved" banner the next step opens with.
async function savedBanner(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  openAddress();
  await save(user);
  await screen.findByRole('heading', { name: 'Documentos de identificação' });
  return (await screen.findByText(Messages.sectionSaved)).closest('[data-notification]') as HTMLElement;
}

describe('the app notification (live regions, ADR 141)', () => {
  test('a saved step is announced politely on the next one, and the customer can close it', async () => {
    const user = userEvent.setup();
    openAddress();
    await save(user);
    await screen.findByRole('heading', { name: 'Documentos de identificação' });
    // The step shows its own progress as a status too: find the notification's by its text.
    const status = (await screen.findAllByRole('status')).find((region) => region.textContent === Messages.sectionSaved);
    expect(status?.getAttribute('aria-live')).toBe('polite');
    await user.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByText(Messages.sectionSaved)).toBeNull();
    // The polite region stays in the document (so the next message is heard) but is no status while silent.
    expect(status?.isConnected).toBe(true);
    expect(status?.getAttribute('role')).toBeNull();
  });

  test('a success leaves by itself after 5 s, held while the pointer is on it', async () => {
    await withFakeTimers(async (user) => {
      const banner = await savedBanner(user);
      await user.hover(banner);
      act(() => vi.advanceTimersByTime(SUCCESS_MS * 2));
      expect(screen.getByText(Messages.sectionSaved)).toBeTruthy();
      await user.unhover(banner);
      act(() => vi.advanceTimersByTime(SUCCESS_MS + 100));
      await waitFor(() => expect(screen.queryByText(Messages.sectionSaved)).toBeNull());
    });
  });

  test('a success is held while the focus is in it (a keyboard user on its close button), and leaves 5 s after', async () => {
    await withFakeTimers(async (user) => {
      const banner = await savedBanner(user);
      const close = within(banner).getByRole('button', { name: 'Fechar aviso' });
      act(() => close.focus());
      act(() => vi.advanceTimersByTime(SUCCESS_MS * 2));
      expect(screen.getByText(Messages.sectionSaved)).toBeTruthy();
      act(() => close.blur());
      act(() => vi.advanceTimersByTime(SUCCESS_MS - 1500));
      expect(screen.getByText(Messages.sectionSaved)).toBeTruthy();
      act(() => vi.advanceTimersByTime(1600));
      await waitFor(() => expect(screen.queryByText(Messages.sectionSaved)).toBeNull());
    });
  });

  test('an error banner does not leave by itself: the expired session is still announced after 5 s', async () => {
    await withFakeTimers(async (user) => {
      openAddress(async () => Promise.reject(new RequestFailure(401, Messages.unauthorized)));
      await save(user);
      await screen.findByRole('heading', { name: 'Abra sua conta de investimentos' });
      expect((await screen.findByRole('alert')).textContent).toBe(Messages.sessionExpired);
      act(() => vi.advanceTimersByTime(SUCCESS_MS * 3));
      expect(screen.getByRole('alert').textContent).toBe(Messages.sessionExpired);
    });
  });

  test("a failed save is one alert with the server's Message, beside the button: the banner does not repeat it", async () => {
    const user = userEvent.setup();
    openAddress(async () => Promise.reject(new RequestFailure(503, 'Serviço indisponível, tente novamente')));
    await save(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Serviço indisponível, tente novamente');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByText('Serviço indisponível, tente novamente')).toHaveLength(1);
    expect(alert.closest('form')).not.toBeNull();
    expect(document.querySelector('[data-notification]')).toBeNull();
  });

  test('the saved notice belongs to the step it opened with: it is gone once the customer moves on', async () => {
    const user = userEvent.setup();
    openAddress();
    await save(user);
    await screen.findByRole('heading', { name: 'Documentos de identificação' });
    expect(await screen.findByText(Messages.sectionSaved)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await screen.findByRole('heading', { name: 'Endereço' });
    expect(screen.queryByText(Messages.sectionSaved)).toBeNull();
  });

  test('a 401 mid-journey lands on the landing, which announces that the session expired', async () => {
    openAddress(async () => Promise.reject(new RequestFailure(401, Messages.unauthorized)));
    const user = userEvent.setup();
    await save(user);
    await screen.findByRole('heading', { name: 'Abra sua conta de investimentos' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(Messages.sessionExpired);
    // Choosing an account type leaves the landing: the notice is over.
    await user.click(screen.getByRole('link', { name: /Pessoa Física/ }));
    await screen.findByRole('heading', { name: 'Cadastro de Pessoa Física' });
    await waitFor(() => expect(screen.queryByText(Messages.sessionExpired)).toBeNull());
  });
});
