import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { OfferCoordinationMessages } from '../../domain/api/offer-coordination.ts';
import { PasswordMessages } from '../../domain/api/password.ts';
import { Messages } from '../../domain/index.ts';
import { PARTNER, VALID_CPF } from '../onboarding/onboarding.fixtures.ts';
import { pending, settle, underParent } from '../recording-actors.fixtures.ts';
import { MANAGER_TOKEN, OFFER_FAILURES, offerCoordinationActors, PASSWORD_CHANGE, RESULT } from './offer-coordination.fixtures.ts';
import { offerCoordinationMachine } from './offer-coordination.machine.ts';
import { selectOfferCoordination } from './offer-coordination.selectors.ts';

function start(answers: Parameters<typeof offerCoordinationActors>[0] = {}) {
  const fakes = offerCoordinationActors(answers);
  const stored: string[] = [];
  let forgotten = 0;
  const machine = offerCoordinationMachine.provide({
    actors: fakes.actors,
    actions: { rememberToken: (_, params) => stored.push(params.token), forgetToken: () => forgotten++ },
  });
  const actor = createActor(machine, { input: { partnerId: PARTNER.id } }).start();
  return { actor, calls: fakes.calls, stored, forgotten: () => forgotten, view: () => selectOfferCoordination(actor.getSnapshot()) };
}

async function signedIn(answers: Parameters<typeof offerCoordinationActors>[0] = {}) {
  const run = start(answers);
  await settle();
  run.actor.send({ type: 'signIn.submit', document: '529.982.247-25', password: 'senha da gestora' });
  await settle();
  return run;
}

describe('sign-in', () => {
  test('signs in with the stripped CPF under the partner, keeps the token and loads the first page', async () => {
    const { calls, stored, view } = await signedIn();
    expect(calls.signIn).toEqual([{ Document: VALID_CPF.replace(/\D/g, ''), Password: 'senha da gestora', PartnerId: PARTNER.id }]);
    expect(stored).toEqual([MANAGER_TOKEN]);
    expect(calls.loadApplications).toEqual([{ token: MANAGER_TOKEN, filters: { status: null, personType: null, search: '' }, page: 1 }]);
    expect(view()).toMatchObject({
      screen: 'applications',
      applications: { status: 'ready', total: 45, pageCount: 3, rows: RESULT.items },
    });
  });

  test('refuses an invalid CPF and an empty password without a call', async () => {
    const { actor, calls, view } = start();
    await settle();
    actor.send({ type: 'signIn.submit', document: '123', password: '' });
    expect(view()).toMatchObject({
      screen: 'signIn',
      signIn: { status: 'idle', errors: { document: Messages.cpfInvalid, password: OfferCoordinationMessages.passwordRequired } },
    });
    expect(calls.signIn).toEqual([]);
  });

  test("shows the server's message when the sign-in fails, and keeps the CPF typed", async () => {
    const { actor, view } = start({ signIn: () => Promise.reject(OFFER_FAILURES.signIn) });
    await settle();
    actor.send({ type: 'signIn.submit', document: VALID_CPF, password: 'senha errada' });
    expect(view()).toMatchObject({ signIn: { status: 'submitting' } });
    await settle();
    expect(view()).toMatchObject({ signIn: { status: 'error', error: OfferCoordinationMessages.signInFailed, document: '52998224725' } });
    expect(actor.getSnapshot().context.password).toBe('');
  });

  test("opens the list at once with the tab's kept token", async () => {
    const { calls, view } = start({ restoreSession: async () => MANAGER_TOKEN });
    await settle();
    expect(calls.signIn).toEqual([]);
    expect(calls.loadApplications[0].token).toBe(MANAGER_TOKEN);
    expect(view().screen).toBe('applications');
  });
});

