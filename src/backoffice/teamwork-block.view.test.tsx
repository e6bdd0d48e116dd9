import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { NoteMessages } from '../../domain/api/backoffice-claims.ts';
import { MEMBERS } from '../../machines/backoffice/backoffice.fixtures.ts';
import { MINE, TEAMWORK_FAILURES, THEIRS } from '../../machines/backoffice/teamwork.fixtures.ts';
import { axeViolations } from '../testing/axe.ts';
import { renderBackoffice, signedIn } from '../testing/render-backoffice.tsx';

type Teamworks = Parameters<typeof renderBackoffice>[4];
const open = (teamworks: Teamworks = {}) => renderBackoffice('/backoffice/cadastros/42', signedIn(MEMBERS.approver), {}, {}, teamworks);
const holder = () => within(screen.getByRole('region', { name: 'Resumo' })).getByText('Com').nextElementSibling?.textContent;
const claimBlock = () => screen.findByRole('region', { name: 'Responsável' });

describe('claims and notes on the file page (ADR 234)', { timeout: 30_000 }, () => {
  test('"Assumir" claims a free file: the strip says "Você"; "Liberar" lets it go', async () => {
    const user = userEvent.setup();
    const { teamworkCalls, container } = open();
    const block = await claimBlock();
    await user.click(await within(block).findByRole('button', { name: 'Assumir' }));
    expect(await within(block).findByRole('button', { name: 'Liberar' })).toBeTruthy();
    expect(holder()).toBe('Você');
    expect(teamworkCalls.claimFile).toEqual([{ clientId: 42, body: { Reason: null } }]);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(block).getByRole('button', { name: 'Liberar' }));
    expect(await within(block).findByRole('button', { name: 'Assumir' })).toBeTruthy();
    expect(holder()).toBe('Ninguém');
  });

  test('a file another member holds shows who; taking over without a reason shows the 409; with one sends it', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { teamworkCalls } = open({
      loadClaim: async () => THEIRS,
      claimFile: async () => (++attempt === 1 ? Promise.reject(TEAMWORK_FAILURES.held) : MINE),
    });
    const block = await claimBlock();
    await within(block).findByText('Ana Analista');
    expect(holder()).toBe('Ana Analista');
    await user.click(within(block).getByRole('button', { name: 'Assumir de Ana Analista' }));
    expect(await within(block).findByText(TEAMWORK_FAILURES.held.message)).toBeTruthy();
    await user.type(within(block).getByLabelText('Motivo para assumir'), 'Ana está de férias');
    await user.click(within(block).getByRole('button', { name: 'Assumir de Ana Analista' }));
    expect(await within(block).findByRole('button', { name: 'Liberar' })).toBeTruthy();
    expect(teamworkCalls.claimFile.at(-1)).toEqual({ clientId: 42, body: { Reason: 'Ana está de férias' } });
  });

  test('notes: the thread shows author and text; a blank note is refused here; a new one is sent and listed first', async () => {
    const user = userEvent.setup();
    const { teamworkCalls } = open();
    const notes = await screen.findByRole('region', { name: 'Notas internas' });
    expect(await within(notes).findByText(/Homônima de uma vereadora/)).toBeTruthy();
    await user.click(within(notes).getByRole('button', { name: 'Registrar nota' }));
    expect(await within(notes).findByText(NoteMessages.required)).toBeTruthy();
    await user.type(within(notes).getByLabelText(/Nova nota/), 'Liguei para o cliente.');
    await user.click(within(notes).getByRole('button', { name: 'Registrar nota' }));
    expect(await within(notes).findByText('Liguei para o cliente.')).toBeTruthy();
    expect(teamworkCalls.addNote).toEqual([{ clientId: 42, body: { Text: 'Liguei para o cliente.' } }]);
    expect((within(notes).getByLabelText(/Nova nota/) as HTMLTextAreaElement).value).toBe('');
  });
});
