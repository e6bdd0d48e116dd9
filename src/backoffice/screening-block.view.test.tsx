import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ScreeningMessages } from '../../domain/api/screening.ts';
import { MEMBERS } from '../../machines/backoffice/backoffice.fixtures.ts';
import { POSSIBLE_MATCH, SCREENING_FAILURES } from '../../machines/backoffice/screening.fixtures.ts';
import { DECISION_FAILURES, STATES } from '../../machines/decision/decision.fixtures.ts';
import { axeViolations } from '../testing/axe.ts';
import { renderBackoffice, signedIn } from '../testing/render-backoffice.tsx';

type Screenings = Parameters<typeof renderBackoffice>[3];
const open = (screenings: Screenings = {}, decisions: Parameters<typeof renderBackoffice>[2] = {}) =>
  renderBackoffice(
    '/backoffice/cadastros/42',
    signedIn(MEMBERS.approver),
    { loadDecisionState: async () => STATES.underAnalysis, ...decisions },
    screenings,
  );

const summaryChip = () => within(screen.getByRole('region', { name: 'Resumo' })).getByText('Triagem').nextElementSibling?.textContent;
const panel = () => screen.findByRole('region', { name: 'Triagem (PEP e sanções)' });

describe('the screening on the file page (ADR 233/234)', { timeout: 30_000 }, () => {
  test('a possible match shows in the summary strip and in the Triagem block, with why approval is blocked', async () => {
    const { container, screeningCalls } = open();
    const block = await panel();
    await within(block).findByText('MARIA SOUZA');
    expect(summaryChip()).toBe('Possível correspondência');
    expect(within(block).getByText(ScreeningMessages.unreviewedHits)).toBeTruthy();
    expect(screeningCalls.loadScreening).toEqual([{ clientId: 42 }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('dismissing a hit sends the verdict and the note; the reviewed hit shows and the block no longer blocks', async () => {
    const user = userEvent.setup();
    const { screeningCalls } = open();
    const block = await panel();
    await user.type(await within(block).findByLabelText('Nota sobre MARIA SOUZA'), 'Homônima');
    await user.click(within(block).getByRole('button', { name: 'Falso positivo' }));
    expect(await within(block).findByText(/por Ana Analista/)).toBeTruthy();
    expect(screeningCalls.reviewScreeningHit).toEqual([
      { clientId: 42, hitId: 21, body: { Decision: 'false-positive', Note: 'Homônima' } },
    ]);
    expect(within(block).queryByText(ScreeningMessages.unreviewedHits)).toBeNull();
  });

  test('a rescreen that finds nothing turns the summary chip to "Nenhuma ocorrência"', async () => {
    const user = userEvent.setup();
    const { screeningCalls } = open();
    const block = await panel();
    await within(block).findByText('MARIA SOUZA');
    await user.click(within(block).getByRole('button', { name: 'Refazer triagem' }));
    await waitFor(() => expect(summaryChip()).toBe('Nenhuma ocorrência'));
    expect(screeningCalls.rescreen).toEqual([{ clientId: 42 }]);
  });

  test('a failed load says so, in the strip too, and loads again on demand', async () => {
    const user = userEvent.setup();
    let fail = true;
    open({ loadScreening: async () => (fail ? Promise.reject(SCREENING_FAILURES.server) : POSSIBLE_MATCH) });
    const block = await panel();
    expect(await within(block).findByText(SCREENING_FAILURES.server.message)).toBeTruthy();
    expect(summaryChip()).toBe('Não carregada');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Carregar a triagem de novo' }));
    expect(await within(block).findByText('MARIA SOUZA')).toBeTruthy();
  });

  test('an approval the server refuses for the screening (409) shows its reason in the decision panel, not "changed"', async () => {
    const user = userEvent.setup();
    open({}, { decide: async () => Promise.reject(DECISION_FAILURES.screeningBlocked) });
    const decision = await screen.findByRole('region', { name: 'Decisão' });
    await user.click(await within(decision).findByRole('button', { name: 'Aprovar' }));
    await user.click(within(decision).getByRole('button', { name: /Confirmar/ }));
    expect(await within(decision).findByText(ScreeningMessages.unreviewedHits)).toBeTruthy();
    expect(within(decision).queryByText(DECISION_FAILURES.changed.message)).toBeNull();
  });
});
