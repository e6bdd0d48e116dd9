import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { Messages } from '../../../domain/index.ts';
import { STEP_ORDERS, STEPS, type StepKey } from '../../../machines/onboarding/index.ts';
import type { OnboardingContext } from '../../../machines/onboarding/onboarding.context.ts';
import type { BrowserStep, BrowserWalk } from '../../model/browser-set.ts';
import { AddressPage } from './address.page.ts';
import { CompanyDataPage } from './company-data.page.ts';
import { DetailsPage } from './details.page.ts';
import { DocumentsPage } from './documents.page.ts';
import { randomCnpj, randomCpf } from './documents.ts';
import { FinancialDataPage } from './financial-data.page.ts';
import { AURORA, BRAVO, UNKNOWN } from './hosts.ts';
import { confirmContinueCode, endSessionElsewhere, requestContinueCode, resendCode } from './model-codes.ts';
import { type Cutting, cutAnswered, cutFor, cutOf, cutUnsentConclusion, heldAnswered, holdFor, isHeldAnswer } from './model-cuts.ts';
import { actResume, expectResumeScreen, prepareResumes, resumeHeading } from './model-resume-steps.ts';
import { type SignupData, SignupPage } from './signup.page.ts';
import { SuitabilityPage } from './suitability.page.ts';
import { TermsPage } from './terms.page.ts';

/** An advisor id no database holds: the sign-up link's lookup answers 404, as the walks' `lookupAdvisor ✗ 404`. */
const UNKNOWN_ADVISOR = 987654;
/** The model's lookup naming the link's advisor: the walk opens with the model's id, which the seed holds too. */
const ADVISOR_NAMED = 'lookupAdvisor ✓ named';
const ORIGINS = { aurora: AURORA, bravo: BRAVO, unknown: UNKNOWN } as const;

/** One walk's browser: the page, its customer and what the actions remember between steps. */
export type Replay = Cutting & {
  walk: BrowserWalk;
  origin: string;
  customer: SignupData;
  signup: SignupPage;
  mailsBefore: number;
  /** Whether the form on screen still holds what the customer typed: the last action was a save whose call was cut. */
  filled: boolean;
  /** The address the customer speaks from (`X-Forwarded-For`), in every tab, when their walk gives them one. */
  address?: string;
};

/**
 * Opens the walk's brand as the model's input does (`/` with a sign-up link naming an advisor, read from the walk's
 * `first` snapshot): the model's advisor id when the walk's lookup names them (the seeded database holds them:
 * server/db/seed-data.ts), else an id no database holds, so the lookup answers 404 and the link is dropped.
 */
