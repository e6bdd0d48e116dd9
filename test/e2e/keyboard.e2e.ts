import { expect, test } from '@playwright/test';
import { PAULISTA } from './support/address.page.ts';
import { DetailsPage } from './support/details.page.ts';
import { samplePdf } from './support/documents.page.ts';
import { randomCpf } from './support/documents.ts';
import { AURORA } from './support/hosts.ts';
import { chooseWithArrows, tabTo, typeInto } from './support/keyboard.ts';

// Key-by-key typing of two whole forms on a shared machine takes longer than the default 30 s.
test.setTimeout(120_000);

test('a PF customer signs up, saves the address and sends the documents with the keyboard only (Tab, Shift+Tab, arrows, Enter, Space, typing)', async ({
  page,
}) => {
  await page.goto(`${AURORA}/`);
  await expect(page.getByRole('heading', { name: 'Qual conta você quer abrir?' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /Pessoa Física/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/novo-cadastro$/);

  const name = page.getByLabel('Nome completo');
  await typeInto(page, name, 'Lívia Campos');
  const cpf = randomCpf();
  await typeInto(
    page,
    page.getByLabel('CPF', { exact: true }),
    cpf,
    `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
  );
  await typeInto(page, page.getByLabel('Data de nascimento'), '09091992', '09/09/1992');
  await typeInto(page, page.getByLabel('E-mail', { exact: true }), 'livia@example.com');
  await typeInto(page, page.getByLabel('Confirmação de e-mail'), 'livia@example.com');
  await typeInto(page, page.getByLabel('Celular', { exact: true }), '11976543210', '(11) 97654-3210');
  await typeInto(page, page.getByLabel('Confirmação de celular'), '11976543210', '(11) 97654-3210');
  const knowledge = page.getByLabel('Como você nos conheceu?');
  await expect(knowledge).toBeEnabled();
  await chooseWithArrows(page, knowledge, 'Google');
  await expect(knowledge).not.toHaveValue('');
  // Shift+Tab walks back through the form: the name is still there and still reachable.
  await tabTo(page, name, { backward: true });
  await expect(name).toHaveValue('Lívia Campos');
  await tabTo(page, page.getByRole('button', { name: 'Criar minha conta' }));
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/cadastrar\/endereco$/);
  await expect(page.getByRole('heading', { name: 'Endereço', level: 1 })).toBeVisible();

  await typeInto(page, page.getByLabel('CEP'), PAULISTA.postalCode.replace('-', ''), PAULISTA.postalCode);
  await typeInto(page, page.getByLabel('Logradouro'), PAULISTA.street);
  await typeInto(page, page.getByLabel('Número'), PAULISTA.number);
  await typeInto(page, page.getByLabel('Complemento (opcional)'), PAULISTA.complement);
  await typeInto(page, page.getByLabel('Bairro'), PAULISTA.neighborhood);
  await chooseWithArrows(page, page.getByLabel('Estado'), PAULISTA.state);
  const city = page.getByRole('combobox', { name: 'Cidade' });
  await expect(city).toBeEnabled();
  await typeInto(page, city, PAULISTA.city);
  const option = page.getByRole('listbox', { name: 'Opções: Cidade' }).getByRole('option', { name: PAULISTA.city, exact: true });
  await expect(option).toBeVisible();
  const optionId = await option.getAttribute('id');
  for (let presses = 0; presses < 20 && (await city.getAttribute('aria-activedescendant')) !== optionId; presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(city).toHaveValue(PAULISTA.city);
  await tabTo(page, page.getByRole('button', { name: 'Salvar e continuar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cadastrar\/documentos$/);
  const documents = page.getByRole('list', { name: 'Documentos' });
  await expect(documents).toBeVisible();

  // The file picker is the operating system's own dialog: Space on the focused input opens it, the test answers it.
  const required = documents.getByRole('listitem').filter({ hasText: '(obrigatório)' });
  for (const card of await required.all()) {
    await tabTo(page, card.getByLabel(/^Escolher arquivo:/));
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
    await chooser.setFiles(samplePdf());
    await expect(card.getByText('Enviado', { exact: true })).toBeVisible();
  }
  await tabTo(page, page.getByRole('button', { name: 'Salvar e continuar' }));
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/cadastrar\/documentos$/);
  await new DetailsPage(page).ready();
});
