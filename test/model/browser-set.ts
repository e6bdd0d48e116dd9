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

// The model opens at `/?assessor=101`. A walk whose lookup names the advisor opens so (the seeded database holds
// them); the others with an id the database does not hold, so the lookup answers 404 (`lookupAdvisor ✗ 404`) and the
// link is dropped, as the model's own paths do.
// A missing-documents link whose code no file was sent (the model's own): the flow opens and says so.
const LINK = `/documentos-pendentes/${AUTH_CODE}`;
const SIGN_UP = ['submit invalid', 'submit valid', 'startSignUp ✓ code sent'];
const SAVED = (area: string) => ['save', `${area} saved`, 'completeSection ✓ completed'];
// A cut connection (the browser drops the call once; the next reaches the real server): the sign-up's send, and a
// data step's save cut at the area, then at the step's completion, then saved.
const SEND_CUT = ['submit valid', 'startSignUp ✗ network'];
const SAVE_CUT = (area: string) => ['save', `${area} refused`, 'save', `${area} saved`, 'completeSection ✗ 500', ...SAVED(area)];
// The file read again as a step's URL reopens the wizard: PF's at Conclusão, every section complete. PJ's, after its
// first three steps, has only those complete, which neither of the model's reads says: under 'all complete' the PJ
// walk then makes only moves its screen offers too (back, and the stepper to a step before the first incomplete).
const ALL_READ = 'loadCompleteness ✓ all complete';

export const BROWSER_WALKS: readonly BrowserWalk[] = [
  {
    name: 'PF: sign-up with every form move and cut calls, the whole wizard with back, forward, the stepper and its URLs, then the status',
    brand: 'aurora',
    personType: 'F',
    labels: [
      'resolvePartner ✓ partner',
      // The landing is the server's page until the visitor picks (ADR 178): the URL tour starts once the app runs.
      ...['choose F', 'loadKnowledgeSources ✓ sources', 'lookupAdvisor ✗ 404', 'route /novo-cadastro', 'cancel'],
      ...['route /continuar-cadastro', 'route /continuar-cadastro', 'cancel continue', 'route /cadastrar/endereco'],
      ...['route /documentos-pendentes-envio', 'route /documentos-pendentes-concluido', 'route /recuperar-senha'],
      ...['route /recuperar-senha', 'route /coordenacao-oferta', 'route /coordenacao-oferta', `route ${LINK}`],
      ...['route /documentos-pendentes-envio', 'route /'],
      ...['choose F', 'loadKnowledgeSources ✗ 500', 'retry', 'loadKnowledgeSources ✓ sources', 'submit invalid', ...SEND_CUT],
      ...['submit valid', 'startSignUp ✓ code sent', 'edit document', 'submit valid', 'startSignUp ✓ code sent'],
      ...['code', 'retry progress', 'continueSignup ✓ resume F0', 'loadCompleteness ✓ nothing complete'],
      ...['route /cadastrar/', 'route /cadastrar/endereco', 'loadCompleteness ✓ nothing complete', 'set 0', 'route /cadastrar/endereco'],
      ...SAVED('address'),
      ...['back', 'forward', 'documents ✓ sent', 'route /novo-cadastro'],
      ...SAVE_CUT('complementaryData'),
      ...['back', 'back', 'forward', 'forward', 'set 1', 'set 3', 'reset', 'set 3'],
      ...SAVE_CUT('bankAccounts'),
      ...['back', 'forward', 'suitability ✓ profiled', 'back', 'forward', 'set 2', 'set 4', 'forward'],
      // Conclusão sends the file as it opens: until the last visit, its sending is cut (the file stays open to edit).
      // A step's URL opens the wizard again, which reads the file again.
      ...['agreements ✓ signed', 'route /cadastrar/termos-e-assinatura', ALL_READ, 'route /cadastrar/pdf'],
      ...['route /cadastrar/termos-e-assinatura', 'route /cadastrar/suitability', ALL_READ, 'route /cadastrar/envio-de-documentos'],
      ...[ALL_READ, 'route /cadastrar/identificacao', ALL_READ, 'route /cadastrar/documentos', ALL_READ, 'set 5', 'set 3', 'set 6'],
      ...['route /', 'route /cadastrar/concluido', ALL_READ, 'back', 'forward', 'finish ✓ finalized'],
      ...['route /cadastrar/endereco', 'route /', 'continue', 'document', 'resend code', 'code', 'continueSignup ✓ ended analyzing'],
    ],
  },
  {
    name: "PJ: sign-up on the partner brand from an advisor's link with a cut send and a resent code, the whole wizard with cut saves, an expired session, continued from the landing",
    brand: 'bravo',
    personType: 'J',
    labels: [
      'resolvePartner ✓ partner',
      // The sign-up link names a seeded advisor: looked up once, then named again on the form's next visit.
      ...['choose J', 'loadKnowledgeSources ✓ sources', 'lookupAdvisor ✓ named', 'cancel', 'route /novo-cadastro'],
      ...['loadKnowledgeSources ✓ sources', ...SIGN_UP.slice(0, 1), ...SEND_CUT],
      ...['submit invalid', ...SIGN_UP.slice(1), 'resend code', 'code', 'continueSignup ✓ resume J0', 'loadCompleteness ✗ 500'],
      ...SAVE_CUT('address'),
      ...['back', 'forward'],
      ...SAVE_CUT('complementaryData'),
      ...['back', 'forward', 'documents ✓ sent', 'back', 'forward', 'set 1', 'set 3', 'route /cadastrar/envio-de-documentos'],
      ...[ALL_READ, 'route /cadastrar/identificacao', ALL_READ, 'reset', 'set 2'],
      // The session ends in another tab (a password reset ends every other session, ADR 192): the next call is refused.
      ...['back', 'session expired', 'continue', 'document', 'edit document', 'document', 'code', 'retry progress'],
      ...['continueSignup ✓ resume J3', 'loadCompleteness ✓ nothing complete'],
      ...SAVED('bankAccounts'),
      ...['route /cadastrar/documentos', 'route /cadastrar/suitability', 'loadCompleteness ✓ nothing complete'],
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
