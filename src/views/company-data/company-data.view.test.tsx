import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { CompletenessMessages } from '../../../domain/api/completeness.ts';
import { SectionId } from '../../../domain/api/section.ts';
import { RequestFailure } from '../../../domain/request-failure.ts';
import { axeViolations } from '../../testing/axe.ts';
import { addRow, fillCompanyData, companyList as list, pick } from '../../testing/identification-fillers.ts';
import { identificationCalls, identificationSuite, NOTHING_DECLARED, posted } from '../../testing/identification-sections.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { signedIn } from '../../testing/signed-in.ts';
import { formLoaded } from '../../testing/step-forms.ts';

const SAVED: Record<string, unknown> = {
  companyData: {
    CompanyCnpj: '11222333000181',
    TradeName: null,
    Activity: null,
    ConstitutionFormat: null,
    StatusFatcaId: null,
    Giin: null,
    MonthlyRevenue: null,
    ShareCapital: null,
    ClientId: 42,
  },
  ...NOTHING_DECLARED,
  orderIssuers: { ClientId: 42, Issuers: [] },
  representatives: { ClientId: 42, Representatives: [] },
  administrators: { ClientId: 42, Administrators: [] },
  controllers: { ClientId: 42, controllers: [] },
  procurators: { ClientId: 42, Procurators: [] },
  assetManagers: { ClientId: 42, AssetManagers: [] },
};

/** Opens the company data step with `saved` stored; returns the step's fake calls and the page. */
function openCompanyData(saved = SAVED) {
  const fake = identificationCalls(saved, SectionId.COMPANY_DATA);
  const { container } = renderApp({ path: '/cadastrar/identificacao', storage: signedIn('J', 1), calls: fake.all });
  return { ...fake, container };
}

