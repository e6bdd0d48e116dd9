import { createActor, fromPromise } from 'xstate';
import { CodeMessages, type CodeSent } from '../../domain/api/auth.ts';
import type { Completeness } from '../../domain/api/completeness.ts';
import {
  type BasicDataForm,
  CNPJ_LENGTH,
  type KnowledgeSource,
  type Partner,
  type PersonType,
  RequestFailure,
} from '../../domain/index.ts';
import { continueActors, continueResult } from '../continue-signup/continue-signup.fixtures.ts';
import { continueSignupMachine } from '../continue-signup/index.ts';
import type { missingDocumentsMachine } from '../missing-documents/index.ts';
import type { passwordMachine } from '../password/index.ts';
import type { OnboardingActors } from './onboarding.actors.ts';
import { onboardingMachine } from './onboarding.machine.ts';
import type { OnboardingInput } from './onboarding.types.ts';

// Test data shared by the machine tests and the model-based suite (not part of the public surface).

/** A partner as the partner lookup answers it. */
export const PARTNER: Partner = {
  id: 7,
  advisorId: 70,
  officeId: 700,
  name: 'Aurora Investimentos',
  cnpj: '11222333000181',
  isOwnPartner: true,
  privacyPolicyUrl: 'https://www.aurorainvestimentos.com.br/privacidade',
  logos: [{ linkType: 6, url: '/brands/aurora/login.svg' }],
  style: {
    id: 1,
    name: 'aurora',
    css: '',
    colors: {
      primary: '#0b2545',
      primaryContrast: '#ffffff',
      secondary: '#13b5a7',
      background: '#f7f9fc',
      surface: '#ffffff',
      text: '#0b2545',
      muted: '#5c6b80',
      error: '#c62828',
    },
    typographyConfig: { fontFamily: 'Inter Variable', headingFontFamily: 'Manrope Variable', baseFontSize: 16 },
  },
};

/** Knowledge sources: one with sub-items (one naming an advisor), one without. */
export const KNOWLEDGE_SOURCES: KnowledgeSource[] = [
  {
    Value: 1,
    Description: 'Indicação',
    AdvisorId: null,
    Items: [
      { KnowledgeId: 11, Description: 'Assessor', AdvisorId: 55 },
      { KnowledgeId: 12, Description: 'Amigo', AdvisorId: null },
    ],
  },
  { Value: 2, Description: 'Internet', AdvisorId: null, Items: [] },
];

/** The name the fake advisor lookup gives any advisor id. */
export const ADVISOR_NAME = 'Ana Souza';

/** A CPF with valid check digits, as typed. */
export const VALID_CPF = '529.982.247-25';
/** A CNPJ with valid check digits, as typed. */
export const VALID_CNPJ = '11.222.333/0001-81';

/** A form the sign-up accepts for a person type (dates relative to TODAY). */
export function validForm(personType: PersonType): BasicDataForm {
  return {
    name: personType === 'F' ? '  Maria   da Silva ' : 'Padaria Pão Bom Ltda',
    document: personType === 'F' ? VALID_CPF : VALID_CNPJ,
    birthDate: personType === 'F' ? '10/03/1990' : '01/02/2015',
    email: 'Maria@Example.com',
    emailConfirmation: 'maria@example.com',
    phone: '(11) 98765-4321',
    phoneConfirmation: '11987654321',
    knowledgeId: '11',
  };
}

/** A form with every field wrong in the way spec §5 names. */
export function invalidForm(): BasicDataForm {
  return {
    name: ' ',
    document: '123',
    birthDate: '',
    email: 'maria@example.com',
    emailConfirmation: 'outra@example.com',
    phone: '11987654321',
    phoneConfirmation: '11912345678',
    knowledgeId: '',
  };
}

/** The day the tests run "on". */
export const TODAY = '2025-06-15';
/** The instant the tests run "at" (noon UTC of TODAY). */
export const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);

/** An unsigned JWT-shaped token carrying the claims the client reads. */
export function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** A token for client 501 / user 601 of a person type, expiring an hour after NOW (or at `exp`, in seconds). */
export function tokenFor(personType: PersonType, exp = NOW / 1000 + 3600): string {
  return makeToken({ ClientId: 501, UserId: 601, PartnerId: PARTNER.id, PersonType: personType, scope: 'onboarding', exp });
}

/** The root machine's input for a page opened at `path`. */
export function inputAt(path: string, overrides: Partial<OnboardingInput> = {}): OnboardingInput {
  return { host: 'localhost:3000', path, search: '', persisted: null, today: TODAY, now: NOW, ...overrides };
}

/** The sign-up's answer: a code was emailed (the same for a new and a known document, ADR 196). */
export const SIGN_UP_CODE_SENT: CodeSent = { Message: CodeMessages.signUpCodeSent, ExpiresInSeconds: 600 };

/** The code a test types on the sign-up's verification. */
export const SIGN_UP_CODE = '123456';

/** Every section either order completes (address, identification, documents, finances, profile, terms). */
export const EVERY_SECTION = [1, 2, 6, 8, 105, 3, 4, 5];

