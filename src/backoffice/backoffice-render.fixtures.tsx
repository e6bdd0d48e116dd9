import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { StaffMe } from '../../domain/api/staff-auth.ts';
import { backofficeActors, sessionOf } from '../../machines/backoffice/backoffice.fixtures.ts';
import { decisionActors } from '../../machines/decision/decision.fixtures.ts';
import { BackofficeApp } from './backoffice.app.tsx';
import { createBackoffice } from './backoffice.flow.ts';

// Test support shared by the back office's view tests (not part of the app).

/** The back office at `url` on fake calls (the machine's own fixtures), in a memory router. */
export function renderBackoffice(url: string, answers: Parameters<typeof backofficeActors>[0] = {}) {
  const fakes = backofficeActors(answers);
  const decision = decisionActors();
  const store = { remember: vi.fn(), forget: vi.fn() };
  const saveFile = vi.fn();
  const [path, search = ''] = url.split('?');
  const actor = createBackoffice(
    { calls: { ...fakes.actors, ...decision.actors }, store, saveFile },
    { path, search: search ? `?${search}` : '' },
  ).start();
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <BackofficeApp actor={actor} partner={null} />
    </MemoryRouter>,
  );
  return { ...view, calls: fakes.calls, decisionCalls: decision.calls, store, saveFile, actor };
}

/** Answers that restore `staff`'s session, as a reload of a signed-in tab does. */
export const signedIn = (staff: StaffMe) => ({ restoreSession: async () => sessionOf(staff) });
