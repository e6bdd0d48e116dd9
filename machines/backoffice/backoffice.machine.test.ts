import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { PasswordMessages } from '../../domain/api/password.ts';
import { SearchMessages } from '../../domain/api/search.ts';
import { StaffAuthMessages, type StaffMe } from '../../domain/api/staff-auth.ts';
import { decisionActors, RESULTS } from '../decision/decision.fixtures.ts';
import { decisionMachine } from '../decision/decision.machine.ts';
import { pending, settle } from '../recording-actors.fixtures.ts';
import {
  BACKOFFICE_FAILURES,
  backofficeActors,
  CHALLENGES,
  DETAIL,
  FILE,
  MEMBERS,
  QUEUE,
  STAFF_LIST,
  sessionOf,
} from './backoffice.fixtures.ts';
import { backofficeMachine } from './backoffice.machine.ts';
import { BackofficeMessages } from './backoffice.messages.ts';
import { selectBackoffice, selectDecisionActor, selectLocation } from './backoffice.selectors.ts';
import type { DownloadedFile } from './backoffice.types.ts';

type Answers = Parameters<typeof backofficeActors>[0];

function start(path = '/backoffice', search = '', answers: Answers = {}, decisionAnswers: Parameters<typeof decisionActors>[0] = {}) {
  const fakes = backofficeActors(answers);
  const decision = decisionActors(decisionAnswers);
  const remembered: string[] = [];
  const saved: DownloadedFile[] = [];
  let forgotten = 0;
  const machine = backofficeMachine.provide({
    actors: { ...fakes.actors, decision: decisionMachine.provide({ actors: decision.actors }) },
    actions: {
      rememberToken: (_, params) => remembered.push(params.token),
      forgetToken: () => forgotten++,
      saveFile: (_, params) => saved.push(params.file),
    },
  });
  const actor = createActor(machine, { input: { path, search } }).start();
  return {
    actor,
    calls: fakes.calls,
    decisionCalls: decision.calls,
    remembered,
    saved,
    forgotten: () => forgotten,
    view: () => selectBackoffice(actor.getSnapshot()),
    location: () => selectLocation(actor.getSnapshot()),
  };
}

const restored = (staff: StaffMe = MEMBERS.approver): Answers => ({ restoreSession: async () => sessionOf(staff) });

