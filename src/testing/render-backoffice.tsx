import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { StaffMe } from '../../domain/api/staff-auth.ts';
import { backofficeActors, MEMBERS, sessionOf } from '../../machines/backoffice/backoffice.fixtures.ts';
import { screeningActors } from '../../machines/backoffice/screening.fixtures.ts';
import { teamworkActors } from '../../machines/backoffice/teamwork.fixtures.ts';
import { decisionActors } from '../../machines/decision/decision.fixtures.ts';
import { reasonCodesActors } from '../../machines/reason-codes/reason-codes.fixtures.ts';
import { BackofficeApp } from '../backoffice/backoffice.app.tsx';
import { createBackoffice } from '../backoffice/backoffice.flow.ts';

let lastUrl = '';
function UrlProbe() {
  const location = useLocation();
  lastUrl = location.pathname + location.search;
  return null;
}

/** The URL the back office last showed (path and query). */
export const shownUrl = () => lastUrl;

/** The back office at `url` on fake calls (the machine's own fixtures, `decisions` for the decision panel's), in a memory router. */
export function renderBackoffice(
  url: string,
  answers: Parameters<typeof backofficeActors>[0] = {},
  decisions: Parameters<typeof decisionActors>[0] = {},
  screenings: Parameters<typeof screeningActors>[0] = {},
  teamworks: Parameters<typeof teamworkActors>[0] = {},
  reasonCodes: Parameters<typeof reasonCodesActors>[0] = {},
) {
  const fakes = backofficeActors(answers);
  const decision = decisionActors(decisions);
  const screening = screeningActors(screenings);
  const teamwork = teamworkActors(teamworks);
  const codes = reasonCodesActors(reasonCodes);
  const store = { remember: vi.fn(), forget: vi.fn() };
  const saveFile = vi.fn();
  const [path, search = ''] = url.split('?');
  const actor = createBackoffice(
    { calls: { ...fakes.actors, ...decision.actors, ...screening.actors, ...teamwork.actors, ...codes.actors }, store, saveFile },
    { path, search: search ? `?${search}` : '' },
  ).start();
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <UrlProbe />
      <BackofficeApp actor={actor} partner={null} />
    </MemoryRouter>,
  );
  return {
    ...view,
    calls: fakes.calls,
    decisionCalls: decision.calls,
    screeningCalls: screening.calls,
    teamworkCalls: teamwork.calls,
    reasonCodeCalls: codes.calls,
    store,
    saveFile,
    actor,
  };
}

/** Answers of a member already signed in (their session restored). */
export const signedIn = (staff: StaffMe = MEMBERS.approver) => ({ restoreSession: async () => sessionOf(staff) });
