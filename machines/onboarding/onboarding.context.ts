import type { CodeSent } from '../../domain/api/auth.ts';
import { decodeAccessToken } from '../../domain/auth.ts';
import { type BasicDataBody, type BasicDataForm, type FormErrors, validateBasicDataForm } from '../../domain/basic-data.ts';
import { type PersonType, WEB_CHANNEL_ID } from '../../domain/constants.ts';
import { parseIsoDate } from '../../domain/iso-date.ts';
import type { KnowledgeSource } from '../../domain/knowledge.ts';
import type { AdvisorName } from '../../domain/lookups.ts';
import { DEFAULT_ERROR } from '../../domain/messages.landing.ts';
import { type Partner, registerUrlFromHost } from '../../domain/partner.ts';
import { RequestFailure, userMessage } from '../../domain/request-failure.ts';
import { toBasicDataBody } from '../../domain/signup.ts';
import { positiveIntParam } from './onboarding.routing.ts';
import { LAST_STEP_INDEX } from './onboarding.steps.ts';
import type { Auth, OnboardingInput, PersistedSlice } from './onboarding.types.ts';

/** The new sign-up form as the machine keeps it: what was last submitted and what is wrong with it. */
export type SignupState = {
  values: BasicDataForm | null;
  errors: FormErrors<BasicDataForm>;
  submitError: string | null;
  /** The wire body of the form last accepted, which the sign-up call sends; null otherwise. */
  body: BasicDataBody | null;
  /** The server's answer once it emailed the code that proves the email (ADR 196); null before. */
  codeSent: CodeSent | null;
};

/** Context of the root machine. */
export type OnboardingContext = {
  host: string;
  /** ISO day used by form validation. */
  today: string;
  /** The path to route once the partner is known (the initial URL, or the last one typed while loading). */
  pendingPath: string;
  partner: Partner | null;
  personType: PersonType | null;
  auth: Auth | null;
  channelId: number;
  /** Advisor id carried by the sign-up link (`?assessor=`, ADR 140); forgotten when the lookup does not name it. */
  advisorLink: number | null;
  /** The link's advisor as the public lookup named it; only a confirmed advisor is sent with the sign-up. */
  advisor: AdvisorName | null;
  /** What the screen shown was opened with (a save, an expired session), for the notification. */
  notice: Notice | null;
  stepIndex: number;
  movedBack: boolean;
  knowledgeSources: KnowledgeSource[];
  signup: SignupState;
  /** Registration URL of the partner the customer belongs to (otherPartner outcome). */
  redirectUrl: string | null;
  /** That partner's name, to say where the file is (ADR 224). */
  redirectName: string | null;
  /** The code of the missing-documents link being served (`/documentos-pendentes/:authCode`); never persisted. */
  linkCode: string;
  /** Why marking the current data step complete failed (spec §8 message), shown until it is tried again. */
  stepError: string | null;
  /** What the server said the step lacks (its 409's `Errors`), shown beside `stepError` and at the lists they name. */
  stepRefusals: readonly string[];
  /** The areas of the step being saved that have not answered yet. */
  savingAreas: readonly string[];
  /** How many saves of a step were refused (an area's errors): the view focuses the first field to fix on each. */
  saveRejections: number;
  /**
   * The sections the server calls complete (section ids): read as the wizard opens, and each one the server accepted
   * since. The stepper marks only these steps done, and the wizard moves forward only over them.
   */
  completedSections: readonly number[];
  /** The file is still being read as the wizard opened: until it answers, no step counts as complete. */
  readingCompleteness: boolean;
  /** The sign-up was finalized in this session: its steps are frozen (a step's URL shows "em análise"). */
  submitted: boolean;
};

/**
 * What the screen shown was opened with, for the app's notification (ADR 141): a data step's save moved the
 * wizard on, or a 401 ended the session. Cleared as that screen is left.
 */
export type Notice = 'saved' | 'sessionExpired';

/** A sign-up form with nothing submitted yet. */
export const EMPTY_SIGNUP: SignupState = { values: null, errors: {}, submitError: null, body: null, codeSent: null };

/** The customer a token stands for (ClientId and UserId decoded, spec §3), or undefined when it cannot be read. */
export function authFromToken(accessToken: string): Auth | undefined {
  const claims = decodeAccessToken(accessToken);
  return claims && { accessToken, clientId: claims.ClientId, userId: claims.UserId };
}

const isPersonType = (value: unknown): value is PersonType => value === 'F' || value === 'J';

/**
 * The session a persisted slice restores at `now`: auth, person type and step when its token reads and has not
 * expired; otherwise only the person type survives (an expired or unreadable token is dropped).
 */
export function restoreSession(
  persisted: PersistedSlice | null,
  now: number,
): Pick<OnboardingContext, 'auth' | 'personType' | 'stepIndex'> {
  const personType = isPersonType(persisted?.personType) ? persisted.personType : null;
  const claims = persisted?.accessToken ? decodeAccessToken(persisted.accessToken) : undefined;
  const tokenType = isPersonType(claims?.PersonType) ? claims.PersonType : personType;
  const alive = claims !== undefined && typeof claims.exp === 'number' && claims.exp * 1000 > now;
  if (!persisted?.accessToken || !alive || tokenType === null) return { auth: null, personType, stepIndex: 0 };
  const step = Number.isInteger(persisted.stepIndex) ? Math.min(Math.max(persisted.stepIndex, 0), LAST_STEP_INDEX) : 0;
  return { auth: authFromToken(persisted.accessToken) ?? null, personType: tokenType, stepIndex: step };
}

