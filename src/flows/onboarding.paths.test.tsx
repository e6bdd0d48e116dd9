import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AnyMachineSnapshot, type AnyStateMachine, type EventObject, fromPromise } from 'xstate';
import { type BasicDataForm, Messages, type PersonType, RequestFailure } from '../../domain/index.ts';
import {
  type DataStep,
  type OnboardingEvent,
  type OnboardingInput,
  type OnboardingSnapshot,
  selectSignup,
  selectView,
  VIEW_KEYS,
} from '../../machines/onboarding/index.ts';
import { STEP_ACTORS } from '../../machines/onboarding/onboarding.steps.ts';
import { type FetchSectionInput, type PostSectionInput, SECTION_BODY_ERRORS } from '../../machines/section/index.ts';
import { machineGraph } from '../../test/model/lib/coverage.ts';
import { generatePaths, type ModelPath } from '../../test/model/lib/paths.ts';
import { transitionId } from '../../test/model/lib/replay.ts';
import { onboardingModel as model } from '../../test/model/onboarding.model.ts';
import {
  control,
  coveringPaths,
  deferredActors,
  eventKind,
  expectScreen,
  observable,
  recordTransitions,
  sendDirect,
  settleInvoke,
} from '../testing/path-replay.tsx';
import { renderApp } from '../testing/render-app.tsx';
import { STEP_FILLERS } from '../testing/step-fillers.ts';
import { preloadView } from './view-map.ts';

// The root machine's generated paths, replayed through the rendered app. Its child flows and step flows run as
// promises here (as in the model suite): the events their screens send are forwarded, and their own suites drive
// those screens. The data areas run as real section machines whose calls answer at once, so a data step's form can
// save before it completes the step.
// The data areas answer a save by themselves here (their posts answer at once): the path's `section.saved` is the
// app's own doing, and a refused post (`section.failed`) is driven by the views' own suites, not by these paths.
const SYSTEM_EVENTS = new Set(['session.expired', 'section.saved', 'section.failed']);
const AREA_ANSWERS = new Set(['section.saved', 'section.failed']);
// A data step saving waits for its areas: the app's areas answer before the screen could be compared.
const isSaving = (snapshot: AnyMachineSnapshot) => (snapshot.context as { savingAreas: readonly string[] }).savingAreas.length > 0;

type Transition = { actions: readonly unknown[] };
const actionName = (action: unknown) => (typeof action === 'string' ? action : (action as { type?: string } | null)?.type);
// A transition that only passes the event on to the child flow running in that state.
const isForwarding = (transition: Transition) => transition.actions.some((action) => /^forwardTo/.test(actionName(action) ?? ''));
const forwards = (snapshot: AnyMachineSnapshot, event: EventObject) => {
  const taken = model.machine.getTransitionData(snapshot, event) as Transition[];
  return taken.length > 0 && taken.every(isForwarding);
};

const LABELS: Record<PersonType, { name: string; document: string; birthDate: string }> = {
  F: { name: 'Nome completo', document: 'CPF', birthDate: 'Data de nascimento' },
  J: { name: 'Razão social', document: 'CNPJ', birthDate: 'Data de abertura' },
};

async function typeInto(user: UserEvent, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value) await user.type(field, value);
}

// The sign-up form filled field by field, as a customer would, then submitted.
async function submitSignup(user: UserEvent, form: BasicDataForm, personType: PersonType) {
  const labels = LABELS[personType];
  await typeInto(user, labels.name, form.name);
  await typeInto(user, labels.document, form.document);
  await typeInto(user, labels.birthDate, form.birthDate);
  await typeInto(user, 'E-mail', form.email);
  await typeInto(user, 'Confirmação de e-mail', form.emailConfirmation);
  await typeInto(user, 'Celular', form.phone);
  await typeInto(user, 'Confirmação de celular', form.phoneConfirmation);
  await user.selectOptions(screen.getByLabelText('Como você nos conheceu?'), form.knowledgeId);
  await user.click(await control('Criar minha conta'));
}