export async function startReplay(page: Page, walk: BrowserWalk, first: AnyMachineSnapshot): Promise<Replay> {
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
  const { advisorLink } = first.context as OnboardingContext;
  // A resend waits out its cooldown: the browser's clock, installed before the app sets any timer, lets it pass at once.
  if (walk.labels.includes('resend code')) await page.clock.install();
  await page.goto(`${origin}/?assessor=${walk.labels.includes(ADVISOR_NAMED) ? advisorLink : UNKNOWN_ADVISOR}`);
  return { page, walk, origin, customer, signup: new SignupPage(page), mailsBefore: 0, cuts: [], held: [], filled: false };
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
// the step, its form filled; one whose call is held (the session ends meanwhile) leaves it once the 401 comes; any
// other moves the wizard on.
async function saveDataStep(replay: Replay, before: AnyMachineSnapshot, filled: boolean, call: Call) {
  const { page } = replay;
  if (!filled) await stepPage(page, stepOf(before)).fillValid();
  const url = page.url();
  await page.getByRole('button', { name: /^(Salvar e continuar|Tentar salvar novamente)$/ }).click();
  if (call === 'cut') replay.filled = true;
  else if (call === 'goes') await expect(page).not.toHaveURL(url);
}

/** What happens to the calls an action starts: they go to the server, one is cut, or one is held (a 401 follows). */
type Call = 'goes' | 'cut' | 'held';

// The wizard's children end on the customer's own actions: these labels fill and save their step (the password
// reset's, its form: model-resume-steps.ts).
const CHILD_ENDS = ['documents ✓ sent', 'suitability ✓ profiled', 'agreements ✓ signed', 'passwordReset ✓ reset'];

/**
 * Whether a label is the answer of a call the app started (the real API's to give), not a customer's action: a session
 * expiring is the API's 401 to a call, which the app turns into `session.expired`.
 */
export const isAnswer = (label: string) =>
  label === 'session expired' || (!CHILD_ENDS.includes(label) && (/ [✓✗] /.test(label) || / (saved|refused)$/.test(label)));

/**
 * What the customer does in the browser for a step of a walk (its label, and the model's snapshot after it), from the
 * snapshot `before` it. Labels of an invoked call's answer (`startSignUp ✓ code sent`) are the real API's to give: no
 * action, the screen is checked. The wizard's children end on the customer's own actions (a step's uploads, answers
 * or signature), so their labels (`documents ✓ sent`) fill and save the step. Before an action, the calls whose
 * answers follow it are cut when those answers are faults, and the session ends elsewhere when one is its expiry.
 */
export async function act(replay: Replay, step: BrowserStep, before: AnyMachineSnapshot, next: readonly string[]): Promise<void> {
  const { label } = step;
  // The resumes walks' customers and files, and the child flows' own moves (model-resume-steps.ts).
  if (await actResume(replay, label, before, next)) return;
  const cutCall = cutOf(label);
  if (cutCall) await cutAnswered(replay, cutCall);
  if (isHeldAnswer(label)) await heldAnswered(replay, label);
  if (label === 'session expired' || isHeldAnswer(label)) await expect(replay.page.getByText(Messages.sessionExpired)).toBeVisible();
  if (isAnswer(label)) return;
  const { filled } = replay;
  replay.filled = false;
  const end = next.findIndex((later) => !isAnswer(later));
  const answers = end === -1 ? next : next.slice(0, end);
  const cut = await cutFor(replay, answers, end === -1 ? undefined : next[end]);
  const held = await holdFor(replay, answers, () => endSessionElsewhere(replay));
  if (answers.includes('session expired')) await endSessionElsewhere(replay);
  const unsent = await cutUnsentConclusion(replay.page, step.snapshot, answers);
  await perform(replay, label, before, filled, held ? 'held' : cut ? 'cut' : 'goes');
  await unsent?.();
}

// The customer's action for a label.
async function perform(replay: Replay, label: string, before: AnyMachineSnapshot, filled: boolean, call: Call) {
  const { page, customer, signup } = replay;
  const personType = replay.walk.personType ?? 'F';
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
    case 'resend code':
      return resendCode(replay, inSignUp(before));
    case 'back':
      return page.getByRole('button', { name: 'Voltar', exact: true }).click();
    case 'forward':
      return stepperButton(page, before, (before.context as OnboardingContext).stepIndex + 1).click();
    case 'reset':
      return stepperButton(page, before, 0).click();
    case 'save':
      return saveDataStep(replay, before, filled, call);
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
  await expectDetails(replay.page, step, where);
  await expectResumeScreen(replay, step);
}

// What a screen says besides its heading: Conclusão that the file was sent, once the model's was; the sign-up form
// the link's advisor, once the lookup named them (ADR 140), and nobody otherwise.
async function expectDetails(page: Page, step: BrowserStep, where: string) {
  const { view, state } = step.expected;
  const { advisor, submitted } = step.snapshot.context as OnboardingContext;
  if (view === 'finished' && submitted)
    await expect(page.getByText('Seu cadastro foi concluído e enviado para análise.'), where).toBeVisible();
  if (view !== 'newSignup' || state.includes('verification')) return;
  if (advisor) await expect(page.getByText(`Assessor: ${advisor.Name}`), where).toBeVisible();
  else await expect(page.getByText(/^Assessor: /), where).toHaveCount(0);
}
