import type { AnyMachineSnapshot } from 'xstate';
import { AUTH_CODE } from '../../machines/missing-documents/missing-documents.fixtures.ts';
import { RESUME_WALKS } from './browser-set-resumes.ts';
import { type Expected, expectedOf } from './lib/expected.ts';
import { modelWalker } from './lib/walk.ts';
import { onboardingModel } from './onboarding.model.ts';

/**
 * The onboarding paths the browser replays (`npm run test:model:browser`, ADR 243): walks of the onboarding model,
 * each step a label of its glossary, chosen so that together they take every transition of the root journey a
 * customer's browser can trigger against the real API. The labels are checked against the model (a walk that no
 * longer fits the machine fails here, naming the step), and each step's screen and URL come from the model.
 */
export type BrowserWalk = {
  name: string;
  /** The brand whose site the walk opens: Aurora (the product's own), Bravo (the partner) or an unknown host. */
  brand: 'aurora' | 'bravo' | 'unknown';
  personType: 'F' | 'J' | null;
  labels: readonly string[];
};

// The model opens at `/?assessor=101`; the browser opens with an advisor id the database does not hold, so the
// lookup answers 404 (`lookupAdvisor ✗ 404`) and the link is dropped, as the model's own paths do.
// A missing-documents link whose code no file was sent (the model's own): the flow opens and says so.
const LINK = `/documentos-pendentes/${AUTH_CODE}`;
const SIGN_UP = ['submit invalid', 'submit valid', 'startSignUp ✓ code sent'];
const SAVED = (area: string) => ['save', `${area} saved`, 'completeSection ✓ completed'];
// A cut connection (the browser drops the call once; the next reaches the real server): the sign-up's send, and a
// data step's save cut at the area, then at the step's completion, then saved.
const SEND_CUT = ['submit valid', 'startSignUp ✗ network'];
const SAVE_CUT = (area: string) => ['save', `${area} refused`, 'save', `${area} saved`, 'completeSection ✗ 500', ...SAVED(area)];

export const BROWSER_WALKS: readonly BrowserWalk[] = [
  {
    name: 'PF: sign-up with every form move and cut calls, the whole wizard with back, forward and the stepper, then the status',
    brand: 'aurora',
    personType: 'F',
    labels: [
      'resolvePartner ✓ partner',
      // The landing is the server's page until the visitor picks (ADR 178): the URL tour starts once the app runs.
      ...['choose F', 'loadKnowledgeSources ✓ sources', 'lookupAdvisor ✗ 404', 'route /novo-cadastro', 'cancel'],
      ...['route /continuar-cadastro', 'route /continuar-cadastro', 'cancel continue', 'route /cadastrar/endereco'],
      ...['route /documentos-pendentes-envio', 'route /documentos-pendentes-concluido', 'route /recuperar-senha'],
      ...['route /recuperar-senha', 'route /coordenacao-oferta', 'route /coordenacao-oferta', `route ${LINK}`, 'route /'],
      ...['choose F', 'loadKnowledgeSources ✗ 500', 'retry', 'loadKnowledgeSources ✓ sources', 'submit invalid', ...SEND_CUT],
      ...['submit valid', 'startSignUp ✓ code sent', 'edit document', 'submit valid', 'startSignUp ✓ code sent'],
      ...['code', 'retry progress', 'continueSignup ✓ resume F0', 'loadCompleteness ✓ nothing complete'],
      ...['route /cadastrar/', 'route /cadastrar/endereco', 'loadCompleteness ✓ nothing complete'],
      ...SAVED('address'),
      ...['back', 'forward', 'documents ✓ sent', 'route /novo-cadastro'],
      ...SAVE_CUT('complementaryData'),
      ...['back', 'back', 'forward', 'forward', 'set 1', 'set 3', 'reset', 'set 3'],
      ...SAVED('bankAccounts'),
      ...['back', 'forward', 'suitability ✓ profiled', 'back', 'forward', 'set 2', 'set 4', 'forward'],
      ...['agreements ✓ signed', 'finish ✓ finalized'],
      ...['route /cadastrar/endereco', 'route /', 'continue', 'document', 'code', 'continueSignup ✓ ended analyzing'],
    ],
  },
  {
    name: 'PJ: sign-up on the partner brand with a cut send, file read and address save, the whole wizard with back and forward, continued from the landing',
    brand: 'bravo',
    personType: 'J',
    labels: [
      'resolvePartner ✓ partner',
      ...['choose J', 'loadKnowledgeSources ✓ sources', 'lookupAdvisor ✗ 404', ...SIGN_UP.slice(0, 1), ...SEND_CUT],
      ...['submit invalid', ...SIGN_UP.slice(1), 'code', 'continueSignup ✓ resume J0', 'loadCompleteness ✗ 500'],
      ...SAVE_CUT('address'),
      ...['back', 'forward'],
      ...SAVED('complementaryData'),
      ...['back', 'forward', 'documents ✓ sent', 'back', 'forward', 'set 1', 'set 3'],
      ...['route /', 'continue', 'document', 'edit document', 'document', 'code', 'retry progress'],
      ...['continueSignup ✓ resume J3', 'loadCompleteness ✓ nothing complete'],
      ...SAVED('bankAccounts'),
      ...['suitability ✓ profiled', 'agreements ✓ signed', 'finish ✓ finalized'],
    ],
  },
  { name: 'an unknown brand host: the no-partner page', brand: 'unknown', personType: null, labels: ['resolvePartner ✗ network'] },
  ...RESUME_WALKS,
];

/** One step of a walk as the browser replays it: the label, the screen the model expects after it, the transitions. */
export type BrowserStep = { label: string; expected: Expected; snapshot: AnyMachineSnapshot; transitions: string[] };

/** The steps of a walk on the model; throws naming the first label the machine no longer takes. */
export function walkSteps(walk: BrowserWalk): BrowserStep[] {
  const walker = modelWalker(onboardingModel);
  try {
    return walker.walk(walk.labels).map((step) => ({ ...step, expected: expectedOf(step.snapshot) }));
  } catch (error) {
    throw new Error(`browser walk "${walk.name}": ${(error as Error).message}`);
  }
}