type App = ReturnType<typeof renderApp>;

// Whether a save's bodies pass the areas' checks (the model's valid save), as the machine's guard decides.
const BODY_ERRORS = SECTION_BODY_ERRORS as Record<string, (body: unknown) => object>;
const isValidSave = (event: OnboardingEvent) =>
  event.type === 'step.save' && Object.entries(event.bodies).every(([area, body]) => Object.keys(BODY_ERRORS[area](body)).length === 0);

// Each user event of the root as the interaction that causes it.
async function perform(user: UserEvent, app: App, event: OnboardingEvent) {
  const click = async (name: string | RegExp) => user.click(await control(name));
  // The landing's choices are links (its page works without scripts); in the app a click sends the event.
  const follow = async (name: string | RegExp) => user.click(await control(name, 'link'));
  // The stepper's steps in order; only those the customer may open are buttons.
  const clickStep = async (index: number) => {
    const items = screen.getByRole('navigation', { name: 'Etapas do cadastro' }).querySelectorAll('li');
    const step = items[index] ? within(items[index]).queryByRole('button') : null;
    if (!step) throw new Error(`the stepper offers no step ${index}`);
    return user.click(step);
  };
  switch (event.type) {
    case 'route.changed':
      return act(() => app.navigate(event.path));
    case 'personType.choose':
      return follow(event.personType === 'F' ? /Pessoa Física/ : /Pessoa Jurídica/);
    case 'continue.start':
      return follow('Já comecei meu cadastro');
    case 'continue.cancel':
      return click('Voltar ao início');
    case 'signup.retry':
      return click('Tentar novamente');
    case 'signup.cancel':
      // From the sign-up's code screen, "Voltar ao início"; from the form, "Voltar".
      return click(selectSignup(app.actor.getSnapshot())?.verifying ? 'Voltar ao início' : 'Voltar');
    case 'step.back':
      return click('Voltar');
    case 'document.edit':
      return click('Corrigir dados');
    case 'signup.submit':
      return submitSignup(user, event.form, app.actor.getSnapshot().context.personType ?? 'F');
    case 'step.save': {
      // A valid save fills the step's forms as a customer would; an invalid one empties the form's first field.
      const fill = STEP_FILLERS[selectView(app.actor.getSnapshot()) as DataStep];
      if (fill && isValidSave(event)) await fill(user);
      else await user.clear(within(screen.getByRole('form')).getAllByRole('textbox')[0]);
      return click('Salvar e continuar');
    }
    // The stepper's next step is the move forward, its first step (from a later one) the reset.
    case 'step.forward':
      return clickStep(app.actor.getSnapshot().context.stepIndex + 1);
    case 'step.reset':
      return clickStep(0);
    case 'step.set':
      return clickStep(event.index);
    default:
      throw new Error(`no interaction for the user event "${event.type}"`);
  }
}

// What the path's state says the screen shows: its view, and on the sign-up its field and submit messages.
function expected(snapshot: AnyMachineSnapshot) {
  const state = snapshot as OnboardingSnapshot;
  const signup = selectSignup(state);
  const messages = signup ? [...Object.values(signup.errors), signup.submitError].filter((m): m is string => Boolean(m)) : [];
  return { view: selectView(state), messages };
}

const generated = generatePaths(model);
const userTransitions = new Set(
  machineGraph(model.machine)
    .edges.filter((edge) => !edge.eventType.startsWith('xstate.') && !SYSTEM_EVENTS.has(edge.eventType) && !isForwarding(edge.transition))
    .map((edge) => transitionId(edge.transition)),
);
// The fewest paths that take every transition with a user event, plus the longest few for journeys end to end.
const covering = await coveringPaths(model, generated.paths, userTransitions);
const longest = generated.paths
  .filter((path) => !covering.includes(path))
  .sort((a, b) => b.weight - a.weight)
  .slice(0, 3);
const chosen = [...covering, ...longest].filter((path) => !path.steps.some((step) => step.event?.type === 'section.failed'));
const driven = new Set<string>();
const counts = { steps: 0, delegated: 0 };