describe('PJ identification (Dados da Empresa)', () => {
  identificationSuite();

  test('company data and a representative (percentage with a comma) save every area, then Envio de Documentos', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const fake = openCompanyData();
    await formLoaded('Dados da empresa');
    // One h1 names the step; its parts have their own headings.
    expect(screen.getAllByRole('heading', { name: /dados da empresa/i }).map((heading) => heading.tagName)).toEqual(['H1']);
    // A company's account email changes as an individual's does: proven by a code (ADR 222/227).
    expect(screen.getByRole('region', { name: 'E-mail da conta' })).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>('CNPJ')).value).toBe('11.222.333/0001-81');
    await fillCompanyData(user);
    await user.click(within(list('Representantes')).getByRole('button', { name: 'Adicionar representante' }));
    const row = within(list('Representantes')).getByRole('group', { name: 'Representante 1' });
    expect(document.activeElement).toBe(within(row).getByLabelText('Nome'));
    await user.type(within(row).getByLabelText('Nome'), 'Carla Mendes Rocha');
    await user.type(within(row).getByLabelText('CPF/CNPJ'), '52998224725');
    await pick(user, within(row).getByLabelText('Categoria'), 'Sócio administrador');
    await user.type(within(row).getByLabelText('Participação (%)'), '12,5');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    // The next step's own screen belongs to another suite: the URL says the wizard moved on.
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/cadastrar/envio-de-documentos'));
    expect(posted(fake.postSection, 'companyData')).toEqual({
      CompanyCnpj: '11222333000181',
      TradeName: null,
      Activity: 6201501,
      ConstitutionFormat: 2062,
      StatusFatcaId: 1,
      Giin: null,
      MonthlyRevenue: 150000,
      ShareCapital: 50000,
      ClientId: 42,
    });
    expect(posted(fake.postSection, 'representatives')).toEqual({
      ClientId: 42,
      Representatives: [
        { Name: 'Carla Mendes Rocha', DocumentType: 'CPF', CpfCnpj: '52998224725', Category: 1, Percentage: 12.5, ClientId: 42 },
      ],
    });
    expect(posted(fake.postSection, 'controllers')).toEqual({ ClientId: 42, controllers: [] });
    expect(fake.completeSection).toHaveBeenCalledWith({ ClientId: 42, SectionId: SectionId.COMPANY_DATA });
  });

  test("the server's refusal of the step is marked at the lists it names, and goes as each list is answered", {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const fake = openCompanyData();
    const refusal = { CompanyData: [CompletenessMessages.procurator, CompletenessMessages.representative] };
    fake.completeSection.mockRejectedValueOnce(new RequestFailure(409, CompletenessMessages.sectionIncomplete, refusal));
    await fillCompanyData(user);
    await user.click(screen.getByLabelText('A empresa autoriza ordens por procurador'));
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    const procurators = list('Procuradores');
    expect(await within(procurators).findByText(CompletenessMessages.procurator)).toBeTruthy();
    expect(within(list('Representantes')).getByText(CompletenessMessages.representative)).toBeTruthy();
    expect(within(list('Administradores')).queryByRole('alert')).toBeNull();
    // Beside the step's message, the server's own items, never the message alone.
    const said = `${CompletenessMessages.sectionIncomplete} ${CompletenessMessages.procurator}; ${CompletenessMessages.representative}.`;
    await waitFor(() => expect(screen.getAllByText(said).length).toBeGreaterThan(0));
    expect(screen.queryByText(CompletenessMessages.sectionIncomplete)).toBeNull();
    expect(screen.getByTestId('url').textContent).toBe('/cadastrar/identificacao');

    await addRow(user, 'Procuradores', 'Procurador');
    expect(within(procurators).queryByText(CompletenessMessages.procurator)).toBeNull();
    await user.click(screen.getByLabelText('A empresa autoriza ordens por procurador'));
    await user.click(within(procurators).getByRole('button', { name: 'Remover procurador 1' }));
    expect(within(procurators).queryByText(CompletenessMessages.procurator)).toBeNull();
    expect(within(list('Representantes')).getByText(CompletenessMessages.representative)).toBeTruthy();
  });

  test('each row shows its own messages; the step is not completed', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const fake = openCompanyData();
    await fillCompanyData(user);
    const controllers = list('Controladores');
    await user.click(within(controllers).getByRole('button', { name: 'Adicionar controlador' }));
    await user.click(within(controllers).getByRole('button', { name: 'Adicionar controlador' }));
    const first = within(controllers).getByRole('group', { name: 'Controlador 1' });
    const second = within(controllers).getByRole('group', { name: 'Controlador 2' });
    await user.type(within(first).getByLabelText('Nome'), 'Holding Alfa Participações');
    await user.selectOptions(within(first).getByLabelText('Tipo de documento'), 'CNPJ');
    await user.type(within(first).getByLabelText('CPF/CNPJ'), '11222333000181');
    await user.type(within(first).getByLabelText('Participação (%)'), '60');
    await user.type(within(second).getByLabelText('Nome'), 'Pedro Alves');
    await user.type(within(second).getByLabelText('CPF/CNPJ'), '11111111111');
    await user.type(within(second).getByLabelText('Participação (%)'), '120');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    expect(await within(second).findByText('CPF/CNPJ inválido')).toBeTruthy();
    expect(within(second).getByText('Percentual deve estar entre 0 e 100')).toBeTruthy();
    expect(within(first).queryByText('CPF/CNPJ inválido')).toBeNull();
    expect(posted(fake.postSection, 'controllers')).toBeUndefined();
    expect(fake.completeSection).not.toHaveBeenCalled();
    expect(within(second).getByLabelText<HTMLInputElement>('Nome').value).toBe('Pedro Alves');
  });

  test('an asset manager is reached on a landline or a mobile; a number no line has is refused', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const fake = openCompanyData();
    await fillCompanyData(user);
    const managers = list('Gestores de carteira');
    const add = within(managers).getByRole('button', { name: 'Adicionar gestor de carteira' });
    for (const _ of [1, 2, 3]) await user.click(add);
    const rows = [1, 2, 3].map((n) => within(managers).getByRole('group', { name: `Gestor de carteira ${n}` }));
    const phone = (row: HTMLElement) => within(row).getByRole<HTMLInputElement>('textbox', { name: 'Telefone' });
    const typed = [
      ['52998224725', '1134567890'],
      ['11144477735', '11812345678'],
      ['39053344705', '23987654321'],
    ];
    for (const [index, row] of rows.entries()) {
      await user.type(within(row).getByLabelText('Nome'), `Gestor ${index + 1}`);
      await user.type(within(row).getByLabelText('CPF/CNPJ'), typed[index][0]);
      await user.type(phone(row), typed[index][1]);
    }
    expect(rows.map((row) => phone(row).value)).toEqual(['(11) 3456-7890', '(11) 81234-5678', '(23) 98765-4321']);
    await user.type(phone(rows[0]), 'ab\u0007');
    expect(phone(rows[0]).value).toBe('(11) 3456-7890');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

    expect(await within(rows[1]).findByText('Telefone inválido: celular com 9 dígitos ou fixo com 8')).toBeTruthy();
    expect(within(rows[2]).getByText('DDD inexistente')).toBeTruthy();
    expect(within(rows[0]).queryByText(/Telefone inválido|DDD inexistente/)).toBeNull();
    expect(posted(fake.postSection, 'assetManagers')).toBeUndefined();
  });

  test('the company declares about itself, in the third person; US Person is explained in Portuguese', async () => {
    openCompanyData();
    await formLoaded('Dados da empresa');
    expect(
      screen.getByRole('checkbox', {
        name: 'A empresa é uma “US Person” (pessoa dos EUA para fins fiscais)',
        description: /Receita dos EUA \(lei FATCA\)/,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'A empresa é investidora qualificada' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /^Sou / })).toBeNull();
  });

  test('a FATCA status that needs it asks for the GIIN; removing a row moves focus to the add button', async () => {
    const user = userEvent.setup();
    openCompanyData();
    expect(screen.queryByLabelText('GIIN')).toBeNull();
    await formLoaded('Dados da empresa');
    await pick(user, await screen.findByLabelText('Classificação FATCA'), 'Instituição financeira participante');
    expect(screen.getByLabelText('GIIN')).toBeTruthy();

    const issuers = list('Emissores de ordens');
    await user.click(within(issuers).getByRole('button', { name: 'Adicionar emissor de ordens' }));
    await user.click(within(issuers).getByRole('button', { name: 'Remover emissor de ordens 1' }));
    expect(within(issuers).queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(within(issuers).getByRole('button', { name: 'Adicionar emissor de ordens' }));
  });

  test('saved rows show masked, with the percentage written with a comma; axe finds nothing', { timeout: 30_000 }, async () => {
    const saved = {
      ...SAVED,
      representatives: {
        ClientId: 42,
        Representatives: [
          { Id: 9, Name: 'Carla Mendes Rocha', DocumentType: 'CPF', CpfCnpj: '52998224725', Category: 1, Percentage: 12.5, ClientId: 42 },
        ],
      },
      procurators: {
        ClientId: 42,
        Procurators: [
          {
            Id: 3,
            DDDMobilePhone: '11',
            MobilePhone: '987654321',
            MobilePhoneNumber: '11987654321',
            PersonType: 'F',
            DocumentIssuerName: 'SSP',
            DocumentNumber: '123456789',
            Name: 'Rui Prado',
            CpfCnpj: '11144477735',
            Email: 'rui@example.com',
            CustomerId: 42,
          },
        ],
      },
    };
    const { container } = openCompanyData(saved);
    await formLoaded('Dados da empresa');
    const row = await screen.findByRole('group', { name: 'Representante 1' });
    expect(within(row).getByLabelText<HTMLInputElement>('CPF/CNPJ').value).toBe('529.982.247-25');
    expect(within(row).getByLabelText<HTMLInputElement>('Participação (%)').value).toBe('12,5');
    const procurator = screen.getByRole('group', { name: 'Procurador 1' });
    expect(within(procurator).getByLabelText<HTMLInputElement>('Telefone').value).toBe('(11) 98765-4321');
    expect(within(procurator).getByLabelText<HTMLInputElement>('CPF/CNPJ').value).toBe('111.444.777-35');
    expect(await axeViolations(container)).toEqual([]);
  });
});
