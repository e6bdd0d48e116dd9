import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { SectionId } from '../../../domain/api/section.ts';
import { RequestFailure } from '../../../domain/index.ts';
import type { FetchSectionInput, PostSectionInput } from '../../../machines/section/index.ts';
import { choose } from '../../testing/address-financial-fillers.ts';
import { axeViolations } from '../../testing/axe.ts';
import { fillDetails } from '../../testing/identification-fillers.ts';
import { LOOKUPS, stubLookups } from '../../testing/identification-lookups.ts';
import { identificationCalls, identificationSuite, NOTHING_DECLARED, posted } from '../../testing/identification-sections.ts';
import { deferred, fakeCalls, renderApp } from '../../testing/render-app.tsx';
import { signedIn } from '../../testing/signed-in.ts';
import { formLoaded } from '../../testing/step-forms.ts';

const SAVED_NOTHING: Record<string, unknown> = {
  personalData: {
    ...Object.fromEntries(
      ['BirthCountryId', 'BirthStateId', 'BirthCityId', 'NationalityId', 'MaritalStatusId', 'GenderId', 'OccupationId']
        .concat(['FatherName', 'MotherName', 'SpouseName', 'Skype', 'DocumentTypeId', 'DocumentIssuerName', 'DocumentNumber'])
        .concat(['DocumentIssuerStateId', 'DocumentIssueDate'])
        .map((key) => [key, null]),
    ),
    Mtm: true,
    ClientId: 42,
  },
  ...NOTHING_DECLARED,
};

/** Opens the personal data step of an individual with `saved` stored; returns the step's fake calls and the page. */
function openDetails(saved = SAVED_NOTHING, post?: Parameters<typeof identificationCalls>[2]) {
  const fake = identificationCalls(saved, SectionId.PERSONAL_DATA, post);
  const { container } = renderApp({ path: '/cadastrar/identificacao', storage: signedIn('F', 2), calls: fake.all });
  return { ...fake, container };
}

