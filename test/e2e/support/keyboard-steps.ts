import { expect, type Page } from '@playwright/test';
import { type AddressData, AddressPage, PAULISTA } from './address.page.ts';
import { DetailsPage, optionOf, PERSONAL_DATA, type PersonalData } from './details.page.ts';
import { DocumentsPage, samplePdf } from './documents.page.ts';
import { FINANCIAL_DATA, FinancialDataPage } from './financial-data.page.ts';
import { check, chooseFile, chooseInCombobox, chooseWithArrows, chooseWithKeys, press, tabTo, typeInto } from './keyboard.ts';
import { emailedCode, lastMailId } from './mailbox.ts';
import { SIGN_UP_CODE_SUBJECT, type SignupData, SignupPage } from './signup.page.ts';
import { TERMS_CREDENTIALS } from './terms.page.ts';

// Every function here drives one screen with Tab, Shift+Tab, Enter, Space, arrows and typing only: never a click or a
// fill. Each control reached is checked for a visible focus ring (tabTo). Data come from the mouse journey's fixtures.

/** The digits (and letters) of a value as a person types them into a masked field: "01310-100" → "01310100". */
const keysOf = (value: string) => value.replace(/[^0-9A-Za-z]/g, '');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Tabs to "Salvar e continuar", presses Enter and waits for the wizard to leave the step. */
async function saveAndContinue(page: Page) {
  const url = page.url();
  await press(page, page.getByRole('button', { name: 'Salvar e continuar' }));
  await expect(page).not.toHaveURL(url);
}

/**
 * Landing → Pessoa Física → the sign-up form typed field by field → Criar minha conta (Space) → the emailed code
 * typed → Confirmar código (Enter) → Endereço.
 */
export async function signUpByKeyboard(page: Page, origin: string, data: SignupData, shown: { document: string; phone: string }) {
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { name: 'Qual conta você quer abrir?' })).toBeVisible();
  await press(page, page.getByRole('link', { name: /Pessoa Física/ }));
  await expect(page).toHaveURL(/\/novo-cadastro(\?tipo=p[fj])?$/);
  await new SignupPage(page).ready();

  const name = page.getByLabel('Nome completo');
  await typeInto(page, name, data.name);
  await typeInto(page, page.getByLabel('CPF', { exact: true }), data.document, shown.document);
  const birth = data.birthDate;
  await typeInto(page, page.getByLabel('Data de nascimento'), birth, `${birth.slice(0, 2)}/${birth.slice(2, 4)}/${birth.slice(4)}`);
  await typeInto(page, page.getByLabel('E-mail', { exact: true }), data.email);
  await typeInto(page, page.getByLabel('Confirmação de e-mail'), data.email);
  await typeInto(page, page.getByLabel('Celular', { exact: true }), data.phone, shown.phone);
  await typeInto(page, page.getByLabel('Confirmação de celular'), data.phone, shown.phone);
  const knowledge = page.getByLabel('Como você nos conheceu?');
  await expect(knowledge).toBeEnabled();
  await chooseWithArrows(page, knowledge, data.knowledge);
  // Shift+Tab walks back through the form: the name is still there and still reachable.
  await tabTo(page, name, { backward: true });
  await expect(name).toHaveValue(data.name);
  const before = await lastMailId(page.request);
  await press(page, page.getByRole('button', { name: 'Criar minha conta' }), 'Space');
  await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
  const code = await emailedCode(page.request, origin, data.email, SIGN_UP_CODE_SUBJECT, before);
  await typeInto(page, page.getByLabel('Código de 6 dígitos'), code);
  await press(page, page.getByRole('button', { name: 'Confirmar código' }));
  await expect(page).toHaveURL(/\/cadastrar\/endereco$/);
}

/**
 * Endereço: the CEP typed into its mask fills the street and moves on to the number; the rest typed, the state chosen
 * by arrows, the city searched and picked in its combobox.
 */
export async function addressByKeyboard(page: Page, data: AddressData = PAULISTA) {
  await new AddressPage(page).ready();
  await typeInto(page, page.getByLabel('CEP'), keysOf(data.postalCode), data.postalCode);
  // The CEP fills the street, bairro, state and city, and focus moves on to the number.
  await expect(page.getByLabel('Número')).toBeFocused();
  await expect(page.getByLabel('Logradouro')).toHaveValue(data.street);
  await typeInto(page, page.getByLabel('Número'), data.number);
  await typeInto(page, page.getByLabel('Complemento (opcional)'), data.complement);
  await typeInto(page, page.getByLabel('Bairro'), data.neighborhood);
  await chooseWithArrows(page, page.getByLabel('Estado'), data.state);
  const city = page.getByRole('combobox', { name: 'Cidade' });
  await chooseInCombobox(page, city, data.city, optionOf(page, 'Cidade', data.city));
  await expect(city).toHaveValue(data.city);
  await saveAndContinue(page);
}