// The data areas' section machines, answering at once: nothing saved yet (the address: 404), every post accepted.
const SECTION_SRCS = Object.keys(model.actors).filter((src) => src.endsWith('Section') && src !== 'completeSection');
const sectionCalls = {
  fetchSection: fromPromise<unknown, FetchSectionInput>(async ({ input }) => {
    if (input.section === 'address') throw new RequestFailure(404, Messages.notFound);
    return null;
  }),
  postSection: fromPromise<unknown, PostSectionInput<unknown>>(async () => null),
};
const sectionMachines = Object.fromEntries(
  SECTION_SRCS.map((src) => [src, (STEP_ACTORS as unknown as Record<string, AnyStateMachine>)[src].provide({ actors: sectionCalls })]),
);

async function drivePath(path: ModelPath) {
  const { actors, pending } = deferredActors(Object.keys(model.actors).filter((src) => !SECTION_SRCS.includes(src)));
  const machine = model.machine.provide({ actors: { ...actors, ...sectionMachines }, actions: { redirectToPartner: () => undefined } });
  const input = model.input as OnboardingInput;
  const app = renderApp({ machine, path: input.path, search: input.search, host: input.host, today: input.today, now: input.now });
  const recording = recordTransitions(app.actor.system, (actor) => actor === app.actor, driven);
  const user = userEvent.setup();
  const check = async (index: number) => {
    const state = path.steps[index].state;
    if (isSaving(state)) return;
    const where = `step ${index} of ${path.description || '(initial state)'}`;
    const { view, messages } = expected(state);
    await expectScreen(view, messages, where);
    // A step the view completes after its own calls (a data step saves its sections first) settles a little later.
    await waitFor(() => expect(observable(model, app.actor.getSnapshot() as AnyMachineSnapshot), where).toBe(observable(model, state)));
  };
  try {
    await check(0);
    for (let i = 1; i < path.steps.length; i++) {
      const event = path.steps[i].event as EventObject;
      const kind = eventKind(event);
      if (AREA_ANSWERS.has(event.type)) {
        // Answered by the app's own areas already (see SYSTEM_EVENTS).
      } else if (kind === 'invoke') await settleInvoke(pending, event);
      else if (kind === 'delay' || SYSTEM_EVENTS.has(event.type)) await sendDirect(app.actor, event);
      else if (forwards(app.actor.getSnapshot() as AnyMachineSnapshot, event)) {
        counts.delegated++;
        await sendDirect(app.actor, event);
      } else await perform(user, app, event as OnboardingEvent);
      counts.steps++;
      await check(i);
    }
  } finally {
    recording.unsubscribe();
    app.actor.stop();
    // A focused masked input polls its selection until blur: blurred first, no timer outlives the path.
    (document.activeElement as HTMLElement | null)?.blur?.();
    app.unmount();
  }
}

describe(`onboarding: generated paths through the rendered app (${chosen.length} of ${generated.paths.length} paths)`, () => {
  // The paths are about the machine's moves through the screens, not about loading them: every view is loaded
  // first, so a screen's first interaction never meets a view still loading (ADR 211; the views' own suites do).
  beforeAll(() => Promise.all(VIEW_KEYS.map(preloadView)), 30_000);
  afterAll(() => {
    console.log(
      `[paths:web] onboarding: drove ${chosen.length} of ${generated.paths.length} paths (${counts.steps} steps, ` +
        `${counts.delegated} child-flow events forwarded), ${[...userTransitions].filter((id) => driven.has(id)).length}/` +
        `${userTransitions.size} transitions with a user event taken through the UI`,
    );
  });

  test.each(chosen.map((path, i) => [`#${i + 1}: ${path.description}`, path] as const))(
    '%s',
    async (_, path) => {
      await drivePath(path);
    },
    20_000,
  );

  test('every transition with a user event was taken through the UI', () => {
    expect([...userTransitions].filter((id) => !driven.has(id))).toEqual([]);
  });
});
