import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ScreeningMessages, type ScreeningState } from '../../domain/api/screening.ts';
import { axeViolations } from '../testing/axe.ts';
import { defaultTheme } from '../theme/theme.ts';
import { ScreeningPanel, type ScreeningPanelProps } from './screening-panel.tsx';

// GET /api/backoffice/applications/{id}/screening as the server answers a PEP found by CPF and a sanctioned name.
const MATCHED: ScreeningState = {
  Latest: {
    Id: 7,
    At: '2026-12-04T13:05:00.000Z',
    By: 'Sistema',
    Provider: 'listas.exemplo',
    Status: 'possible-match',
    HitCount: 2,
    Hits: [
      {
        Id: 21,
        Subject: { Kind: 'client', Name: 'Ana Beatriz Souza' },
        List: 'pep',
        Source: 'CGU PEP',
        EntryId: 'PEP-000123',
        MatchedName: 'ANA BEATRIZ SOUZA',
        Role: 'Vereadora — Câmara Municipal de Exemplo',
        Score: 1,
        Reason: 'document',
        Review: null,
      },
      {
        Id: 22,
        Subject: { Kind: 'controller', Name: 'Boris Petrov' },
        List: 'sanctions',
        Source: 'OFAC',
        EntryId: 'SDN-99901',
        MatchedName: 'Boris Sancionado Petrov',
        Role: 'SDGT',
        Score: 0.954,
        Reason: 'name',
        Review: { Decision: 'false-positive', Note: 'Homônimo', By: 'Ana Analista', At: '2026-12-04T14:00:00.000Z' },
      },
    ],
  },
  History: [
    { Id: 7, At: '2026-12-04T13:05:00.000Z', By: 'Sistema', Provider: 'listas.exemplo', Status: 'possible-match', HitCount: 2 },
    { Id: 6, At: '2026-12-03T10:00:00.000Z', By: 'Sistema', Provider: 'listas.exemplo', Status: 'error', HitCount: 0 },
  ],
  ApprovalBlockedBy: ScreeningMessages.unreviewedHits,
};

function show(props: Partial<ScreeningPanelProps> = {}) {
  const handlers = { onRescreen: vi.fn(), onReview: vi.fn() };
  const view = render(
    <ThemeProvider theme={defaultTheme}>
      <ScreeningPanel screening={MATCHED} canReview {...handlers} {...props} />
    </ThemeProvider>,
  );
  return { ...view, ...handlers };
}

describe('the screening panel', () => {
  test('shows the status, why approval is refused, and each hit with its list, name, role, score, reason and review', async () => {
    const { container } = show();
    const panel = screen.getByRole('region', { name: 'Triagem (PEP e sanções)' });
    expect(within(panel).getByText('Possível correspondência')).toBeTruthy();
    expect(within(panel).getByText(ScreeningMessages.unreviewedHits)).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Pessoa', 'Lista', 'Nome na lista e cargo', 'Semelhança e motivo', 'Revisão']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1])).toEqual([
      'Cliente: Ana Beatriz Souza',
      'PEP (CGU PEP)',
      'ANA BEATRIZ SOUZA (PEP-000123)Vereadora — Câmara Municipal de Exemplo',
      '100%Documento',
      'Sem revisão',
    ]);
    // Row 2 holds the review of row 1's hit.
    expect(within(rows[2]).getByRole('group', { name: 'Revisar ANA BEATRIZ SOUZA' })).toBeTruthy();
    expect(cells(rows[3]).slice(0, 4)).toEqual([
      'Controlador: Boris Petrov',
      'Sanções (OFAC)',
      'Boris Sancionado Petrov (SDN-99901)SDGT',
      '95%Nome semelhante',
    ]);
    expect(rows).toHaveLength(4);
    expect(cells(rows[3])[4]).toMatch(/^Falso positivo por Ana Analista em 04\/12\/2026.*: Homônimo$/);
    expect(screen.getByText('Triagens anteriores (1)')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('a review needs a note, then sends the decision with it; rescreen calls back', async () => {
    const user = userEvent.setup();
    const { onReview, onRescreen } = show();
    const row = screen.getByRole('group', { name: 'Revisar ANA BEATRIZ SOUZA' });
    await user.click(within(row).getByRole('button', { name: 'Confirmar' }));
    expect(onReview).not.toHaveBeenCalled();
    expect(within(row).getByText(ScreeningMessages.noteRequired)).toBeTruthy();
    await user.type(within(row).getByLabelText('Nota sobre ANA BEATRIZ SOUZA'), '  Vereadora confirmada no portal  ');
    await user.click(within(row).getByRole('button', { name: 'Confirmar' }));
    expect(onReview).toHaveBeenCalledWith(21, { Decision: 'confirmed', Note: 'Vereadora confirmada no portal' });
    await user.click(within(row).getByRole('button', { name: 'Falso positivo' }));
    expect(onReview).toHaveBeenLastCalledWith(21, { Decision: 'false-positive', Note: 'Vereadora confirmada no portal' });
    await user.click(screen.getByRole('button', { name: 'Refazer triagem' }));
    expect(onRescreen).toHaveBeenCalledTimes(1);
  });

  test('says when the provider failed, before any run, while loading, and offers no review without the role', () => {
    const failed: ScreeningState = {
      Latest: { ...MATCHED.History[1], Hits: [] },
      History: [MATCHED.History[1]],
      ApprovalBlockedBy: null,
    };
    const { rerender } = show({ screening: failed });
    expect(screen.getByText(ScreeningMessages.unavailable)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const again = (props: Partial<ScreeningPanelProps>) =>
      rerender(
        <ThemeProvider theme={defaultTheme}>
          <ScreeningPanel screening={MATCHED} canReview onRescreen={vi.fn()} onReview={vi.fn()} {...props} />
        </ThemeProvider>,
      );
    again({ screening: { Latest: null, History: [], ApprovalBlockedBy: null } });
    expect(screen.getByText('Ainda não triado')).toBeTruthy();
    again({ screening: null });
    expect(screen.getByText('Carregando…')).toBeTruthy();
    again({ canReview: false, busy: true, error: 'Não foi possível refazer a triagem' });
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    expect(screen.queryByRole('group', { name: /^Revisar/ })).toBeNull();
    expect(screen.getByText('Sem revisão')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível refazer a triagem');
    // Busy: the button shows progress and takes no second click.
    expect((screen.getByRole('button', { name: /Refazer triagem/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
