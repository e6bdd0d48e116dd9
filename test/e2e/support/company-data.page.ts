import { expect, type Page } from '@playwright/test';
import { chooseFirst, search } from './details.page.ts';

/** Page object of the PJ identification step (/cadastrar/identificacao, "Dados da Empresa"). */
export class CompanyDataPage {
  constructor(private readonly page: Page) {}

  /** Waits for the form (saved data and lookups loading). */
  async ready() {
    await expect(this.page.getByRole('heading', { name: 'Dados da Empresa', level: 1 })).toBeVisible();
    await expect(this.page.getByLabel('CNPJ', { exact: true })).toBeVisible();
    // The form shows disabled while the step's saved data load (ADR 170).
    await expect(this.page.getByRole('form', { name: 'Dados da empresa' })).not.toHaveAttribute('aria-busy', 'true');
  }

  /** Adds a row to a list (by its heading) and returns the new row. */
  async addRow(list: string, itemLabel: string) {
    const region = this.page.getByRole('region', { name: list });
    await region.getByRole('button', { name: `Adicionar ${itemLabel.toLowerCase()}` }).click();
    return region.getByRole('group').last();
  }

  /** Fills an IT company (Ltda, active non-financial FATCA) with one representative and one controller. */
  async fillValid() {
    await this.ready();
    const page = this.page;
    await page.getByLabel('Nome fantasia (opcional)').fill('Alfa Tecnologia');
    await search(page, 'Atividade principal', 'Desenvolvimento de programas de computador sob encomenda (CNAE 6201-5/01)');
    await search(page, 'Forma de constituição', 'Sociedade Empresária Limitada');
    await chooseFirst(page.getByLabel('Classificação FATCA'));
    await page.getByLabel('Faturamento mensal (R$)').fill('150.000,00');
    await page.getByLabel('Capital social (R$)').fill('50.000,00');

    const representative = await this.addRow('Representantes', 'Representante');
    await representative.getByLabel('Nome').fill('Carla Mendes Rocha');
    await representative.getByLabel('CPF/CNPJ').fill('529.982.247-25');
    await chooseFirst(representative.getByLabel('Categoria'));
    await representative.getByLabel('Participação (%)').fill('60,5');

    const controller = await this.addRow('Controladores', 'Controlador');
    await controller.getByLabel('Nome').fill('Carla Mendes Rocha');
    await controller.getByLabel('CPF/CNPJ').fill('529.982.247-25');
    await controller.getByLabel('Participação (%)').fill('60,5');
  }

  /** Saves every area ("Salvar e continuar") and waits for the wizard to leave the step. */
  async save() {
    const url = this.page.url();
    await this.page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await expect(this.page).not.toHaveURL(url);
  }
}