describe('signing in', () => {
  test('a deep link asks for email, password and code, then opens the application asked for', async () => {
    const run = start('/backoffice/cadastros/42');
    await settle();
    expect(run.view()).toMatchObject({ screen: 'signIn', form: { busy: false, errors: {}, error: null } });
    expect(run.location()).toEqual({ path: '/backoffice/entrar', search: '' });
    run.actor.send({ type: 'signIn.submit', email: ' paulo@corretora.test ', password: 'senha forte da equipe' });
    expect(run.view()).toMatchObject({ screen: 'signIn', form: { busy: true } });
    await settle();
    expect(run.calls.signIn).toEqual([{ Email: 'paulo@corretora.test', Password: 'senha forte da equipe' }]);
    expect(run.view().screen).toBe('code');
    run.actor.send({ type: 'code.submit', code: '12a' });
    expect(run.view()).toMatchObject({ screen: 'code', form: { errors: { code: StaffAuthMessages.codeRequired } } });
    expect(run.calls.verifyCode).toEqual([]);
    run.actor.send({ type: 'code.submit', code: ' 123456 ' });
    await settle();
    expect(run.calls.verifyCode).toEqual([{ ChallengeToken: CHALLENGES.totp.ChallengeToken, Code: '123456' }]);
    expect(run.remembered).toEqual([sessionOf(MEMBERS.approver).AccessToken]);
    expect(run.calls.loadApplication).toEqual([{ clientId: 42 }]);
    expect(run.view()).toMatchObject({ screen: 'application', me: MEMBERS.approver, application: { status: 'ready', detail: DETAIL } });
    expect(run.location()).toEqual({ path: '/backoffice/cadastros/42', search: '' });
  });

  test('an empty form is refused without a call; a refusal keeps the email and shows the message', async () => {
    const run = start('/backoffice', '', { signIn: () => Promise.reject(BACKOFFICE_FAILURES.signIn) });
    await settle();
    run.actor.send({ type: 'signIn.submit', email: '', password: '' });
    expect(run.view()).toMatchObject({
      form: { errors: { email: StaffAuthMessages.emailRequired, password: StaffAuthMessages.passwordRequired } },
    });
    expect(run.calls.signIn).toEqual([]);
    run.actor.send({ type: 'signIn.submit', email: 'paulo@corretora.test', password: 'errada' });
    await settle();
    expect(run.view()).toEqual({
      screen: 'signIn',
      email: 'paulo@corretora.test',
      form: { busy: false, errors: {}, error: BACKOFFICE_FAILURES.signIn.message, notice: null },
    });
  });

  test('enrolment shows the QR code URI and the secret; a wrong code stays; a spent challenge asks the password again', async () => {
    const codes = [BACKOFFICE_FAILURES.codeWrong, BACKOFFICE_FAILURES.challengeGone];
    const run = start('/backoffice', '', {
      signIn: async () => CHALLENGES.enrol,
      verifyCode: async () => Promise.reject(codes.shift()),
    });
    await settle();
    run.actor.send({ type: 'signIn.submit', email: 'ana@corretora.test', password: 'senha forte da equipe' });
    await settle();
    expect(run.view()).toMatchObject({ screen: 'enrol', otpauthUri: CHALLENGES.enrol.OtpauthUri, secret: CHALLENGES.enrol.Secret });
    run.actor.send({ type: 'code.submit', code: '000000' });
    await settle();
    expect(run.view()).toMatchObject({ screen: 'enrol', form: { errors: { code: StaffAuthMessages.codeWrong }, error: null } });
    run.actor.send({ type: 'code.submit', code: '111111' });
    await settle();
    expect(run.view()).toMatchObject({
      screen: 'signIn',
      email: 'ana@corretora.test',
      form: { error: StaffAuthMessages.challengeExpired },
    });
  });

  test('an invitation link sets the password (checked first), then asks to sign in; over a kept session it ends that first', async () => {
    const run = start('/backoffice/convite', '?token=convite123', restored());
    await settle();
    expect(run.calls.signOut).toHaveLength(1);
    expect(run.view()).toMatchObject({ screen: 'invitation', hasToken: true });
    expect(run.location()).toEqual({ path: '/backoffice/convite', search: '?token=convite123' });
    run.actor.send({ type: 'invitation.submit', password: 'curta', confirmation: 'curta' });
    expect(run.view()).toMatchObject({ form: { errors: { password: PasswordMessages.tooShort } } });
    run.actor.send({ type: 'invitation.submit', password: 'uma senha longa', confirmation: 'outra senha longa' });
    expect(run.view()).toMatchObject({ form: { errors: { confirmation: PasswordMessages.mismatch } } });
    expect(run.calls.acceptInvitation).toEqual([]);
    run.actor.send({ type: 'invitation.submit', password: 'uma senha longa', confirmation: 'uma senha longa' });
    await settle();
    expect(run.calls.acceptInvitation).toEqual([{ Token: 'convite123', NewPassword: 'uma senha longa' }]);
    expect(run.view()).toMatchObject({ screen: 'signIn', form: { notice: StaffAuthMessages.passwordSet } });
    expect(run.location()).toEqual({ path: '/backoffice/entrar', search: '' });
  });
});

