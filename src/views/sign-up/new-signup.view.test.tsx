import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { CodeMessages, type CodeSent } from '../../../domain/api/auth.ts';
import { Messages, RequestFailure } from '../../../domain/index.ts';
import { validPfForm } from '../../testing/fixtures.ts';
import { deferred, fakeCalls, renderApp } from '../../testing/render-app.tsx';

type User = ReturnType<typeof userEvent.setup>;

async function openPfForm(user: User, services = fakeCalls()) {
  const app = renderApp({ calls: services });
  await user.click(await screen.findByRole('link', { name: /Pessoa Física/ }));
  await screen.findByRole('option', { name: 'Google' });
  return app;
}

// Types digits only where a mask adds the punctuation; an empty value leaves the field untouched.
async function fillPfForm(user: User, form = validPfForm) {
  const digits = (value: string) => value.replace(/\D/g, '');
  const typeInto = async (label: string, text: string) => {
    if (text) await user.type(screen.getByLabelText(label), text);
  };
  await typeInto('Nome completo', form.name);
  await typeInto('CPF', digits(form.document));
  await typeInto('Data de nascimento', digits(form.birthDate));
  await typeInto('E-mail', form.email);
  await typeInto('Confirmação de e-mail', form.emailConfirmation);
  await typeInto('Celular', digits(form.phone));
  await typeInto('Confirmação de celular', digits(form.phoneConfirmation));
  await user.selectOptions(screen.getByLabelText('Como você nos conheceu?'), form.knowledgeId);
}

const submitButton = () => screen.getByRole('button', { name: /Criar minha conta/ });

// The sign-up's verification: the emailed code, typed and confirmed.
async function confirmCode(user: User, code = '123456') {
  await user.type(await screen.findByLabelText('Código de 6 dígitos'), code);
  await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
}
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  const id = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return { field, message: id ? document.getElementById(id)?.textContent : undefined };
};

