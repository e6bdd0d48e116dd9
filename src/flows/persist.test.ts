import { describe, expect, test } from 'vitest';
import { selectView } from '../../machines/onboarding/index.ts';
import { completenessOf } from '../../machines/onboarding/onboarding.fixtures.ts';
import { fakeAccessToken, validPfForm } from '../testing/fixtures.ts';
import { fakeCalls, startJourney } from '../testing/render-app.tsx';
import { readPersisted, SESSION_KEY } from './persist.ts';

const start = (path: string, calls = fakeCalls()) => startJourney({ calls, path, host: 'parceiro.localhost' });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('persistence (spec §4)', () => {
  test('after sign-up only the slice is stored: token, person type, channel, step — no PII', async () => {
    // The address is complete on the server, so the customer may move past it.
    const actor = start('/', fakeCalls({ loadCompleteness: async ({ clientId }) => completenessOf(clientId, [1]) }));
    await settle();
    actor.send({ type: 'personType.choose', personType: 'F' });
    await settle();
    actor.send({ type: 'signup.submit', form: validPfForm });
    await settle();
    actor.send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('address');

    const raw = window.sessionStorage.getItem(SESSION_KEY) ?? '';
    expect(Object.keys(JSON.parse(raw)).sort()).toEqual(['accessToken', 'channelId', 'personType', 'stepIndex']);
    const everything = Object.values({ ...window.sessionStorage }).join(' ') + raw;
    for (const pii of ['Maria', 'maria@example.com', '52998224725', '529.982.247-25', '98765', '1990']) {
      expect(everything).not.toContain(pii);
    }
    actor.send({ type: 'step.set', index: 1 });
    expect(readPersisted(window.sessionStorage)?.stepIndex).toBe(1);
  });

  test('a reload restores the customer on the step they had reached', async () => {
    const slice = { accessToken: fakeAccessToken({ PersonType: 'J' }), personType: 'J', channelId: 3, stepIndex: 2 };
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(slice));
    const actor = start('/cadastrar/envio-de-documentos');
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('uploadDocuments');
  });

  test('garbage or foreign keys in storage are not read back', () => {
    window.sessionStorage.setItem(SESSION_KEY, '{not json');
    expect(readPersisted(window.sessionStorage)).toBeNull();
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify({ accessToken: 1, personType: 'X', channelId: 1, stepIndex: 0 }));
    expect(readPersisted(window.sessionStorage)).toBeNull();
    window.sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ accessToken: null, personType: 'F', channelId: 1, stepIndex: 0, Name: 'Maria' }),
    );
    expect(readPersisted(window.sessionStorage)).toEqual({ accessToken: null, personType: 'F', channelId: 1, stepIndex: 0 });
  });

  test('session.expired clears the stored token', async () => {
    window.sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ accessToken: fakeAccessToken(), personType: 'F', channelId: 1, stepIndex: 1 }),
    );
    const actor = start('/cadastrar/documentos');
    await settle();
    expect(readPersisted(window.sessionStorage)?.accessToken).not.toBeNull();
    actor.send({ type: 'session.expired' });
    expect(selectView(actor.getSnapshot())).toBe('landing');
    expect(readPersisted(window.sessionStorage)?.accessToken).toBeNull();
  });
});
