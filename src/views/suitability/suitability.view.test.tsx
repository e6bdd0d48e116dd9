import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import type { ProfileSaved } from '../../../domain/api/profile.ts';
import { type SectionBody, SectionId } from '../../../domain/api/section.ts';
import { RequestFailure } from '../../../domain/index.ts';
import { ANSWERED_FORM, FORM, RESULT } from '../../../machines/suitability/suitability.fixtures.ts';
import { axeViolations } from '../../testing/axe.ts';
import { expectNotifiedOnce } from '../../testing/notification-region.testing.tsx';
import { deferred, type FakeAnswers, fakeCalls, renderApp } from '../../testing/render-app.tsx';
import { signedIn } from '../../testing/signed-in.ts';

const SUITABILITY_STEP = 4;
const saved = (body: { ClientId: number }): ProfileSaved => ({ Id: 77, ClientId: body.ClientId, Profile: RESULT });

function suitabilityServices(overrides: FakeAnswers = {}) {
  const calls: Required<Pick<FakeAnswers, 'fetchQuestionnaire' | 'submitAnswers'>> = {
    fetchQuestionnaire: vi.fn(async () => FORM),
    submitAnswers: vi.fn(async (body) => saved(body)),
    ...overrides,
  };
  const completeSection = vi.fn(async (body: SectionBody) => ({ ...body, CompletedAt: '2025-06-01T12:00:00Z' }));
  return { calls, completeSection, journey: fakeCalls({ ...calls, completeSection }) };
}

const question = (name: string) => screen.getByRole('group', { name: new RegExp(name) });
const progressText = () => screen.getByRole('progressbar').getAttribute('aria-label');

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Fazer o patrimônio crescer' }));
  await user.click(screen.getByRole('checkbox', { name: 'Renda fixa' }));
  await user.click(screen.getByRole('checkbox', { name: 'Ações' }));
  await user.click(screen.getByRole('radio', { name: '1 ano ou mais' }));
}