/** Documentos: each required document's picker opened with Space; the operating system's dialog answered. */
export async function documentsByKeyboard(page: Page) {
  await new DocumentsPage(page).ready();
  const required = page.getByRole('list', { name: 'Documentos' }).getByRole('listitem').filter({ hasText: '(obrigatório)' });
  for (const card of await required.all()) {
    await chooseFile(page, card.getByLabel(/^Escolher arquivo:/), samplePdf());
    await expect(card.getByText('Enviado', { exact: true })).toBeVisible();
  }
  await saveAndContinue(page);
}

/** Dados Pessoais: selects by type-ahead and arrows, names and document typed, the date into its mask, declarations. */
export async function detailsByKeyboard(page: Page, data: PersonalData = PERSONAL_DATA) {
  await new DetailsPage(page).ready();
  for (const field of data.fields) {
    const control = page.getByLabel(field.label, { exact: true });
    if ('text' in field) await typeInto(page, control, field.text);
    else if ('search' in field) await chooseInCombobox(page, control, field.search, optionOf(page, field.label, field.search));
    else await chooseWithKeys(page, control, field.choose ?? undefined);
  }
  for (const label of data.declarations) await check(page, page.getByLabel(label));
  await saveAndContinue(page);
}

/** Dados Financeiros: accounts (bank searched in its combobox, a second row added with Enter), then the patrimony. */
export async function financialByKeyboard(page: Page, data = FINANCIAL_DATA) {
  await new FinancialDataPage(page).ready();
  for (const [index, account] of data.accounts.entries()) {
    const row = page.getByRole('group', { name: `Conta ${index + 1}` });
    if (index > 0) {
      await press(page, page.getByRole('button', { name: 'Adicionar conta' }));
      // Adding a row moves the focus into it (ListEditor): the keyboard user carries on from there.
      await expect(row.getByRole('combobox', { name: 'Banco' })).toBeFocused();
    }
    const bank = row.getByRole('combobox', { name: 'Banco' });
    await chooseInCombobox(page, bank, account.bankCode, row.getByRole('option', { name: new RegExp(`^${account.bankCode} - `) }));
    await expect(bank).toHaveValue(new RegExp(`^${account.bankCode} - `));
    await typeInto(page, row.getByLabel('Agência (sem dígito)'), account.agency);
    await chooseWithArrows(page, row.getByLabel('Tipo de conta'), account.type);
    await typeInto(page, row.getByLabel('Número da conta'), account.account);
    await typeInto(page, row.getByLabel('Dígito', { exact: true }), account.digit);
  }
  // Money fields fill in from the cents: "8.500,00" is typed as 850000.
  for (const [label, amount] of Object.entries(data.patrimony)) {
    // Typed as a person types an amount: whole reais, a comma, the cents (the dots come from the field).
    await typeInto(page, page.getByLabel(label, { exact: true }), amount.replaceAll('.', ''), new RegExp(`${escapeRegExp(amount)}$`));
  }
  await saveAndContinue(page);
}

/** Perfil de Investidor: every question answered with Space on its first alternative (Tab enters each group). */
export async function suitabilityByKeyboard(page: Page) {
  const form = page.getByRole('form', { name: 'Questionário de perfil de investidor' });
  await expect(form).toBeVisible();
  const unanswered = form.locator('fieldset:not(:has(input:checked))');
  // Answering may reveal nested questions, answered in turn.
  while ((await unanswered.count()) > 0) {
    // Pinned by name and value: "the first unanswered question" is another one once this is answered.
    const first = unanswered.first().locator('input').first();
    const [name, value] = await Promise.all([first.getAttribute('name'), first.getAttribute('value')]);
    await check(page, form.locator(`input[name="${name}"][value="${value}"]`));
  }
  await expect(form.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await press(page, page.getByRole('button', { name: 'Ver meu perfil' }));
  await expect(page.getByRole('heading', { name: /^(Conservador|Moderado|Arrojado)$/ })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Salvar e continuar' }));
  await expect(page).toHaveURL(/\/cadastrar\/termos-e-assinatura$/);
}

/** Termos: password and electronic signature created, every agreement accepted with Space, signed with Enter. */
export async function termsByKeyboard(page: Page, credentials: { password: string; signature: string } = TERMS_CREDENTIALS) {
  await typeInto(page, page.getByLabel('Nova senha', { exact: true }), credentials.password);
  await typeInto(page, page.getByLabel('Confirme a nova senha'), credentials.password);
  await press(page, page.getByRole('button', { name: 'Criar senha' }));

  await expect(page.getByRole('heading', { name: 'Crie a sua assinatura eletrônica' })).toBeVisible();
  await typeInto(page, page.getByLabel('Assinatura eletrônica', { exact: true }), credentials.signature);
  await typeInto(page, page.getByLabel('Confirme a assinatura eletrônica'), credentials.signature);
  await press(page, page.getByRole('button', { name: 'Criar assinatura eletrônica' }));

  const agreements = page.getByRole('list', { name: 'Termos para assinar' });
  await expect(agreements).toBeVisible();
  for (const box of await agreements.getByRole('checkbox').all()) await check(page, box);
  await typeInto(page, page.getByLabel('Assinatura eletrônica', { exact: true }), credentials.signature);
  await press(page, page.getByRole('button', { name: 'Assinar termos' }));
  await expect(page).toHaveURL(/\/cadastrar\/concluido$/);
}