describe('the queue', () => {
  test('filters come from the URL (bad ones dropped) and go back to it; a filter resets the page, keeps the sort', async () => {
    const run = start('/backoffice', '?status=2&pep=true&bogus=1&page=x&sort=name', restored());
    await settle();
    expect(run.calls.loadQueue).toEqual([{ filters: { status: '2', pep: 'true', sort: 'name' } }]);
    expect(run.location()).toEqual({ path: '/backoffice', search: '?pep=true&sort=name&status=2' });
    expect(run.view()).toMatchObject({ screen: 'queue', queue: { status: 'ready', total: 60, page: 1, pageCount: 3 } });
    run.actor.send({ type: 'queue.page', page: 3 });
    run.actor.send({ type: 'queue.page', page: 4 });
    await settle();
    expect(run.calls.loadQueue.at(-1)).toEqual({ filters: { status: '2', pep: 'true', sort: 'name', page: '3' } });
    run.actor.send({ type: 'queue.filter', filters: { personType: 'J' } });
    await settle();
    expect(run.calls.loadQueue.at(-1)).toEqual({ filters: { personType: 'J', sort: 'name', order: undefined, page: undefined } });
    // The URL's column again flips its order (descending unless said).
    run.actor.send({ type: 'queue.sort', sort: 'name' });
    run.actor.send({ type: 'queue.sort', sort: 'name' });
    run.actor.send({ type: 'queue.sort', sort: 'createdAt' });
    await settle();
    expect(run.calls.loadQueue.slice(-3).map(({ filters }) => `${filters.sort} ${filters.order}`)).toEqual([
      'name asc',
      'name desc',
      'createdAt desc',
    ]);
    // The first load, page 3, the filter and three sorts: page 4 is past the last page and loads nothing.
    expect(run.calls.loadQueue).toHaveLength(6);
  });

  test('a refused filter stays on the table with its message at the field; the next accepted filter clears it', async () => {
    const run = start('/backoffice', '?status=2', restored());
    await settle();
    run.actor.send({ type: 'queue.filter', filters: { status: '2', search: '123.456.789', minDaysInStatus: 'dez' } });
    await settle();
    expect(run.view()).toMatchObject({
      queue: { status: 'ready', filterErrors: { search: SearchMessages.partialDocument, minDaysInStatus: 'Número inválido' } },
    });
    expect(run.calls.loadQueue).toHaveLength(1);
    expect(run.location()).toEqual({ path: '/backoffice', search: '?status=2' });
    run.actor.send({ type: 'queue.filter', filters: { status: '2', search: 'Maria' } });
    await settle();
    expect(run.view()).toMatchObject({ queue: { status: 'ready', filterErrors: {} } });
    expect(run.location()).toEqual({ path: '/backoffice', search: '?search=Maria&status=2' });
  });

  test('the export saves the CSV of the same filters; a refused export keeps the table with the message', async () => {
    let fail = false;
    const run = start('/backoffice', '?status=3', {
      ...restored(),
      exportQueue: async () => (fail ? Promise.reject(BACKOFFICE_FAILURES.server) : FILE),
    });
    await settle();
    run.actor.send({ type: 'queue.export' });
    expect(run.view()).toMatchObject({ queue: { status: 'exporting' } });
    await settle();
    expect(run.calls.exportQueue).toEqual([{ filters: { status: '3' } }]);
    expect(run.saved).toEqual([FILE]);
    fail = true;
    run.actor.send({ type: 'queue.export' });
    await settle();
    expect(run.view()).toMatchObject({ queue: { status: 'ready', rows: QUEUE.Items, error: BACKOFFICE_FAILURES.server.message } });
  });

  test('a 401 asks to sign in again with the notice and the email, then returns to the same filters and page', async () => {
    let expire = true;
    const run = start('/backoffice', '?status=2&page=2', {
      ...restored(),
      loadQueue: async () => (expire ? Promise.reject(BACKOFFICE_FAILURES.unauthorized) : QUEUE),
    });
    await settle();
    expect(run.forgotten()).toBe(1);
    expect(run.view()).toMatchObject({
      screen: 'signIn',
      email: MEMBERS.approver.Email,
      form: { notice: StaffAuthMessages.sessionExpired },
    });
    expect(run.actor.getSnapshot().context.token).toBeNull();
    expire = false;
    run.actor.send({ type: 'signIn.submit', email: MEMBERS.approver.Email, password: 'senha forte da equipe' });
    await settle();
    run.actor.send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(run.location()).toEqual({ path: '/backoffice', search: '?page=2&status=2' });
    expect(run.view()).toMatchObject({ screen: 'queue', queue: { status: 'ready' } });
  });

  test('a failed load offers a retry; Back (route.changed) opens what the URL says', async () => {
    let fail = true;
    const run = start('/backoffice', '', {
      ...restored(),
      loadQueue: async () => (fail ? Promise.reject(BACKOFFICE_FAILURES.server) : QUEUE),
    });
    await settle();
    expect(run.view()).toMatchObject({ queue: { status: 'error', error: BACKOFFICE_FAILURES.server.message } });
    fail = false;
    run.actor.send({ type: 'retry' });
    await settle();
    expect(run.view()).toMatchObject({ queue: { status: 'ready', error: null } });
    run.actor.send({ type: 'route.changed', path: '/backoffice/funil', search: '?personType=J' });
    await settle();
    expect(run.calls.loadFunnel).toEqual([{ filters: { personType: 'J' } }]);
    run.actor.send({ type: 'route.changed', path: '/backoffice', search: '?status=5' });
    await settle();
    expect(run.calls.loadQueue.at(-1)).toEqual({ filters: { status: '5' } });
  });
});