// The first test also loads the lazy chunks; the machine is shared by parallel suites.
describe('suitability step', { timeout: 20_000 }, () => {
  test('answers (nested question under its parent), sees "x de N", gets the profile explained, continues to the terms', async () => {
    const user = userEvent.setup();
    const { calls, completeSection, journey } = suitabilityServices();
    renderApp({ path: '/cadastrar/suitability', storage: signedIn('F', SUITABILITY_STEP), calls: journey });
    expect(await screen.findByRole('heading', { name: 'Perfil de Investidor' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Objetivos' })).toBeTruthy();
    expect(progressText()).toBe('0 de 3 perguntas respondidas');
    expect(screen.queryByRole('group', { name: 'Há quanto tempo você investe?' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Preservar o patrimônio' }));
    await user.click(screen.getByRole('radio', { name: 'Fazer o patrimônio crescer' }));
    expect((screen.getByRole('radio', { name: 'Preservar o patrimônio' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Renda fixa' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ações' }));
    expect(within(question('Em quais destes produtos')).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    expect(question('Há quanto tempo você investe?')).toBeTruthy();
    expect(progressText()).toBe('2 de 3 perguntas respondidas');
    await user.click(screen.getByRole('radio', { name: '1 ano ou mais' }));
    expect(progressText()).toBe('3 de 3 perguntas respondidas');

    await user.click(screen.getByRole('button', { name: 'Ver meu perfil' }));
    expect(await screen.findByRole('heading', { name: 'Moderado' })).toBeTruthy();
    expect(screen.getByText(/equilíbrio entre segurança e rentabilidade/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'O que isso significa para os seus investimentos' })).toBeTruthy();
    expect(vi.mocked(calls.submitAnswers).mock.calls[0][0]).toEqual({
      Id: 0,
      ClientId: 42,
      UserId: 7,
      Version: '2025.1',
      Answers: [
        { QuestionId: 101, AlternativeIds: [1012] },
        { QuestionId: 201, AlternativeIds: [2011, 2012] },
        { QuestionId: 205, AlternativeIds: [2052] },
      ],
    });

    // One primary action; retaking is the secondary one.
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Refazer o questionário' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(await screen.findByRole('heading', { name: 'Termos' })).toBeTruthy();
    expect(completeSection.mock.calls[0][0]).toEqual({ ClientId: 42, SectionId: SectionId.SUITABILITY });
  });

  test('a submit with unanswered questions marks them and moves the focus to the first', async () => {
    const user = userEvent.setup();
    const { calls, journey } = suitabilityServices();
    renderApp({ path: '/cadastrar/suitability', storage: signedIn('F', SUITABILITY_STEP), calls: journey });
    await user.click(await screen.findByRole('radio', { name: 'Fazer o patrimônio crescer' }));
    await user.click(screen.getByRole('button', { name: 'Ver meu perfil' }));
    expect(within(question('Em quais destes produtos')).getByText(FieldMessages.choose)).toBeTruthy();
    expect(within(question('Qual é o principal objetivo')).queryByText(FieldMessages.choose)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Renda fixa' })));
    expect(calls.submitAnswers).not.toHaveBeenCalled();
  });

  test('a refused submit keeps the answers, shows the server message, and sending again works', async () => {
    const user = userEvent.setup();
    const second = deferred<ProfileSaved>();
    const submitAnswers = vi
      .fn()
      .mockRejectedValueOnce(new RequestFailure(500, 'Erro ao processar sua requisição. Tente novamente em alguns minutos'))
      .mockReturnValue(second.promise);
    const { journey } = suitabilityServices({ submitAnswers });
    renderApp({ path: '/cadastrar/suitability', storage: signedIn('F', SUITABILITY_STEP), calls: journey });
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Ver meu perfil' }));
    await expectNotifiedOnce('Erro ao processar sua requisição. Tente novamente em alguns minutos');
    expect((screen.getByRole('radio', { name: '1 ano ou mais' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Ver meu perfil' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Ver meu perfil/ }).getAttribute('aria-busy')).toBe('true'));
    await act(async () => second.resolve(saved({ ClientId: 42 })));
    expect(await screen.findByRole('heading', { name: 'Moderado' })).toBeTruthy();
  });

  test('a stored profile shows straight away; "Refazer o questionário" shows the stored answers', async () => {
    const user = userEvent.setup();
    const { journey } = suitabilityServices({ fetchQuestionnaire: vi.fn(async () => ANSWERED_FORM) });
    renderApp({ path: '/cadastrar/suitability', storage: signedIn('F', SUITABILITY_STEP), calls: journey });
    expect(await screen.findByRole('heading', { name: 'Moderado' })).toBeTruthy();
    // The product classes the result carries, and no other.
    const classes = within(screen.getByRole('list', { name: 'Produtos adequados ao seu perfil' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(classes).toEqual([
      'Renda fixa: Tesouro Direto, CDB, LCI, LCA e fundos de renda fixa',
      'Fundos multimercado e imobiliários, debêntures',
      'Ações, ETFs e fundos de ações',
    ]);
    await user.click(screen.getByRole('button', { name: 'Refazer o questionário' }));
    expect(((await screen.findByRole('radio', { name: 'Fazer o patrimônio crescer' })) as HTMLInputElement).checked).toBe(true);
    expect(progressText()).toBe('3 de 3 perguntas respondidas');
  });

  test('a questionnaire that fails to load shows the message and "Tentar novamente" loads it again', async () => {
    const user = userEvent.setup();
    const fetchQuestionnaire = vi.fn().mockRejectedValueOnce(new RequestFailure(503, 'Serviço indisponível')).mockResolvedValue(FORM);
    const { journey } = suitabilityServices({ fetchQuestionnaire });
    renderApp({ path: '/cadastrar/suitability', storage: signedIn('F', SUITABILITY_STEP), calls: journey });
    await expectNotifiedOnce('Serviço indisponível');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Objetivos' })).toBeTruthy();
  });

  test('axe finds nothing on the questionnaire with missing answers, nor on the profile', async () => {
    const user = userEvent.setup();
    const { journey } = suitabilityServices();
    const { container } = renderApp({ path: '/cadastrar/suitability', storage: signedIn('F', SUITABILITY_STEP), calls: journey });
    await user.click(await screen.findByRole('button', { name: 'Ver meu perfil' }));
    expect(await axeViolations(container)).toEqual([]);
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Ver meu perfil' }));
    await screen.findByRole('heading', { name: 'Moderado' });
    expect(await axeViolations(container)).toEqual([]);
  });

  test('answers to an outdated questionnaire: the message and "Recarregar o questionário" loads the new version', async () => {
    const user = userEvent.setup();
    const updated = { ...FORM, Version: '2025.2' };
    const fetchQuestionnaire = vi.fn().mockResolvedValueOnce(FORM).mockResolvedValue(updated);
    const submitAnswers = vi
      .fn()
      .mockRejectedValueOnce(new RequestFailure(409, FieldMessages.questionnaireOutdated))
      .mockImplementation(saved);
    const { journey } = suitabilityServices({ fetchQuestionnaire, submitAnswers });
    renderApp({ path: '/cadastrar/suitability', storage: signedIn('F', SUITABILITY_STEP), calls: journey });
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Ver meu perfil' }));
    await expectNotifiedOnce(FieldMessages.questionnaireOutdated);
    await user.click(screen.getByRole('button', { name: 'Recarregar o questionário' }));
    await waitFor(() => expect(progressText()).toBe('0 de 3 perguntas respondidas'));
    expect(screen.queryByRole('alert')).toBeNull();
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Ver meu perfil' }));
    expect(await screen.findByRole('heading', { name: 'Moderado' })).toBeTruthy();
    expect(submitAnswers.mock.calls[1][0].Version).toBe('2025.2');
  });
});
