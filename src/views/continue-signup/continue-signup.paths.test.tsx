import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type ContinueSignupEvent,
  type ContinueSignupResult,
  type ContinueSignupSnapshot,
  continueSignupMachine,
  selectContinueSignupView,
} from '../../../machines/continue-signup/index.ts';
import { STEP_ORDERS } from '../../../machines/onboarding/index.ts';
import { LAST_STEP_INDEX } from '../../../machines/onboarding/onboarding.steps.ts';
import { continueSignupModel } from '../../../test/model/continue-signup.model.ts';
import { type ChildFlowSuite, describeChildPaths } from '../../testing/child-path-replay.tsx';
import { control } from '../../testing/path-replay.tsx';

async function typeInto(user: UserEvent, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value) await user.type(field, value);
}

const suite: ChildFlowSuite = {
  model: continueSignupModel,
  id: 'continueSignup',
  machine: continueSignupMachine,
  url: '/continuar-cadastro',
  rootState: 'continueSignup',
  events: new Set(['document.submit', 'document.edit', 'code.submit', 'code.resend', 'progress.retry']),
  perform: async (user, e: EventObject) => {
    const event = e as ContinueSignupEvent;
    switch (event.type) {
      case 'document.submit':
        await user.click(await control(event.personType === 'F' ? 'Pessoa Física (CPF)' : 'Pessoa Jurídica (CNPJ)', 'radio'));
        await typeInto(user, event.personType === 'F' ? 'CPF' : 'CNPJ', event.document);
        return user.click(await control('Enviar código'));
      case 'code.submit':
        await typeInto(user, 'Código de 6 dígitos', event.code);
        return user.click(await control('Confirmar código'));
      case 'code.resend':
        return user.click(await control('Reenviar código'));
      case 'document.edit':
        return user.click(await control('Alterar documento'));
      case 'progress.retry':
        return user.click(await control('Tentar novamente'));
    }
  },
  expected: (snapshot: AnyMachineSnapshot) => {
    const view = selectContinueSignupView(snapshot as ContinueSignupSnapshot);
    // The messages of the form the step shows.
    const byStep = {
      document: [view.documentError, view.requestError],
      code: [view.notice, view.codeError, view.resendError],
      progress: [view.progressError],
      documentTaken: [] as (string | null)[],
    };
    const messages = byStep[view.step];
    return { attributes: { 'data-step': view.step }, messages: messages.filter((message): message is string => message !== null) };
  },
  // In progress, the wizard opens at the step the flow found (spec: resume at the first incomplete step); any other
  // outcome shows its own page (spec §4).
  after: (snapshot) => {
    const output = snapshot.output as ContinueSignupResult;
    if (output.outcome !== 'continue') return output.outcome;
    return STEP_ORDERS[output.personType][Math.min(output.stepIndex, LAST_STEP_INDEX)];
  },
};

await describeChildPaths('continue sign-up', 'continue-signup', suite);