describe('an application', () => {
  test('runs the decision panel for the member, forwarding its events; a decision reads the application again and can be reopened', async () => {
    const run = start('/backoffice/cadastros/42', '', restored());
    await settle();
    expect(selectDecisionActor(run.actor.getSnapshot())).not.toBeNull();
    expect(run.decisionCalls.loadDecisionState).toEqual([{ clientId: 42 }]);
    // Sent to the root, as the views do: it forwards them to the running panel.
    run.actor.send({ type: 'approve.start' });
    run.actor.send({ type: 'decision.confirm' });
    await settle();
    expect(run.decisionCalls.decide).toEqual([{ clientId: 42, body: { Kind: 'approve' } }]);
    expect(run.calls.loadApplication).toHaveLength(2);
    expect(run.view()).toMatchObject({ application: { decision: 'decided', outcome: { result: RESULTS.approved } } });
    expect(selectDecisionActor(run.actor.getSnapshot())).toBeNull();
    run.actor.send({ type: 'decision.restart' });
    await settle();
    expect(run.view()).toMatchObject({ application: { decision: 'deciding', outcome: null } });
    expect(run.decisionCalls.loadDecisionState).toHaveLength(2);
  });

  test('a document shows in the page, downloads from the same bytes, and a refused one says why', async () => {
    const run = start('/backoffice/cadastros/42', '', {
      ...restored(),
      loadDocument: async ({ documentId }) =>
        documentId === 501
          ? { fileName: 'rg.png', contentType: 'image/png', blob: new Blob(['png']) }
          : Promise.reject(BACKOFFICE_FAILURES.notFound),
    });
    await settle();
    run.actor.send({ type: 'document.open', documentId: 501 });
    expect(run.view()).toMatchObject({ application: { document: { status: 'loading', documentId: 501 } } });
    await settle();
    expect(run.calls.loadDocument).toEqual([{ clientId: 42, documentId: 501 }]);
    expect(run.view()).toMatchObject({ application: { document: { status: 'shown', file: { fileName: 'rg.png' } } } });
    run.actor.send({ type: 'document.download' });
    expect(run.saved.map((file) => file.fileName)).toEqual(['rg.png']);
    run.actor.send({ type: 'document.open', documentId: 999 });
    await settle();
    expect(run.view()).toMatchObject({ application: { document: { status: 'failed', error: BACKOFFICE_FAILURES.notFound.message } } });
    run.actor.send({ type: 'document.close' });
    expect(run.view()).toMatchObject({ application: { document: { status: 'closed', file: null } } });
  });

  test("another partner's application (404) shows the message; the API client's 401 report ends the session", async () => {
    const run = start('/backoffice/cadastros/77', '', {
      ...restored(),
      loadApplication: () => Promise.reject(BACKOFFICE_FAILURES.notFound),
    });
    await settle();
    expect(run.view()).toMatchObject({
      screen: 'application',
      application: { status: 'error', error: BACKOFFICE_FAILURES.notFound.message },
    });
    run.actor.send({ type: 'session.expired' });
    expect(run.view()).toMatchObject({ screen: 'signIn', form: { notice: StaffAuthMessages.sessionExpired } });
    expect(run.actor.getSnapshot().context.route).toEqual({ path: '/backoffice/cadastros/77', search: '' });
  });
});

