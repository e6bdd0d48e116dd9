import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { SESSION_KEY } from '../../src/flows/persist.ts';
import { AddressPage } from './support/address.page.ts';
import { signUpByApi } from './support/customer-api.ts';
import { BRAVO } from './support/hosts.ts';

// CEP_SHOTS_DIR=/some/dir also saves the address step at 360 and 1440 px (filled, and with the "not found" note).
const SHOTS_DIR = process.env.CEP_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
  }
}

// A new customer of the second brand, signed in at the address step.
async function openAddressStep(page: Page, request: Parameters<typeof signUpByApi>[0]) {
  const customer = await signUpByApi(request, BRAVO, 'Carolina Autofill');
  const slice = JSON.stringify({ accessToken: customer.token, personType: 'F', channelId: 1, stepIndex: 0 });
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    [SESSION_KEY, slice],
  );
  await page.goto(`${BRAVO}/cadastrar/endereco`);
  const address = new AddressPage(page);
  await address.ready();
  return address;
}

test('typing CEP 01310-100 fills street, bairro, state and city from the CEP service and moves on to the number', async ({
  page,
  request,
}) => {
  const address = await openAddressStep(page, request);
  await page.getByLabel('CEP').pressSequentially('01310100');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await expect(page.getByLabel('Estado').locator('option:checked')).toHaveText('São Paulo');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo');
  await expect(page.getByLabel('Número')).toBeFocused();
  await page.keyboard.type('1578');
  await shoot(page, 'cep-filled');
  await address.save();
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos de identificação' })).toBeVisible();
});

test('an unknown CEP says so under the field and the address is typed by hand', async ({ page, request }) => {
  const address = await openAddressStep(page, request);
  await page.getByLabel('CEP').pressSequentially('01999999');
  await expect(address.cepNote()).toHaveText('CEP não encontrado. Confira o número ou preencha o endereço abaixo.');
  await expect(page.getByLabel('Logradouro')).toHaveValue('');
  await shoot(page, 'cep-not-found');
  await page.getByLabel('Logradouro').fill('Rua Nova');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Rua Nova');
});