describe('new sign-up form', () => {
  test('the privacy notice names the controller, the purposes and the partner policy; the consent is optional and sent', async () => {
    const user = userEvent.setup();
    const { calls: services } = await openPfForm(user);
    const notice = screen.getByRole('region', { name: 'Como usamos os seus dados' });
    expect(notice.textContent).toContain(
      'A Aurora Investimentos é a controladora dos dados deste cadastro, também quando feito pela marca Bravo Capital.',
    );
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Abrir e manter a sua conta de investimentos (base legal: execução de contrato e procedimentos preliminares (art. 7º, V)).',
      'Conhecer o cliente, avaliar o seu perfil de investidor e prevenir lavagem de dinheiro (base legal: obrigação legal e regulatória: Resoluções CVM 30 e 50 e Lei 9.613 (art. 7º, II)).',
      'Falar com você sobre este cadastro enquanto ele não é concluído (base legal: procedimentos preliminares ao contrato (art. 7º, V)).',
    ]);
    expect(within(notice).getByRole('link', { name: 'política de privacidade de Bravo Capital' }).getAttribute('href')).toBe(
      'https://www.bravocapital.com.br/privacidade',
    );
    const consent = within(notice).getByRole('checkbox', { name: /Quero receber ofertas e novidades por e-mail/ }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    await fillPfForm(user);
    await user.click(consent);
    await user.click(submitButton());
    await waitFor(() => expect(services.startSignUp).toHaveBeenCalled());
    expect(vi.mocked(services.startSignUp).mock.calls[0][0]).toMatchObject({ PrivacyNoticeVersion: '2026-11', MarketingConsent: true });
  });

  test('masks CPF, date and phone as the customer types', async () => {
    const user = userEvent.setup();
    await openPfForm(user);
    await fillPfForm(user);
    expect((screen.getByLabelText('CPF') as HTMLInputElement).value).toBe('529.982.247-25');
    expect((screen.getByLabelText('Data de nascimento') as HTMLInputElement).value).toBe('15/03/1990');
    expect((screen.getByLabelText('Celular') as HTMLInputElement).value).toBe('(11) 98765-4321');
  });

  test('invalid data shows the spec messages at the fields, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls: services } = await openPfForm(user);
    await fillPfForm(user, {
      ...validPfForm,
      document: '123.456.789-00',
      birthDate: '',
      emailConfirmation: 'outra@example.com',
      phoneConfirmation: '(11) 91111-1111',
    });
    await user.click(submitButton());

    const cpf = errorOf('CPF');
    await waitFor(() => expect(document.activeElement).toBe(cpf.field));
    expect(cpf.field.getAttribute('aria-invalid')).toBe('true');
    expect(cpf.message).toBe(Messages.cpfInvalid);
    expect(errorOf('Data de nascimento').message).toBe(Messages.birthDateRequired);
    expect(errorOf('Confirmação de e-mail').message).toBe(Messages.emailMismatch);
    expect(errorOf('Confirmação de celular').message).toBe(Messages.phoneMismatch);
    expect(errorOf('Nome completo').field.getAttribute('aria-invalid')).toBe('false');
    expect(services.startSignUp).not.toHaveBeenCalled();
  });

  test("a field's message goes as soon as the field is changed; the others stay until the next submit", async () => {
    const user = userEvent.setup();
    await openPfForm(user);
    await fillPfForm(user, { ...validPfForm, name: '', birthDate: '' });
    await user.click(submitButton());
    await waitFor(() => expect(errorOf('Nome completo').field.getAttribute('aria-invalid')).toBe('true'));
    await user.type(screen.getByLabelText('Nome completo'), 'Maria Souza');
    expect(errorOf('Nome completo').field.getAttribute('aria-invalid')).toBe('false');
    expect(errorOf('Nome completo').message).toBeUndefined();
    expect(errorOf('Data de nascimento').message).toBe(Messages.birthDateRequired);
  });

  test('an empty CNPJ and opening date give the PJ messages', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(await screen.findByRole('link', { name: /Pessoa Jurídica/ }));
    await screen.findByRole('option', { name: 'Google' });
    await user.click(submitButton());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Razão social')));
    expect(errorOf('CNPJ').message).toBe(Messages.cnpjRequired);
    expect(errorOf('Data de abertura').message).toBe(Messages.openingDateRequired);
  });

  test('a valid submit shows loading, sends the spec body, asks for the emailed code, then lands on the address step', async () => {
    const user = userEvent.setup();
    const sent = deferred<CodeSent>();
    const { calls: services } = await openPfForm(user, fakeCalls({ startSignUp: () => sent.promise }));
    await fillPfForm(user);
    await user.click(submitButton());

    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(true));
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    expect(vi.mocked(services.startSignUp).mock.calls[0][0]).toMatchObject({ CpfCnpj: '52998224725', PartnerId: 2, PersonType: 'F' });

    sent.resolve({ Message: CodeMessages.signUpCodeSent, ExpiresInSeconds: 600 });
    expect(await screen.findByRole('heading', { name: 'Confirme seu e-mail' })).toBeTruthy();
    expect(screen.getByText(CodeMessages.signUpCodeSent)).toBeTruthy();
    // Where the code went, masked: the address typed on the form, not spelled out; the code field has the focus.
    expect(document.querySelector('[data-sent-to]')?.textContent).toBe('Enviamos o código para m•••@e•••.com.');
    expect(document.body.textContent).not.toContain('maria@example.com');
    expect(document.activeElement).toBe(screen.getByLabelText('Código de 6 dígitos'));
    expect(screen.getByTestId('url').textContent).toBe('/novo-cadastro');
    await confirmCode(user);
    expect(vi.mocked(services.authenticateContinue).mock.calls[0][0]).toEqual({ Document: '52998224725', Token: '123456', PartnerId: 2 });
    expect(await screen.findByRole('heading', { name: 'Endereço' })).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/cadastrar/endereco');
    const current = screen.getByRole('navigation', { name: 'Etapas do cadastro' }).querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe('Endereço');
  });

  test('a refused sign-up shows the server message in an alert and keeps what was typed', async () => {
    const user = userEvent.setup();
    const services = fakeCalls({
      startSignUp: async () => {
        throw new RequestFailure(429, CodeMessages.dailyCapReached);
      },
    });
    await openPfForm(user, services);
    await fillPfForm(user);
    await user.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toBe(CodeMessages.dailyCapReached);
    // Announced once, by the app's notification; the copy beside the button is not a second alert (ADR 141).
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect((screen.getByLabelText('Nome completo') as HTMLInputElement).value).toBe('Maria da Silva');
    expect((screen.getByLabelText('CPF') as HTMLInputElement).value).toBe('529.982.247-25');
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  test('a failure without a message shows the default one; 400 field errors appear at their fields', async () => {
    const user = userEvent.setup();
    const services = fakeCalls({
      startSignUp: async () => {
        throw new RequestFailure(400, Messages.defaultError, { Email: [Messages.emailInvalid] });
      },
    });
    await openPfForm(user, services);
    await fillPfForm(user);
    await user.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toBe(Messages.defaultError);
    expect(errorOf('E-mail').message).toBe(Messages.emailInvalid);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
  });

  test('an advisor carried by the sign-up link (?assessor=) is named in the header and reaches the create call', async () => {
    const user = userEvent.setup();
    const services = fakeCalls({ lookupAdvisor: vi.fn(async ({ id }: { id: number }) => ({ Id: id, Name: 'Carla Mendes' })) });
    renderApp({ search: '?assessor=101', calls: services });
    await user.click(await screen.findByRole('link', { name: /Pessoa Física/ }));
    await screen.findByRole('option', { name: 'Google' });
    const header = screen.getByRole('heading', { name: 'Cadastro de Pessoa Física' }).parentElement!;
    expect(within(header).getByText(/Assessor:/).textContent).toBe('Assessor: Carla Mendes');
    expect(services.lookupAdvisor).toHaveBeenCalledWith({ id: 101 });
    // The link's advisor wins over the one the chosen option brings (Bruno Lima, 102).
    await fillPfForm(user, { ...validPfForm, knowledgeId: '502' });
    await user.click(submitButton());
    await confirmCode(user);
    await screen.findByRole('heading', { name: 'Endereço' });
    expect(vi.mocked(services.startSignUp).mock.calls[0][0]).toEqual(
      expect.objectContaining({ AdvisorId: 101, CpfCnpj: '52998224725', PersonType: 'F' }),
    );
  });

  test('a sign-up link naming nobody: no advisor shown, no error, the form signs up without it', async () => {
    const user = userEvent.setup();
    const services = fakeCalls({ lookupAdvisor: vi.fn(async () => Promise.reject(new RequestFailure(404, Messages.notFound))) });
    renderApp({ search: '?assessor=4040', calls: services });
    await user.click(await screen.findByRole('link', { name: /Pessoa Física/ }));
    await screen.findByRole('option', { name: 'Google' });
    expect(screen.queryByText(/Assessor:/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await fillPfForm(user, { ...validPfForm, knowledgeId: '1' });
    await user.click(submitButton());
    await confirmCode(user);
    await screen.findByRole('heading', { name: 'Endereço' });
    expect(vi.mocked(services.startSignUp).mock.calls[0][0]).not.toHaveProperty('AdvisorId');
  });

  test('sources with sub-items are grouped; "Voltar" returns to the landing', async () => {
    const user = userEvent.setup();
    await openPfForm(user);
    const group = screen.getByRole('group', { name: 'Indicação de assessor' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ana Souza', 'Bruno Lima']);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { name: 'Abra sua conta de investimentos' })).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/');
  });

  test('a failed source list offers a retry that loads it', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const services = fakeCalls({
      loadKnowledgeSources: async () => {
        calls += 1;
        if (calls === 1) throw new RequestFailure(0, Messages.defaultError);
        return [{ Value: 1, Description: 'Google', AdvisorId: null, Items: [] }];
      },
    });
    renderApp({ calls: services });
    await user.click(await screen.findByRole('link', { name: /Pessoa Física/ }));
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('option', { name: 'Google' })).toBeTruthy();
  });

  test('a wrong code is said at the code field; "Corrigir dados" returns to the form with what was typed', async () => {
    const user = userEvent.setup();
    const services = fakeCalls({
      authenticateContinue: async () => {
        throw new RequestFailure(400, CodeMessages.codeInvalid, { Token: [CodeMessages.codeInvalid] });
      },
    });
    await openPfForm(user, services);
    await fillPfForm(user);
    await user.click(submitButton());
    await confirmCode(user, '000000');
    await waitFor(() => expect(errorOf('Código de 6 dígitos').message).toBe(CodeMessages.codeInvalid));
    expect(screen.queryByRole('heading', { name: 'Endereço' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Corrigir dados' }));
    expect(await screen.findByRole('heading', { name: 'Cadastro de Pessoa Física' })).toBeTruthy();
    expect((screen.getByLabelText('CPF') as HTMLInputElement).value).toBe('529.982.247-25');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe(validPfForm.email);
  });
});
