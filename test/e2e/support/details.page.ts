import { expect, type Locator, type Page } from '@playwright/test';

/** Picks an option by its label once the select's lookup list has loaded from the API. */
export async function choose(select: Locator, label: string) {
  await expect(select.locator('option', { hasText: label }).first()).toBeAttached();
  await select.selectOption({ label });
}

/** Picks the first option of a select once its lookup list has loaded (any item of the list will do). */
export async function chooseFirst(select: Locator) {
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption({ index: 1 });
}

/** Page object of the PF identification step (/cadastrar/identificacao, "Dados Pessoais"). */
export class DetailsPage {
  constructor(private readonly page: Page) {}

  /** Waits for the form (saved data and lookups loading). */
  async ready() {
    await expect(this.page.getByRole('heading', { name: 'Dados Pessoais', level: 1 })).toBeVisible();
    await expect(this.page.getByLabel('Nome da mãe')).toBeVisible();
  }

  /** Fills the personal data of a customer born in Campinas/SP with an RG, and declares a qualified investor. */
  async fillValid() {
    await this.ready();
    const page = this.page;
    await choose(page.getByLabel('Estado de nascimento'), 'São Paulo');
    await choose(page.getByLabel('Cidade de nascimento'), 'Campinas');
    await choose(page.getByLabel('Nacionalidade'), 'Brasileira');
    await choose(page.getByLabel('Estado civil'), 'Casado(a)');
    await choose(page.getByLabel('Gênero'), 'Feminino');
    await chooseFirst(page.getByLabel('Profissão'));
    await page.getByLabel('Nome da mãe').fill('Maria Aparecida da Silva');
    await page.getByLabel('Nome do pai (opcional)').fill('José Carlos da Silva');
    await choose(page.getByLabel('Tipo de documento'), 'RG — Carteira de identidade');
    await page.getByLabel('Número do documento').fill('12.345.678-9');
    await choose(page.getByLabel('Órgão emissor', { exact: true }), 'SSP — Secretaria de Segurança Pública');
    await choose(page.getByLabel('UF do órgão emissor'), 'São Paulo');
    await page.getByLabel('Data de emissão').fill('15/03/2015');
    await page.getByLabel('Sou investidor qualificado').check();
  }

  /** Saves ("Salvar e continuar") and waits for the wizard to leave the step. */
  async save() {
    const url = this.page.url();
    await this.page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await expect(this.page).not.toHaveURL(url);
  }
}
