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

/** The option named `name` in the list of the combobox labelled `label`. */
export const optionOf = (page: Page, label: string, name: string) =>
  page.getByRole('listbox', { name: `Opções: ${label}` }).getByRole('option', { name, exact: true });

/** Searches the combobox labelled `label` once its list has loaded, and picks the option named `name`. */
export async function search(page: Page, label: string, name: string) {
  const combobox = page.getByRole('combobox', { name: label });
  await expect(combobox).toBeEnabled();
  await combobox.fill(name);
  await optionOf(page, label, name).click();
  await expect(combobox).toHaveValue(name);
}

/**
 * One field of the personal data: a select and the option chosen (null: the lookup list's first, any will do), a
 * combobox and the option searched, or a typed field.
 */
export type PersonalField = { label: string; choose: string | null } | { label: string; text: string } | { label: string; search: string };

/** Personal data as a customer enters them: the fields in form order, then the declarations checked. */
export type PersonalData = { fields: PersonalField[]; declarations: string[] };

/** A customer born in Campinas/SP, married, with an RG issued by SSP/SP, who declares a qualified investor. */
export const PERSONAL_DATA: PersonalData = {
  fields: [
    { label: 'Estado de nascimento', choose: 'São Paulo' },
    { label: 'Cidade de nascimento', search: 'Campinas' },
    { label: 'Nacionalidade', choose: 'Brasileira' },
    { label: 'Estado civil', choose: 'Casado(a)' },
    { label: 'Gênero', choose: 'Feminino' },
    { label: 'Profissão', search: 'Analista de desenvolvimento de sistemas (CBO 2124-05)' },
    { label: 'Nome da mãe', text: 'Maria Aparecida da Silva' },
    { label: 'Nome do pai (opcional)', text: 'José Carlos da Silva' },
    { label: 'Tipo de documento', choose: 'RG — Carteira de identidade' },
    { label: 'Número do documento', text: '12.345.678-9' },
    { label: 'Órgão emissor', choose: 'SSP — Secretaria de Segurança Pública' },
    { label: 'UF do órgão emissor', choose: 'São Paulo' },
    { label: 'Data de emissão', text: '15/03/2015' },
  ],
  declarations: ['Sou investidor qualificado'],
};

/** Page object of the PF identification step (/cadastrar/identificacao, "Dados Pessoais"). */
export class DetailsPage {
  constructor(private readonly page: Page) {}

  /** Waits for the form (saved data and lookups loading). */
  async ready() {
    await expect(this.page.getByRole('heading', { name: 'Dados Pessoais', level: 1 })).toBeVisible();
    await expect(this.page.getByLabel('Nome da mãe')).toBeVisible();
    // The form shows disabled while the step's saved data load (ADR 170).
    await expect(this.page.getByRole('form', { name: 'Dados pessoais' })).not.toHaveAttribute('aria-busy', 'true');
  }

  /** Fills the personal data (a customer born in Campinas/SP with an RG, by default) and the declarations. */
  async fillValid(data: PersonalData = PERSONAL_DATA) {
    await this.ready();
    const page = this.page;
    for (const field of data.fields) {
      const control = page.getByLabel(field.label, { exact: true });
      if ('text' in field) await control.fill(field.text);
      else if ('search' in field) await search(page, field.label, field.search);
      else await (field.choose === null ? chooseFirst(control) : choose(control, field.choose));
    }
    for (const label of data.declarations) await page.getByLabel(label).check();
  }

  /** Saves ("Salvar e continuar") and waits for the wizard to leave the step. */
  async save() {
    const url = this.page.url();
    await this.page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await expect(this.page).not.toHaveURL(url);
  }
}
