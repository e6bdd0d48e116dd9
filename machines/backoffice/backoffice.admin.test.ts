import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { PartnerMessages } from '../../domain/api/partners.ts';
import type { StaffMe } from '../../domain/api/staff-auth.ts';
import { RequestFailure } from '../../domain/request-failure.ts';
import { settle } from '../recording-actors.fixtures.ts';
import { BACKOFFICE_FAILURES, backofficeActors, MEMBERS, PARTNER_LIST, sessionOf } from './backoffice.fixtures.ts';
import { backofficeMachine } from './backoffice.machine.ts';
import { BackofficeMessages } from './backoffice.messages.ts';
import { selectBackoffice, selectLocation, selectTitle } from './backoffice.selectors.ts';

type Answers = Parameters<typeof backofficeActors>[0];

// A partner's admin: manages their own partner, adds none.
const PARTNER_ADMIN = { ...MEMBERS.admin, Id: 11, PartnerId: 1, PartnerName: 'Aurora', Partners: [{ Id: 1, Name: 'Aurora' }] };

function start(path: string, staff: StaffMe = MEMBERS.admin, answers: Answers = {}) {
  const fakes = backofficeActors({ restoreSession: async () => sessionOf(staff), ...answers });
  const machine = backofficeMachine.provide({ actors: fakes.actors, actions: { rememberToken: () => {}, forgetToken: () => {} } });
  const actor = createActor(machine, { input: { path, search: '' } }).start();
  return { actor, calls: fakes.calls, view: () => selectBackoffice(actor.getSnapshot()) };
}

const NEW = { Host: 'nova.exemplo.com.br', Name: 'Nova Corretora', Cnpj: '11.444.777/0001-61' };

describe('partners', () => {
  test('admins reach the list at /backoffice/parceiros, by link or URL; analysts stay on the queue', async () => {
    const run = start('/backoffice/parceiros');
    await settle();
    expect(run.view()).toMatchObject({ screen: 'partners', partners: { status: 'ready', list: PARTNER_LIST, canAdd: true } });
    expect(selectLocation(run.actor.getSnapshot())).toEqual({ path: '/backoffice/parceiros', search: '' });
    expect(selectTitle(run.actor.getSnapshot())).toBe('Parceiros · Back office');
    const analyst = start('/backoffice/parceiros', MEMBERS.analyst);
    await settle();
    analyst.actor.send({ type: 'nav.partners' });
    expect(analyst.view().screen).toBe('queue');
    expect(analyst.calls.loadPartners).toEqual([]);
  });

  test('a provider admin adds a partner: a bad form stays with its messages, a refusal keeps it, a success reloads', async () => {
    const refusals: unknown[] = [BACKOFFICE_FAILURES.hostTaken];
    const run = start('/backoffice', MEMBERS.admin, { addPartner: async () => (refusals.length ? Promise.reject(refusals.shift()) : {}) });
    await settle();
    run.actor.send({ type: 'nav.partners' });
    await settle();
    run.actor.send({ type: 'partners.add' });
    run.actor.send({ type: 'partners.create', body: { ...NEW, Host: 'a b', Cnpj: '123' } });
    expect(run.view()).toMatchObject({
      partners: { status: 'adding', errors: { Host: PartnerMessages.hostInvalid, Cnpj: PartnerMessages.cnpjInvalid } },
    });
    expect(run.calls.addPartner).toEqual([]);
    run.actor.send({ type: 'partners.create', body: NEW });
    expect(run.view()).toMatchObject({ partners: { status: 'adding', saving: true } });
    await settle();
    expect(run.view()).toMatchObject({ partners: { status: 'adding', saving: false, error: BACKOFFICE_FAILURES.hostTaken.message } });
    run.actor.send({ type: 'partners.create', body: NEW });
    await settle();
    expect(run.view()).toMatchObject({ partners: { status: 'ready', notice: BackofficeMessages.partnerAdded, error: null } });
    expect(run.calls.addPartner).toEqual([NEW, NEW]);
    expect(run.calls.loadPartners).toHaveLength(2);
  });

  test('an admin edits a partner’s colour; the server’s field messages show at their fields; cancel returns to the list', async () => {
    const refusal = new RequestFailure(400, PartnerMessages.urlOffHost, { RegistrationUrl: [PartnerMessages.urlOffHost] });
    const refusals: unknown[] = [refusal];
    const run = start('/backoffice/parceiros', PARTNER_ADMIN, {
      changePartner: async () => (refusals.length ? Promise.reject(refusals.shift()) : {}),
    });
    await settle();
    expect(run.view()).toMatchObject({ partners: { canAdd: false } });
    run.actor.send({ type: 'partners.add' });
    expect(run.view()).toMatchObject({ partners: { status: 'ready' } });
    run.actor.send({ type: 'partners.edit', id: 1 });
    expect(run.view()).toMatchObject({ partners: { status: 'editing', partner: PARTNER_LIST[0] } });
    const Colors = { ...PARTNER_LIST[0].Colors, primary: 'roxo' };
    run.actor.send({ type: 'partners.save', body: { Colors } });
    expect(run.view()).toMatchObject({ partners: { errors: { 'Colors.primary': PartnerMessages.colorInvalid } } });
    run.actor.send({ type: 'partners.save', body: { RegistrationUrl: 'https://outro.example/novo-cadastro' } });
    await settle();
    expect(run.view()).toMatchObject({
      partners: { status: 'editing', errors: { RegistrationUrl: PartnerMessages.urlOffHost }, error: PartnerMessages.urlOffHost },
    });
    run.actor.send({ type: 'partners.save', body: { Colors: { ...Colors, primary: '#7A1F5C' } } });
    await settle();
    expect(run.calls.changePartner).toHaveLength(2);
    expect(run.calls.changePartner[1]).toEqual({ id: 1, body: { Colors: { ...Colors, primary: '#7A1F5C' } } });
    expect(run.view()).toMatchObject({ partners: { status: 'ready', notice: BackofficeMessages.partnerChanged } });
    run.actor.send({ type: 'partners.edit', id: 1 });
    run.actor.send({ type: 'partners.cancel' });
    expect(run.view()).toMatchObject({ partners: { status: 'ready', partner: null } });
  });

  test('a 401 while saving ends the session and signing in again returns to the partners', async () => {
    const run = start('/backoffice/parceiros', MEMBERS.admin, {
      changePartner: async () => Promise.reject(BACKOFFICE_FAILURES.unauthorized),
    });
    await settle();
    run.actor.send({ type: 'partners.edit', id: 1 });
    run.actor.send({ type: 'partners.save', body: { Name: 'Aurora Digital' } });
    await settle();
    expect(run.view().screen).toBe('signIn');
    expect(run.actor.getSnapshot().context.route).toEqual({ path: '/backoffice/parceiros', search: '' });
  });
});