describe('applications', () => {
  test('a filter change reloads from the first page; a page change loads that page', async () => {
    const { actor, calls } = await signedIn();
    actor.send({ type: 'page.change', page: 3 });
    await settle();
    actor.send({ type: 'filter.change', filters: { status: 3, search: 'padaria' } });
    await settle();
    expect(calls.loadApplications.slice(1).map(({ filters, page }) => ({ filters, page }))).toEqual([
      { filters: { status: null, personType: null, search: '' }, page: 3 },
      { filters: { status: 3, personType: null, search: 'padaria' }, page: 1 },
    ]);
  });

  test('a page outside the list is ignored', async () => {
    const { actor, calls } = await signedIn();
    actor.send({ type: 'page.change', page: 4 });
    actor.send({ type: 'page.change', page: 0 });
    expect(calls.loadApplications).toHaveLength(1);
  });

  test('a failed load offers a retry', async () => {
    let fail = true;
    const { actor, view } = await signedIn({
      loadApplications: async ({ page }) => {
        if (fail) throw OFFER_FAILURES.server;
        return { ...RESULT, page };
      },
    });
    expect(view()).toMatchObject({ applications: { status: 'error', error: Messages.defaultError } });
    fail = false;
    actor.send({ type: 'refresh' });
    expect(view()).toMatchObject({ applications: { status: 'loading', error: null } });
    await settle();
    expect(view()).toMatchObject({ applications: { status: 'ready' } });
  });

  test("a 401 ends the manager's session with the expired notice and never tells a parent (the customer's session stays)", async () => {
    const fakes = offerCoordinationActors({ loadApplications: () => Promise.reject(OFFER_FAILURES.unauthorized) });
    const run = underParent(offerCoordinationMachine.provide({ actors: fakes.actors }), { partnerId: PARTNER.id });
    await settle();
    run.child().send({ type: 'signIn.submit', document: VALID_CPF, password: 'senha da gestora' });
    await settle();
    const view = selectOfferCoordination(run.child().getSnapshot());
    expect(view).toEqual({
      screen: 'signIn',
      signIn: { status: 'idle', document: '52998224725', errors: {}, error: null, notice: OfferCoordinationMessages.sessionExpired },
    });
    expect(run.child().getSnapshot().context.token).toBeNull();
    expect(run.expired()).toBe(0);
  });

  test('signing out forgets the token, even while a page loads', async () => {
    const { actor, forgotten, view } = await signedIn({ loadApplications: () => pending() });
    expect(view()).toMatchObject({ applications: { status: 'loading' } });
    actor.send({ type: 'signOut' });
    expect(forgotten()).toBe(1);
    expect(view()).toMatchObject({ screen: 'signIn', signIn: { notice: null } });
    expect(actor.getSnapshot().context.token).toBeNull();
  });
});

describe('change of password', () => {
  const submitChange = (change: Partial<typeof PASSWORD_CHANGE> = {}) =>
    ({ type: 'password.submit', ...PASSWORD_CHANGE, ...change }) as const;

  test('checks the form first, sends it with the token, shows the success and goes back to the list reloaded', async () => {
    const { actor, calls, view } = await signedIn();
    actor.send({ type: 'password.open' });
    actor.send(submitChange({ current: '', confirmation: 'outra senha qualquer' }));
    expect(view()).toEqual({
      screen: 'password',
      password: {
        status: 'editing',
        errors: { current: OfferCoordinationMessages.currentPasswordRequired, confirmation: OfferCoordinationMessages.passwordMismatch },
        error: null,
      },
    });
    actor.send(submitChange({ password: 'curta', confirmation: 'curta' }));
    expect(view()).toMatchObject({ password: { errors: { password: PasswordMessages.tooShort } } });
    expect(calls.changePassword).toEqual([]);
    actor.send(submitChange());
    expect(view()).toMatchObject({ screen: 'password', password: { status: 'saving', errors: {} } });
    await settle();
    expect(calls.changePassword).toEqual([
      { token: MANAGER_TOKEN, body: { CurrentPassword: PASSWORD_CHANGE.current, NewPassword: PASSWORD_CHANGE.password } },
    ]);
    expect(view()).toMatchObject({ screen: 'password', password: { status: 'done' } });
    expect(actor.getSnapshot().context.passwordChange).toBeNull();
    actor.send({ type: 'password.close' });
    expect(view()).toMatchObject({ screen: 'applications', applications: { status: 'loading' } });
    await settle();
    expect(calls.loadApplications).toHaveLength(2);
  });

  test('a wrong current password shows at its field; a server failure above the form; sending again retries', async () => {
    const answers = [OFFER_FAILURES.wrongPassword, OFFER_FAILURES.server];
    const { actor, calls, view } = await signedIn({
      changePassword: async () => {
        const failure = answers.shift();
        if (failure) throw failure;
        return { Message: OfferCoordinationMessages.passwordChanged };
      },
    });
    actor.send({ type: 'password.open' });
    actor.send(submitChange());
    await settle();
    expect(view()).toEqual({
      screen: 'password',
      password: { status: 'failed', errors: { current: OfferCoordinationMessages.currentPasswordWrong }, error: null },
    });
    expect(actor.getSnapshot().context.passwordChange).toBeNull();
    actor.send(submitChange());
    await settle();
    expect(view()).toEqual({ screen: 'password', password: { status: 'failed', errors: {}, error: Messages.defaultError } });
    actor.send(submitChange());
    await settle();
    expect(view()).toMatchObject({ password: { status: 'done' } });
    expect(calls.changePassword).toHaveLength(3);
  });

  test('cancel goes back to the list; a 401 ends the manager session with the expired notice', async () => {
    const { actor, calls, forgotten, view } = await signedIn({ changePassword: () => Promise.reject(OFFER_FAILURES.unauthorized) });
    actor.send({ type: 'password.open' });
    actor.send({ type: 'password.close' });
    expect(view().screen).toBe('applications');
    actor.send({ type: 'password.open' });
    actor.send(submitChange());
    await settle();
    expect(calls.changePassword).toHaveLength(1);
    expect(view()).toMatchObject({ screen: 'signIn', signIn: { notice: OfferCoordinationMessages.sessionExpired } });
    expect(forgotten()).toBe(1);
    expect(actor.getSnapshot().context.token).toBeNull();
  });
});