describe('staff and signing out', () => {
  test('only admins reach the staff screen, by link or by URL', async () => {
    const run = start('/backoffice/equipe', '', restored(MEMBERS.analyst));
    await settle();
    expect(run.view().screen).toBe('queue');
    run.actor.send({ type: 'nav.staff' });
    expect(run.view().screen).toBe('queue');
    expect(run.calls.loadStaff).toEqual([]);
  });

  test('an admin invites, changes and ends sessions; each reloads the list with a confirmation; a refusal keeps it', async () => {
    const refusals: unknown[] = [BACKOFFICE_FAILURES.emailTaken];
    const run = start('/backoffice/equipe', '', {
      ...restored(MEMBERS.admin),
      inviteStaff: async () => (refusals.length ? Promise.reject(refusals.shift()) : {}),
    });
    await settle();
    expect(run.view()).toMatchObject({ screen: 'staff', staff: { status: 'ready', list: STAFF_LIST } });
    const body = { Name: 'Bruno', Email: 'bruno@corretora.test', Role: 'analyst', PartnerId: 1 } as const;
    run.actor.send({ type: 'staff.invite', body });
    expect(run.view()).toMatchObject({ staff: { status: 'saving' } });
    await settle();
    expect(run.view()).toMatchObject({ staff: { status: 'ready', error: BACKOFFICE_FAILURES.emailTaken.message, list: STAFF_LIST } });
    run.actor.send({ type: 'staff.invite', body });
    await settle();
    expect(run.view()).toMatchObject({ staff: { status: 'ready', error: null, notice: BackofficeMessages.invited } });
    run.actor.send({ type: 'staff.change', id: 3, body: { Role: 'approver' } });
    await settle();
    run.actor.send({ type: 'staff.endSessions', id: 3 });
    await settle();
    expect(run.calls.inviteStaff).toEqual([body, body]);
    expect(run.calls.changeStaff).toEqual([{ id: 3, body: { Role: 'approver' } }]);
    expect(run.calls.endStaffSessions).toEqual([{ id: 3 }]);
    expect(run.calls.loadStaff).toHaveLength(4);
    expect(run.view()).toMatchObject({ staff: { notice: BackofficeMessages.sessionsEnded } });
  });

  test('signing out forgets the token at once, revokes it and shows the sign-in, even while a call is pending', async () => {
    const run = start('/backoffice', '', { ...restored(), loadQueue: () => pending<never>() });
    await settle();
    run.actor.send({ type: 'signOut' });
    expect(run.forgotten()).toBe(1);
    expect(run.view().screen).toBe('signingOut');
    await settle();
    expect(run.calls.signOut).toHaveLength(1);
    expect(run.view()).toMatchObject({ screen: 'signIn', form: { notice: null } });
    expect(run.actor.getSnapshot().context).toMatchObject({ token: null, staff: null, queue: null });
  });
});
