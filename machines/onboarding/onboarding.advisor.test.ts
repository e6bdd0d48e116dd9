import { describe, expect, test } from 'vitest';
import { Messages, RequestFailure } from '../../domain/index.ts';
import { ADVISOR_NAME, PARTNER, SIGN_UP_CODE, SIGN_UP_CODE_SENT, settle, startAt, validForm } from './onboarding.fixtures.ts';
import { selectSearch, selectSignup, selectView, selectWizard } from './onboarding.selectors.ts';

const unknownAdvisor = async (): Promise<never> => {
  throw new RequestFailure(404, 'Recurso não encontrado');
};

// The knowledge option '11' brings advisor 55 (KNOWLEDGE_SOURCES): the link's advisor must win over it.
const formWithOptionAdvisor = { ...validForm('F'), knowledgeId: '11' };

describe('advisor of the sign-up link (?assessor=, ADR 140)', () => {
  test('the form names the advisor the lookup found and the sign-up records them over the option', async () => {
    const { actor, calls } = await startAt('/', { input: { search: '?assessor=101' } });
    expect(selectSearch(actor.getSnapshot())).toBe('?assessor=101');
    actor.send({ type: 'personType.choose', personType: 'F' });
    await settle();
    expect(calls.lookupAdvisor).toEqual([{ id: 101 }]);
    expect(selectSignup(actor.getSnapshot())).toMatchObject({ advisor: { Id: 101, Name: ADVISOR_NAME }, status: 'idle' });
    expect(selectSearch(actor.getSnapshot())).toBe('?assessor=101');
    actor.send({ type: 'signup.submit', form: formWithOptionAdvisor });
    await settle();
    expect(calls.startSignUp[0]).toMatchObject({ AdvisorId: 101, KnowledgeId: 11 });
    expect(calls.startSignUp[0]).not.toHaveProperty('OfficeId');
    actor.send({ type: 'code.submit', code: SIGN_UP_CODE });
    await settle();
    // The wizard's URLs do not carry the link any more.
    expect(selectWizard(actor.getSnapshot())).not.toBeNull();
    expect(selectSearch(actor.getSnapshot())).toBe('');
  });

  test('an unknown or inactive id: the form works, no advisor is shown or recorded, the URL drops the link', async () => {
    const { actor, calls } = await startAt('/novo-cadastro', {
      input: { search: '?assessor=4040', persisted: { accessToken: null, personType: 'F', channelId: 1, stepIndex: 0 } },
      answers: { lookupAdvisor: unknownAdvisor },
    });
    expect(calls.lookupAdvisor).toEqual([{ id: 4040 }]);
    expect(selectSignup(actor.getSnapshot())).toMatchObject({ advisor: null, status: 'idle', submitError: null });
    expect(selectSearch(actor.getSnapshot())).toBe('');
    actor.send({ type: 'signup.submit', form: formWithOptionAdvisor });
    await settle();
    // The option's advisor applies, as without a link.
    expect(calls.startSignUp[0]).toMatchObject({ AdvisorId: 55 });
    actor.send({ type: 'code.submit', code: SIGN_UP_CODE });
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('address');
  });

  test('a failing lookup (network) is handled like an unknown id, without an error on the form', async () => {
    const { actor, calls } = await startAt('/', {
      input: { search: '?assessor=101' },
      answers: { lookupAdvisor: async () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    actor.send({ type: 'personType.choose', personType: 'J' });
    await settle();
    expect(selectSignup(actor.getSnapshot())).toMatchObject({ advisor: null, status: 'idle', submitError: null, sourcesStatus: 'ready' });
    actor.send({ type: 'signup.submit', form: { ...validForm('J'), knowledgeId: '2' } });
    await settle();
    // No advisor chosen with the own partner: the partner's advisor and office (spec §5).
    expect(calls.startSignUp[0]).toMatchObject({ AdvisorId: PARTNER.advisorId, OfficeId: PARTNER.officeId });
  });

  test('the form waits for the lookup: no submit is taken before both the sources and the advisor settled', async () => {
    let answer: (value: { Id: number; Name: string }) => void = () => undefined;
    const { actor, calls } = await startAt('/', {
      input: { search: '?assessor=101' },
      answers: { lookupAdvisor: () => new Promise((resolve) => (answer = resolve)) },
    });
    actor.send({ type: 'personType.choose', personType: 'F' });
    await settle();
    expect(selectSignup(actor.getSnapshot())).toMatchObject({ sourcesStatus: 'loading', advisor: null });
    actor.send({ type: 'signup.submit', form: validForm('F') });
    await settle();
    expect(calls.startSignUp).toEqual([]);
    answer({ Id: 101, Name: 'Bruno Lima' });
    await settle();
    expect(selectSignup(actor.getSnapshot())).toMatchObject({ sourcesStatus: 'ready', advisor: { Id: 101, Name: 'Bruno Lima' } });
  });

  test('a second visit to the form keeps the named advisor without asking again; no link asks nothing', async () => {
    const { actor, calls } = await startAt('/', { input: { search: '?assessor=101' } });
    actor.send({ type: 'personType.choose', personType: 'F' });
    await settle();
    actor.send({ type: 'signup.cancel' });
    actor.send({ type: 'personType.choose', personType: 'J' });
    await settle();
    expect(calls.lookupAdvisor).toHaveLength(1);
    expect(selectSignup(actor.getSnapshot())).toMatchObject({ personType: 'J', advisor: { Id: 101 } });

    const plain = await startAt('/');
    plain.actor.send({ type: 'personType.choose', personType: 'F' });
    await settle();
    expect(plain.calls.lookupAdvisor).toEqual([]);
    expect(selectSignup(plain.actor.getSnapshot())).toMatchObject({ advisor: null, status: 'idle' });
    expect(selectSearch(plain.actor.getSnapshot())).toBe('');
  });

  test('a knowledge-source failure stops the lookup; the retry asks for both again', async () => {
    let sourceAttempts = 0;
    const { actor, calls } = await startAt('/', {
      input: { search: '?assessor=101' },
      answers: {
        loadKnowledgeSources: async () => {
          sourceAttempts++;
          if (sourceAttempts === 1) throw new RequestFailure(500, 'Erro');
          return [];
        },
        lookupAdvisor: () => new Promise(() => undefined),
      },
    });
    actor.send({ type: 'personType.choose', personType: 'F' });
    await settle();
    expect(selectSignup(actor.getSnapshot())?.sourcesStatus).toBe('error');
    actor.send({ type: 'signup.retry' });
    await settle();
    expect(calls.lookupAdvisor).toEqual([{ id: 101 }, { id: 101 }]);
    expect(selectSignup(actor.getSnapshot())?.sourcesStatus).toBe('loading');
  });

  test('an advisor the server refuses at sign-up (deactivated since) is dropped: the message says why, the retry signs up', async () => {
    const refused = new RequestFailure(400, Messages.advisorUnknown, { AdvisorId: [Messages.advisorUnknown] });
    let attempts = 0;
    const { actor, calls } = await startAt('/', {
      input: { search: '?assessor=101' },
      answers: {
        startSignUp: async () => {
          attempts++;
          if (attempts === 1) throw refused;
          return SIGN_UP_CODE_SENT;
        },
      },
    });
    actor.send({ type: 'personType.choose', personType: 'F' });
    await settle();
    actor.send({ type: 'signup.submit', form: formWithOptionAdvisor });
    await settle();
    expect(selectSignup(actor.getSnapshot())).toMatchObject({ status: 'error', submitError: Messages.advisorUnknown, advisor: null });
    expect(selectSearch(actor.getSnapshot())).toBe('');
    actor.send({ type: 'signup.submit', form: formWithOptionAdvisor });
    await settle();
    expect(calls.startSignUp.map((body) => body.AdvisorId)).toEqual([101, 55]);
    actor.send({ type: 'code.submit', code: SIGN_UP_CODE });
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('address');
  });
});