/** The server's completeness read of a client: the given sections complete (the rest missing), in status 1 unless given. */
export function completenessOf(clientId: number, complete: readonly number[], status = 1): Completeness {
  const sections = EVERY_SECTION.map((SectionId) => {
    const done = complete.includes(SectionId);
    return { SectionId, Complete: done, Missing: done ? [] : [`Seção ${SectionId} incompleta`] };
  });
  return { ClientId: clientId, StatusRegistration: status, Complete: complete.length >= 6, Sections: sections };
}

/** Failures the API client rejects with (spec §8, DESIGN §5). */
export const FAILURES = {
  server: new RequestFailure(500, 'Erro ao processar sua requisição. Tente novamente em alguns minutos'),
  conflict: new RequestFailure(409, 'Já existe um cadastro com este documento. Continue o seu cadastro.'),
  tooMany: new RequestFailure(429, CodeMessages.dailyCapReached),
  badRequest: new RequestFailure(400, 'Dados inválidos', {
    CpfCnpj: ['CPF inválido'],
    MobilePhoneNumber: ['Celular inválido'],
    Email: ['E-mail inválido'],
    RegisterUrl: ['Campo inválido'],
  }),
  network: new TypeError('Failed to fetch'),
} as const;

// The root's own calls; `completeSection`, the data steps' call, is bound by the tests that save a step.
type RootCall = Exclude<keyof OnboardingActors, 'completeSection'>;
type Answers = { [K in RootCall]?: (input: OnboardingActors[K]['input']) => Promise<OnboardingActors[K]['output']> };

/** Actors answering immediately: the partner, the sources, a new customer and its token, unless overridden. */
export function fakeActors(answers: Answers = {}) {
  const calls: { [K in RootCall]: OnboardingActors[K]['input'][] } = {
    resolvePartner: [],
    loadKnowledgeSources: [],
    startSignUp: [],
    lookupAdvisor: [],
    loadCompleteness: [],
  };
  const actor = <K extends RootCall>(name: K, fallback: (input: OnboardingActors[K]['input']) => OnboardingActors[K]['output']) =>
    fromPromise<OnboardingActors[K]['output'], OnboardingActors[K]['input']>(async ({ input }) => {
      calls[name].push(input);
      const answer = answers[name] as ((input: OnboardingActors[K]['input']) => Promise<OnboardingActors[K]['output']>) | undefined;
      return answer ? answer(input) : fallback(input);
    });
  return {
    calls,
    actors: {
      resolvePartner: actor('resolvePartner', () => PARTNER),
      loadKnowledgeSources: actor('loadKnowledgeSources', () => KNOWLEDGE_SOURCES),
      startSignUp: actor('startSignUp', () => SIGN_UP_CODE_SENT),
      lookupAdvisor: actor('lookupAdvisor', ({ id }) => ({ Id: id, Name: ADVISOR_NAME })),
      loadCompleteness: actor('loadCompleteness', ({ clientId }) => completenessOf(clientId, [])),
    },
  };
}

/** Lets every pending fake answer and the machine take the resulting transitions. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The child flows a test may bind (each a child machine with its own fakes provided). */
export type ChildFlows = {
  continueSignup?: typeof continueSignupMachine;
  missingDocuments?: typeof missingDocumentsMachine;
  passwordReset?: typeof passwordMachine;
};

/** A started root machine on fake actors, opened at `path`, with the partner already resolved. */
export async function startAt(path: string, options: { input?: Partial<OnboardingInput>; answers?: Answers; children?: ChildFlows } = {}) {
  const fakes = fakeActors(options.answers);
  const redirects: string[] = [];
  const machine = onboardingMachine.provide({
    actors: { ...fakes.actors, continueSignup: newCustomerCodeFlow(), ...options.children },
    actions: { redirectToPartner: (_, params) => redirects.push(params.url) },
  });
  const actor = createActor(machine, { input: inputAt(path, options.input) });
  actor.start();
  await settle();
  return { actor, calls: fakes.calls, redirects };
}

/**
 * The code flow as a new customer meets it: a right code opens a session of the document's person type (a CNPJ's
 * is J) at the first step (the server created the client, ADR 196).
 */
export function newCustomerCodeFlow() {
  const { actors } = continueActors(tokenFor('F'), 0, {
    authenticateContinue: async ({ Document }) => continueResult('continue', tokenFor(Document.length === CNPJ_LENGTH ? 'J' : 'F')),
  });
  return continueSignupMachine.provide({ actors });
}

/** Signs up a new customer of a person type from the landing: choose, fill in, submit, type the emailed code. */
export async function signUp(actor: Awaited<ReturnType<typeof startAt>>['actor'], personType: PersonType) {
  actor.send({ type: 'personType.choose', personType });
  await settle();
  actor.send({ type: 'signup.submit', form: validForm(personType) });
  await settle();
  actor.send({ type: 'code.submit', code: SIGN_UP_CODE });
  await settle();
}
