import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { ApplicationDetail } from '../../domain/api/backoffice.ts';
import { DETAIL, MEMBERS } from '../../machines/backoffice/backoffice.fixtures.ts';
import { axeViolations } from '../testing/axe.ts';
import { renderBackoffice, signedIn } from '../testing/render-backoffice.tsx';

// ADR 223: sign-ups refused because this file holds the document, as GET /api/backoffice/applications/{id} sends them.
const conflicts: ApplicationDetail['Conflicts'] = [
  {
    Kind: 'code-after-holder',
    Name: 'Maria Titular',
    Email: 'maria.titular@example.test',
    Attempts: 1,
    FirstAt: '2026-12-04T13:05:00.000Z',
    LastAt: '2026-12-04T13:05:00.000Z',
  },
  {
    Kind: 'sign-up-after-holder',
    Name: 'Maria Titular',
    Email: 'maria.nova@example.test',
    Attempts: 3,
    FirstAt: '2026-12-04T14:00:00.000Z',
    LastAt: '2026-12-05T09:30:00.000Z',
  },
];

const open = (detail: ApplicationDetail) =>
  renderBackoffice('/backoffice/cadastros/42', { ...signedIn(MEMBERS.analyst), loadApplication: async () => detail });

describe('the document conflict on the application page', { timeout: 30_000 }, () => {
  test('names who was refused, how, how often and when, in pt-BR, above the summary', async () => {
    const { container } = open({ ...DETAIL, Conflicts: conflicts });
    const marker = await screen.findByRole('region', { name: 'Conflito de CPF' });
    expect(within(marker).getByRole('heading', { name: 'Conflito de CPF' })).toBeTruthy();
    const [raced, later] = within(marker)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(raced).toContain('Maria Titular (maria.titular@example.test) confirmou o e-mail depois que este cadastro foi criado');
    expect(raced).toContain('1 tentativa, em 04/12/2026');
    expect(later).toContain('(maria.nova@example.test) tentou um novo cadastro com outro e-mail');
    expect(later).toMatch(/3 tentativas, de 04\/12\/2026.* a 05\/12\/2026/);
    const summary = screen.getByRole('region', { name: 'Resumo' });
    expect(marker.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('says CNPJ for a company, and shows no marker on a file without conflicts', async () => {
    const company = open({ ...DETAIL, Summary: { ...DETAIL.Summary, PersonType: 'J' }, Conflicts: conflicts.slice(0, 1) });
    expect(await screen.findByRole('region', { name: 'Conflito de CNPJ' })).toBeTruthy();
    company.unmount();
    open({ ...DETAIL, Conflicts: [] });
    await screen.findByRole('region', { name: 'Resumo' });
    expect(screen.queryByRole('region', { name: /Conflito de/ })).toBeNull();
  });
});