/** The query value of each account type in the landing's links to the sign-up form (`/novo-cadastro?tipo=pf`). */
export const PERSON_TYPE_PARAM: Readonly<Record<PersonType, string>> = { F: 'pf', J: 'pj' };

// The account type a link to the sign-up form names, if any.
function personTypeOfLink(path: string, search: string): PersonType | null {
  if (path.replace(/\/+$/, '') !== '/novo-cadastro') return null;
  const value = new URLSearchParams(search).get('tipo');
  return (Object.keys(PERSON_TYPE_PARAM) as PersonType[]).find((type) => PERSON_TYPE_PARAM[type] === value) ?? null;
}

// Storage can be edited by hand: only a positive integer is a channel.
const persistedChannel = (persisted: PersistedSlice | null) =>
  persisted && Number.isInteger(persisted.channelId) && persisted.channelId > 0 ? persisted.channelId : null;

/** The context a machine starts with: the input's session restored, channel and advisor read from the link. */
export function createInitialContext(input: OnboardingInput): OnboardingContext {
  if (!parseIsoDate(input.today)) throw new Error(`OnboardingInput.today must be an ISO day (YYYY-MM-DD), got "${input.today}"`);
  const session = restoreSession(input.persisted, input.now);
  // The landing's links name the account type (`/novo-cadastro?tipo=pf`): a visitor arrives with it chosen.
  const linkType = session.auth === null ? personTypeOfLink(input.path, input.search) : null;
  return {
    host: input.host,
    today: input.today,
    pendingPath: input.path,
    partner: null,
    ...session,
    personType: linkType ?? session.personType,
    channelId: positiveIntParam(input.search, 'canal') ?? persistedChannel(input.persisted) ?? WEB_CHANNEL_ID,
    advisorLink: positiveIntParam(input.search, 'assessor'),
    advisor: null,
    notice: null,
    movedBack: false,
    knowledgeSources: [],
    signup: EMPTY_SIGNUP,
    redirectUrl: null,
    redirectName: null,
    linkCode: '',
    stepError: null,
    stepRefusals: [],
    savingAreas: [],
    saveRejections: 0,
    completedSections: [],
    readingCompleteness: true,
    submitted: false,
  };
}

/** The form's problems for the chosen person type on the context's day (spec §5; empty when it can be sent). */
export function signupFormErrors(context: OnboardingContext, form: BasicDataForm): FormErrors<BasicDataForm> {
  // Both are guaranteed by the machine: newSignup needs a person type, the context a valid day.
  return validateBasicDataForm(form, context.personType!, parseIsoDate(context.today)!);
}

/** Body of POST /api/client/basic-data for a valid form (RegisterUrl from the host, channel and advisor rules). */
export function signupBody(context: OnboardingContext, form: BasicDataForm): BasicDataBody {
  return toBasicDataBody(form, {
    personType: context.personType!,
    partner: context.partner!,
    registerUrl: registerUrlFromHost(context.host),
    channelId: context.channelId,
    knowledgeSources: context.knowledgeSources,
    // Only an advisor the lookup named: an unknown link must not make the sign-up fail (ADR 140).
    linkAdvisorId: context.advisor?.Id ?? null,
  });
}

// Wire field of POST /api/client/basic-data → the form field that shows its message.
const FORM_FIELD_OF: Readonly<Record<string, keyof BasicDataForm>> = {
  CpfCnpj: 'document',
  BirthDate: 'birthDate',
  Email: 'email',
  MobilePhonePrefix: 'phone',
  MobilePhoneNumber: 'phone',
  Name: 'name',
  KnowledgeId: 'knowledgeId',
};

/** Field messages of a failed call (a 400's `Errors`), keyed by the form fields that show them. */
function formErrorsOfFailure(error: unknown): FormErrors<BasicDataForm> {
  const errors: FormErrors<BasicDataForm> = {};
  if (!(error instanceof RequestFailure)) return errors;
  for (const [wire, messages] of Object.entries(error.fieldErrors)) {
    const field = FORM_FIELD_OF[wire];
    if (field && messages[0] && !errors[field]) errors[field] = messages[0];
  }
  return errors;
}

/** The sign-up state after a failed sign-up call: values kept, the message to show and the fields it names. */
export function failedSignup(signup: SignupState, error: unknown): SignupState {
  return { ...EMPTY_SIGNUP, values: signup.values, errors: formErrorsOfFailure(error), submitError: userMessage(error, DEFAULT_ERROR) };
}

/** True when a failed sign-up refused the link's advisor (left or deactivated since the lookup named them). */
export function refusesAdvisor(error: unknown): boolean {
  return error instanceof RequestFailure && (error.fieldErrors.AdvisorId?.length ?? 0) > 0;
}

/** The document of the accepted form as it is sent (spec §5: stripped). */
export function submittedDocument(context: OnboardingContext): string {
  return context.signup.body?.CpfCnpj ?? '';
}
