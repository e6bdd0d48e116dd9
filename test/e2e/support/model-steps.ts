import { expect, type Page, type Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { Messages } from '../../../domain/index.ts';
import { STEP_ORDERS, STEPS, type StepKey } from '../../../machines/onboarding/index.ts';
import type { OnboardingContext } from '../../../machines/onboarding/onboarding.context.ts';
import type { SectionKey } from '../../../machines/section/index.ts';
import { SECTION_AREAS } from '../../../src/api/section-areas.api.ts';
import type { BrowserStep, BrowserWalk } from '../../model/browser-set.ts';
import { AddressPage } from './address.page.ts';
import { CompanyDataPage } from './company-data.page.ts';
import { DetailsPage } from './details.page.ts';
import { DocumentsPage } from './documents.page.ts';
import { randomCnpj, randomCpf } from './documents.ts';
import { FinancialDataPage } from './financial-data.page.ts';
import { AURORA, BRAVO, UNKNOWN } from './hosts.ts';
import { emailedCode, lastMailId, waitForMail } from './mailbox.ts';
import { actResume, expectResumeScreen, prepareResumes, resumeHeading } from './model-resume-steps.ts';
import { type SignupData, SignupPage } from './signup.page.ts';
import { SuitabilityPage } from './suitability.page.ts';
import { TermsPage } from './terms.page.ts';

/** An advisor id no database holds: the sign-up link's lookup answers 404, as the walks' `lookupAdvisor ✗ 404`. */
const UNKNOWN_ADVISOR = 987654;
const ORIGINS = { aurora: AURORA, bravo: BRAVO, unknown: UNKNOWN } as const;

/** One walk's browser: the page, its customer and what the actions remember between steps. */
export type Replay = {
  page: Page;
  walk: BrowserWalk;
  origin: string;
  customer: SignupData;
  signup: SignupPage;
  mailsBefore: number;
  /** The connections cut for the last action, each settled once its every attempt was dropped. */
  cuts: Promise<void>[];
  /** Whether the form on screen still holds what the customer typed: the last action was a save whose call was cut. */
  filled: boolean;
};

/** Opens the walk's brand as the model's input does (`/` with a sign-up link naming an advisor). */
export async function startReplay(page: Page, walk: BrowserWalk): Promise<Replay> {
  const origin = (await prepareResumes(page, walk)) ?? ORIGINS[walk.brand];
  const document = walk.personType === 'J' ? randomCnpj() : randomCpf();
  const customer = {
    name: walk.personType === 'J' ? 'Modelo Caminhos Ltda' : 'Marta Caminhos',
    document,
    birthDate: walk.personType === 'J' ? '10042012' : '22071987',
    email: `caminhos.${document}@example.com`,
    phone: '31987651234',
    knowledge: 'Google',
  };
  await page.goto(`${origin}/?assessor=${UNKNOWN_ADVISOR}`);
  return { page, walk, origin, customer, signup: new SignupPage(page), mailsBefore: 0, cuts: [], filled: false };
}

const stepOf = (snapshot: AnyMachineSnapshot): StepKey => {
  const { personType, stepIndex } = snapshot.context as OnboardingContext;
  return STEP_ORDERS[personType!][stepIndex];
};

const inSignUp = (snapshot: AnyMachineSnapshot) => snapshot.matches({ partner: { ready: { visitor: 'newSignup' } } });

// The stepper's button for a step of the order (its name starts with the step's label).
function stepperButton(page: Page, snapshot: AnyMachineSnapshot, index: number) {
  const { personType } = snapshot.context as OnboardingContext;
  const label = STEPS[STEP_ORDERS[personType!][index]].label;
  return page.getByRole('navigation', { name: 'Etapas do cadastro' }).getByRole('button', { name: new RegExp(`^${label}`) });
}

// The page object that fills and saves a wizard step.
function stepPage(page: Page, step: StepKey) {
  type Fillable = { fillValid(): Promise<void>; save(): Promise<unknown> };
  const pages: Partial<Record<StepKey, () => Fillable>> = {
    address: () => new AddressPage(page),
    documents: () => new DocumentsPage(page),
    uploadDocuments: () => new DocumentsPage(page),
    details: () => new DetailsPage(page),
    companyData: () => new CompanyDataPage(page),
    financialData: () => new FinancialDataPage(page),
    suitability: () => new SuitabilityPage(page),
    terms: () => new TermsPage(page),
  };
  const made = pages[step]?.();
  if (!made) throw new Error(`no page object fills the step ${step}`);
  return made;
}

async function fillAndSave(replay: Replay, before: AnyMachineSnapshot) {
  const step = stepPage(replay.page, stepOf(before));
  await step.fillValid();
  await step.save();
}

// A data step's save. After a save whose call was cut the form still holds what the customer typed: they press the
// button again (any other cut, such as the file's read, left a form nobody filled). A save whose call is cut stays on
// the step, its form filled; any other moves the wizard on.
async function saveDataStep(replay: Replay, before: AnyMachineSnapshot, filled: boolean, cut: boolean) {
  const { page } = replay;
  if (!filled) await stepPage(page, stepOf(before)).fillValid();
  const url = page.url();
  await page.getByRole('button', { name: /^(Salvar e continuar|Tentar salvar novamente)$/ }).click();
  if (cut) replay.filled = true;
  else await expect(page).not.toHaveURL(url);
}

/**
 * A call the connection drops, as a customer's does when it is cut: its method (`write`: any but GET) and path, the
 * attempts the client makes (ky tries a read and a keyed write once more after a network failure, ADR 177), and
 * what the customer then sees. Any failure but a 401 takes the model's fault transition (its label names a 500).
 */
type Cut = { method: string; path: RegExp; attempts: number; shows?: string };

const CUTS: Record<string, Cut> = {
  'loadKnowledgeSources ✗ 500': {
    method: 'GET',
    path: /^\/api\/common\/v3\/knowledge-sources$/,
    attempts: 2,
    shows: 'Não foi possível carregar as opções',
  },
  'startSignUp ✗ network': { method: 'POST', path: /^\/api\/client\/basic-data$/, attempts: 2, shows: Messages.defaultError },
  // The wizard opens without the server's read of the file: nothing shows it, the steps work as for a new one.
  'loadCompleteness ✗ 500': { method: 'GET', path: /^\/api\/client\/\d+\/completeness$/, attempts: 2 },
  'completeSection ✗ 500': { method: 'POST', path: /^\/api\/section$/, attempts: 1, shows: Messages.defaultError },
  // The code flow runs as a promise in the model: its retry is the sign that the read of the progress was cut.
  'retry progress': { method: 'GET', path: /^\/api\/section\/\d+$/, attempts: 2, shows: Messages.defaultError },
};

function cutOf(label: string): Cut | undefined {
  const refused = /^(\w+) refused$/.exec(label)?.[1];
  if (refused === undefined) return CUTS[label];
  const write = SECTION_AREAS[refused as SectionKey].write;
  return { method: 'write', path: new RegExp(`^/api/${write}$`), attempts: 1, shows: Messages.defaultError };
}

/**
 * Drops every attempt of the cut's call, once (the calls after it reach the real server). `dropped` settles once they
 * are (wrapped: an async function's promise would wait for it).
 */
async function cutConnection(page: Page, cut: Cut): Promise<{ dropped: Promise<void> }> {
  let left = cut.attempts;
  let settle = () => {};
  const dropped = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const handler = async (route: Route) => {
    const request = route.request();
    const method = cut.method === 'write' ? request.method() !== 'GET' : request.method() === cut.method;
    if (left === 0 || !method || !cut.path.test(new URL(request.url()).pathname)) return route.fallback();
    left -= 1;
    await route.abort('internetdisconnected');
    if (left > 0) return;
    await page.unroute('**/api/**', handler);
    settle();
  };
  await page.route('**/api/**', handler);
  return { dropped };
}

/**
 * Cuts the calls an action leads to: those of the answers it waits for, and the one the next action retries (the
 * code flow's progress). Returns whether any was cut.
 */
async function cutFor(replay: Replay, next: readonly string[]): Promise<boolean> {
  const end = next.findIndex((label) => !isAnswer(label));
  const cuts = (end === -1 ? next : next.slice(0, end + 1)).map(cutOf).filter((cut) => cut !== undefined);
  for (const cut of cuts) replay.cuts.push((await cutConnection(replay.page, cut)).dropped);
  return cuts.length > 0;
}

// The answer of a cut call, or the retry of one: every attempt was dropped, and the customer sees the failure.
async function cutAnswered(replay: Replay, cut: Cut) {
  await replay.cuts.shift();
  if (cut.shows) await expect(replay.page.getByText(cut.shows).first()).toBeVisible();
}

// The wizard's children end on the customer's own actions: these labels fill and save their step (the password
// reset's, its form: model-resume-steps.ts).
const CHILD_ENDS = ['documents ✓ sent', 'suitability ✓ profiled', 'agreements ✓ signed', 'passwordReset ✓ reset'];

/** Whether a label is the answer of a call the app started (the real API's to give), not a customer's action. */
export const isAnswer = (label: string) => !CHILD_ENDS.includes(label) && (/ [✓✗] /.test(label) || / (saved|refused)$/.test(label));

/**
 * What the customer does in the browser for a label of the model's glossary, from the snapshot `before` it. Labels of
 * an invoked call's answer (`startSignUp ✓ code sent`) are the real API's to give: no action, the screen is checked.
 * The wizard's children end on the customer's own actions (a step's uploads, answers or signature), so their labels
 * (`documents ✓ sent`) fill and save the step.
 */
export async function act(replay: Replay, label: string, before: AnyMachineSnapshot, next: readonly string[]): Promise<void> {
  // The resumes walks' customers and files, and the child flows' own moves (model-resume-steps.ts).
  if (await actResume(replay, label, before, next)) return;
  const { page, customer, signup } = replay;
  const personType = replay.walk.personType ?? 'F';
  const cutCall = cutOf(label);
  if (cutCall) await cutAnswered(replay, cutCall);
  if (isAnswer(label)) return;
  const { filled } = replay;
  replay.filled = false;
  const cut = await cutFor(replay, next);
  const route = /^route (\/.*)$/.exec(label)?.[1];
  if (route !== undefined) return navigateInApp(page, route);
  const set = /^set (\d+)$/.exec(label)?.[1];
  if (set !== undefined) return stepperButton(page, before, Number(set)).click();
  switch (label) {
    case 'choose F':
    case 'choose J':
      return page.getByRole('link', { name: label === 'choose F' ? /Pessoa Física/ : /Pessoa Jurídica/ }).click();
    case 'cancel':
      if (before.matches({ partner: { ready: { visitor: { newSignup: 'verification' } } } }))
        return page.getByRole('button', { name: 'Voltar ao início' }).click();
      // The server's copy of the form is inert until the app paints its own over it.
      await signup.ready();
      return page.locator('form:not([inert])').getByRole('button', { name: 'Voltar', exact: true }).click();
    case 'submit invalid':
      await signup.ready();
      // A form filled before (its send cut) is made invalid the way a customer would: a required field emptied.
      await page.getByLabel(personType === 'F' ? 'Nome completo' : 'Razão social').fill('');
      return page.getByRole('button', { name: 'Criar minha conta' }).click();
    case 'submit valid':
      await signup.ready();
      await signup.fill(customer, personType);
      return signup.submit();
    case 'edit document':
      return page.getByRole('button', { name: inSignUp(before) ? 'Corrigir dados' : 'Alterar documento' }).click();
    case 'code':
      return inSignUp(before) ? signup.confirmEmail(customer.email) : confirmContinueCode(replay);
    case 'continue':
      return page.getByRole('link', { name: 'Já comecei meu cadastro' }).click();
    case 'cancel continue':
      return page.getByRole('button', { name: 'Voltar ao início' }).click();
    case 'document':
      return requestContinueCode(replay);
    case 'back':
      return page.getByRole('button', { name: 'Voltar', exact: true }).click();
    case 'forward':
      return stepperButton(page, before, (before.context as OnboardingContext).stepIndex + 1).click();
    case 'reset':
      return stepperButton(page, before, 0).click();
    case 'save':
      return saveDataStep(replay, before, filled, cut);
    case 'retry':
    case 'retry progress':
      return page.getByRole('button', { name: 'Tentar novamente' }).click();
  }
  if (CHILD_ENDS.includes(label)) return fillAndSave(replay, before);
  throw new Error(`no browser action for the step "${label}"`);
}

/**
 * A URL the customer reaches without reloading: what browser Back or Forward does (a history entry becomes the
 * location and the router hears `popstate`); the app turns it into `route.changed`, as the model's `route` steps.
 */
export async function navigateInApp(page: Page, path: string) {
  // Only the running app hears it: until it has painted over the server's inert copy of a form, a URL pushed now
  // would be read as the app's first location instead of a route change (and `/novo-cadastro` alone is the landing).
  await expect(page.locator('form[inert]')).toHaveCount(0);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

// The continued sign-up's email (the other partner's when the file is there: ADR 224).
const CONTINUE_SUBJECT = /continuar o cadastro|cadastro continua/;

// The code leaves through the outbox a moment after the answer: the customer waits for its email, so a later send's
// code (after 'edit document') is never confused with this one's.
async function requestContinueCode(replay: Replay) {
  const { page, customer, walk } = replay;
  const before = await lastMailId(page.request);
  // The person type shown is the last one's: the customer picks their own.
  await page.getByLabel(walk.personType === 'J' ? 'Pessoa Jurídica (CNPJ)' : 'Pessoa Física (CPF)').check();
  await page.getByLabel(walk.personType === 'J' ? 'CNPJ' : 'CPF', { exact: true }).fill(customer.document);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  replay.mailsBefore = (await waitForMail(page.request, customer.email, CONTINUE_SUBJECT, before)).id - 1;
}

async function confirmContinueCode(replay: Replay) {
  const { page, customer, origin } = replay;
  const code = await emailedCode(page.request, origin, customer.email, CONTINUE_SUBJECT, replay.mailsBefore);
  await page.getByLabel('Código de 6 dígitos').fill(code);
  await page.getByRole('button', { name: 'Confirmar código' }).click();
}

// The main heading each screen shows (the wizard's steps: their title, else their label).
function headingOf(step: BrowserStep, walk: BrowserWalk): string | RegExp {
  const { view, state } = step.expected;
  if (view && view in STEPS) return STEPS[view as StepKey].title ?? STEPS[view as StepKey].label;
  const kind = walk.personType === 'J' ? 'Pessoa Jurídica' : 'Pessoa Física';
  const headings: Record<string, string | RegExp> = {
    landing: 'Qual conta você quer abrir?',
    newSignup: state.includes('newSignup.verification') ? 'Confirme seu e-mail' : `Cadastro de ${kind}`,
    // The root's state covers both screens of the continued sign-up: the code screen shows once the API answers.
    continueSignup: /^(Continue seu cadastro|Confirme o código)$/,
    analyzing: 'Seu cadastro está em análise',
    pageNotFound: 'Página não encontrada',
    stepNotFound: 'Etapa não encontrada',
    partnerNotFound: /parceiro|não encontrad/i,
    passwordReset: 'Recuperar senha',
    offerCoordination: 'Coordenação de ofertas',
    missingDocuments: 'Envio de documentos pendentes',
  };
  const heading = resumeHeading(step.expected) ?? (view ? headings[view] : undefined);
  if (heading === undefined) throw new Error(`no heading known for the view ${view} (${state})`);
  return heading;
}

/** Expects the screen the model names after a step: its heading, and its URL when the state names one. */
export async function expectScreen(replay: Replay, step: BrowserStep) {
  const where = `after "${step.label}" (${step.expected.state})`;
  await expect(replay.page.getByRole('heading', { name: headingOf(step, replay.walk) }).first(), where).toBeVisible();
  if (step.expected.url !== null) await expect(replay.page, where).toHaveURL((url) => url.pathname === step.expected.url);
  await expectResumeScreen(replay, step);
}