describe('PF identification (Dados Pessoais)', () => {
  identificationSuite();

  test('while the saved data load, the form stands disabled and says it is loading above the fields; then it fills in', async () => {
    const personal = deferred<unknown>();
    const fetchSection = vi.fn(async (input: FetchSectionInput) =>
      input.section === 'personalData' ? personal.promise : SAVED_NOTHING[input.section],
    );
    renderApp({
      path: '/cadastrar/identificacao',
      storage: signedIn('F', 2),
      calls: fakeCalls({ fetchSection, postSection: vi.fn() }),
    });
    const form = await screen.findByRole('form', { name: 'Dados pessoais' });
    const mother = screen.getByLabelText<HTMLInputElement>('Nome da mãe');
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(mother.matches(':disabled')).toBe(true);
    const save = within(form).getByRole<HTMLButtonElement>('button', { name: /Salvar e continuar/ });
    expect(save.disabled).toBe(true);
    expect(within(form).getByText('Carregando seus dados…').closest('[role="status"]')).toBeTruthy();

    await act(async () => personal.resolve({ ...(SAVED_NOTHING.personalData as object), MotherName: 'Ana Souza' }));
    await formLoaded('Dados pessoais');
    // One h1 names the step ("Dados Pessoais"); its parts have their own headings.
    expect(screen.getAllByRole('heading', { name: /dados pessoais/i }).map((heading) => heading.tagName)).toEqual(['H1']);
    expect(mother.value).toBe('Ana Souza');
    expect(mother.matches(':disabled')).toBe(false);
    expect(save.disabled).toBe(false);
    expect(within(form).queryByText('Carregando seus dados…')).toBeNull();
  });

  test('realistic data saves the three areas, marks the step complete and opens Dados Financeiros', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const fake = openDetails();
    expect(await screen.findByRole('heading', { name: 'Dados Pessoais', level: 1 })).toBeTruthy();
    await formLoaded('Dados pessoais');
    expect((await screen.findByLabelText<HTMLInputElement>('Ativar a marcação a mercado (Mtm) da renda fixa')).checked).toBe(true);
    await fillDetails(user);
    await user.click(screen.getByLabelText('Sou investidor qualificado'));
    await user.click(screen.getByLabelText('Autorizo ordens por procurador'));
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    // The next step's own screen belongs to another suite: the URL says the wizard moved on.
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/cadastrar/dados-financeiros'));
    expect(posted(fake.postSection, 'personalData')).toEqual({
      BirthCountryId: 'BRA',
      BirthStateId: 35,
      BirthCityId: 3509502,
      NationalityId: 1,
      MaritalStatusId: 2,
      GenderId: 1,
      OccupationId: 214205,
      FatherName: 'José Carlos da Silva',
      MotherName: 'Maria Aparecida da Silva',
      SpouseName: null,
      Skype: null,
      Mtm: true,
      DocumentTypeId: 1,
      DocumentIssuerName: 'SSP',
      DocumentNumber: ' 12.345.678-9 ',
      DocumentIssuerStateId: 35,
      DocumentIssueDate: '2015-03-15',
      ClientId: 42,
    });
    expect(posted(fake.postSection, 'complementaryData')).toMatchObject({
      DocumentIssuerName: 'SSP',
      DocumentNumber: '12.345.678-9',
      ClientId: 42,
    });
    expect(posted(fake.postSection, 'declarationData')).toEqual({
      AuthorizesOrdersByProcurator: true,
      AuthorizesOrdersByAdministrator: false,
      QualifiedInvestor: true,
      ProfessionalInvestor: false,
      ClientId: 42,
    });
    expect(fake.completeSection).toHaveBeenCalledWith({ ClientId: 42, SectionId: SectionId.PERSONAL_DATA });
  });

  test('an empty form shows the messages at the fields, focuses the first one and does not complete the step', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const fake = openDetails();
    await user.click(await screen.findByRole('button', { name: 'Salvar e continuar' }));
    const mother = screen.getByLabelText('Nome da mãe');
    expect(document.getElementById(mother.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Nome da mãe é obrigatório');
    const nationality = screen.getByLabelText('Nacionalidade');
    expect(nationality.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(nationality.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Selecione a nacionalidade');
    for (const message of [
      'Selecione o estado civil',
      'Selecione o gênero',
      'Selecione o tipo de documento',
      'Órgão emissor é obrigatório',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByText('Selecione uma opção')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Estado de nascimento')));
    expect(posted(fake.postSection, 'personalData')).toBeUndefined();
    expect(fake.completeSection).not.toHaveBeenCalled();
  });

  test('a declaration is never saved without the form it belongs with: an invalid area keeps every area unsent', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const fake = openDetails();
    await user.click(await screen.findByRole('checkbox', { name: /Sou investidor profissional/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(await screen.findByText('Selecione a nacionalidade')).toBeTruthy();
    expect(fake.postSection).not.toHaveBeenCalled();
    expect(fake.completeSection).not.toHaveBeenCalled();
  });

  test('a failed save keeps what was typed, shows the server message, and the retry saves', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const second = deferred<unknown>();
    // The personal data fail once, then hang until the test lets the retry through.
    let personalPosts = 0;
    const post = vi.fn(async (input: PostSectionInput<unknown>) => {
      if (input.section !== 'personalData') return input.body;
      personalPosts += 1;
      if (personalPosts === 1) throw new RequestFailure(500, 'Serviço indisponível');
      return second.promise;
    });
    const fake = openDetails(SAVED_NOTHING, post);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Serviço indisponível');
    expect(screen.getByLabelText<HTMLInputElement>('Nome da mãe').value).toBe('Maria Aparecida da Silva');
    expect(fake.completeSection).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Salvar e continuar/ }).getAttribute('aria-busy')).toBe('true'));
    await act(async () => second.resolve({}));
    // The next step's own screen belongs to another suite: the URL says the wizard moved on.
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/cadastrar/dados-financeiros'));
  });

  test('the saved data fill the form; born abroad hides the birth state and city; axe finds nothing', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const saved = {
      ...SAVED_NOTHING,
      personalData: {
        ...(SAVED_NOTHING.personalData as object),
        BirthCountryId: 'PRT',
        MotherName: 'Ana Souza',
        OccupationId: 214205,
        Mtm: false,
        DocumentIssueDate: '2010-01-31',
      },
    };
    const { container } = openDetails(saved);
    await formLoaded('Dados pessoais');
    expect((await screen.findByLabelText<HTMLInputElement>('Nome da mãe')).value).toBe('Ana Souza');
    expect(screen.getByLabelText<HTMLInputElement>('Data de emissão').value).toBe('31/01/2010');
    // The stored CBO code reads back as its occupation.
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Profissão' }).value).toBe('Engenheiro civil (CBO 2142-05)'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Ativar a marcação a mercado (Mtm) da renda fixa').checked).toBe(false);
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'País de nascimento' }).value).toBe('Portugal'));
    expect(screen.queryByLabelText('Estado de nascimento')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await choose(user, screen.getByRole<HTMLInputElement>('combobox', { name: 'País de nascimento' }), 'bras', 'Brasil');
    expect(screen.getByLabelText('Estado de nascimento')).toBeTruthy();
  });

  test('a lookup that fails to load offers a retry that reads it again', { timeout: 30_000 }, async () => {
    vi.restoreAllMocks();
    const failing = new Set(['/api/common/occupations']);
    const { paths } = stubLookups(LOOKUPS, failing);
    const user = userEvent.setup();
    openDetails();
    const retry = await screen.findByRole('button', { name: 'Tentar carregar profissão novamente' });
    failing.clear();
    await user.click(retry);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Profissão' })).toHaveProperty('disabled', false));
    await user.type(screen.getByRole('combobox', { name: 'Profissão' }), '2142');
    expect(screen.getByRole('option', { name: 'Engenheiro civil (CBO 2142-05)' })).toBeTruthy();
    expect(paths.filter((path) => path === '/api/common/occupations').length).toBeGreaterThanOrEqual(2);
  });
});
