import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MEMBERS } from '../../machines/backoffice/backoffice.fixtures.ts';
import { axeViolations } from '../testing/axe.ts';
import { renderBackoffice, signedIn } from '../testing/render-backoffice.tsx';
import { PF_FILE, PJ_FILE } from './dossier.fixtures.ts';

const openFile = (file = PF_FILE) =>
  renderBackoffice(`/backoffice/cadastros/${file.Summary.ClientId}`, { ...signedIn(MEMBERS.approver), loadApplication: async () => file });

// The blocks of the file in the page's order (the summary strip and the decision panel aside).
const blockTitles = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((title) => title !== 'Decisão');

// The value shown beside a label inside a region.
const shownValue = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

// English wire keys the page once showed (issue 35): none may appear.
const RAW_KEYS = [/Mtm Activated/, /Customer Id/, /^Bank Accounts$/, /^controllers$/i, /Bank Name/, /Client Id/, /Address Id/];

describe('the file as a dossier (issue 35)', { timeout: 30_000 }, () => {
  test('PF: each step once, in the customer’s order, under pt-BR labels; no English keys', async () => {
    const { container } = openFile();
    await screen.findByRole('heading', { name: 'Maria Souza', level: 1 });
    expect(blockTitles()).toEqual([
      'Triagem (PEP e sanções)',
      'Notas internas',
      'Responsável',
      'Cadastro inicial',
      'Endereço',
      'Documentos',
      'Dados pessoais',
      'Declarações',
      'Dados financeiros',
      'Perfil de investidor',
      'Termos assinados',
      'Histórico (auditoria)',
    ]);
    for (const key of RAW_KEYS) expect(screen.queryByText(key)).toBeNull();
    // Marking to market is stored twice and shown once; a PF has no company lists.
    expect(screen.getAllByText('Marcação a mercado')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Controladores' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('PF: money in R$, lookups by name (partner, channel, knowledge, advisor, bank, account type), the bank once', async () => {
    openFile();
    await screen.findByRole('heading', { name: 'Maria Souza', level: 1 });
    const signUp = screen.getByRole('region', { name: 'Cadastro inicial' });
    expect(shownValue(signUp, 'Parceiro')).toBe('Aurora');
    expect(shownValue(signUp, 'Canal')).toBe('Web (este cadastro online)');
    expect(shownValue(signUp, 'Como conheceu')).toBe('Indicação › Amigo');
    expect(shownValue(signUp, 'Assessor')).toBe('Assessoria Aurora');
    const financial = screen.getByRole('region', { name: 'Dados financeiros' });
    expect(shownValue(financial, 'Renda mensal')).toBe('R$\u00a012.500,50');
    expect(shownValue(financial, 'Patrimônio total')).toBe('R$\u00a01.050.000,00');
    const accounts = within(financial).getByRole('region', { name: 'Contas bancárias' });
    const [head, row] = within(accounts).getAllByRole('row');
    const columns = within(head)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columns.filter((column) => column === 'Banco')).toHaveLength(1);
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[columns.indexOf('Banco')]).toBe('Banco do Brasil S.A.');
    expect(cells[columns.indexOf('Tipo de conta')]).toBe('Conta corrente');
    expect(cells[columns.indexOf('Principal')]).toBe('Sim');
    // The declarations show once, as one block of both sections' answers.
    expect(screen.getAllByRole('region', { name: 'Declarações' })).toHaveLength(1);
    expect(shownValue(screen.getByRole('region', { name: 'Declarações' }), 'Pessoa politicamente exposta')).toBe('Sim');
    // Complementary data's optional document shows only when given, named apart from the identity document.
    expect(within(screen.getByRole('region', { name: 'Declarações' })).queryByText('Órgão emissor')).toBeNull();
  });

  test('the summary strip: name, document, person type, partner, status since when, profile and the flags', async () => {
    openFile();
    const summary = await screen.findByRole('region', { name: 'Resumo' });
    expect(shownValue(summary, 'Nome')).toBe('Maria Souza');
    expect(shownValue(summary, 'CPF')).toBe('529.982.247-25');
    expect(shownValue(summary, 'Tipo de pessoa')).toBe('Pessoa Física');
    expect(shownValue(summary, 'Parceiro')).toBe('Aurora');
    expect(shownValue(summary, 'Status')).toBe('Em análisedesde 05/06/2030, 12:30 (3 dias)');
    expect(shownValue(summary, 'Perfil de investidor')).toBe('Conservador');
    expect(shownValue(summary, 'PEP')).toBe('Sim');
    expect(shownValue(summary, 'Investidor qualificado')).toBe('Sim');
    expect(shownValue(summary, 'Investidor profissional')).toBe('Não');
  });

  test('PJ: company labels, its founding date, the lists as tables (names, CPF/CNPJ masks, shares, categories)', async () => {
    openFile(PJ_FILE);
    await screen.findByRole('heading', { name: 'Jota Comércio Ltda', level: 1 });
    expect(blockTitles().slice(0, 8)).toEqual([
      'Triagem (PEP e sanções)',
      'Notas internas',
      'Responsável',
      'Cadastro inicial',
      'Endereço',
      'Dados da empresa',
      'Documentos',
      'Declarações',
    ]);
    const summary = screen.getByRole('region', { name: 'Resumo' });
    expect(shownValue(summary, 'CNPJ')).toBe('11.444.777/0001-61');
    expect(shownValue(summary, 'Tipo de pessoa')).toBe('Pessoa Jurídica');
    expect(shownValue(summary, 'Investidor profissional')).toBe('Sim');
    expect(shownValue(screen.getByRole('region', { name: 'Cadastro inicial' }), 'Data de constituição')).toBe('20/08/2012');
    const company = screen.getByRole('region', { name: 'Dados da empresa' });
    expect(shownValue(company, 'Faturamento mensal')).toBe('R$\u00a085.000,75');
    expect(shownValue(company, 'Capital social')).toBe('R$\u00a0100.000,00');
    const declarations = screen.getByRole('region', { name: 'Declarações' });
    expect(shownValue(declarations, 'Órgão emissor do documento complementar')).toBe('JUCESP');
    expect(shownValue(declarations, 'Número do documento complementar')).toBe('35.2.1234567-8');
    const representatives = within(company).getByRole('region', { name: 'Representantes' });
    const [head, row] = within(representatives).getAllByRole('row');
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nome', 'Tipo de documento', 'CPF/CNPJ', 'Categoria', 'Participação (%)']);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Rui Lima', 'CPF', '529.982.247-25', 'Sócio(a) administrador(a)', '50%']);
    const controllers = within(company).getByRole('region', { name: 'Controladores' });
    expect(within(controllers).getByText('11.444.777/0001-61')).toBeTruthy();
    // An empty list says so instead of an empty table.
    expect(within(company).getAllByText('Nenhum informado.')).toHaveLength(3);
    for (const key of RAW_KEYS) expect(screen.queryByText(key)).toBeNull();
  });
});
