import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { CodeMessages, type ContinueTokenSent } from '../../domain/api/auth.ts';
import { selectPartner } from '../../machines/onboarding/index.ts';
import { selectContinueSignup } from '../../machines/onboarding/onboarding.child-selectors.ts';
import { deferred, fakeCalls, renderApp, startJourney } from '../testing/render-app.tsx';
import { OnboardingProvider, useOnboarding } from './onboarding-context.tsx';

const SENT: ContinueTokenSent = { Message: CodeMessages.codeSent, ExpiresInSeconds: 600 };

function continueFlow() {
  const sent = deferred<ContinueTokenSent>();
  return { sent, calls: fakeCalls({ requestContinueCode: () => sent.promise }) };
}

// The journey started on the continue sign-up page, outside the app's views.
const continueActor = (calls: ReturnType<typeof continueFlow>['calls']) => startJourney({ calls, path: '/continuar-cadastro' });

// Render counters of the two probes below.
const renders = { partner: 0, flow: 0 };

function PartnerProbe() {
  renders.partner++;
  return <p>{useOnboarding(selectPartner)?.name}</p>;
}

// The flow probe's selector, counted: one stable function, as views pass them.
const flowSelections = vi.fn(selectContinueSignup);

function FlowProbe() {
  renders.flow++;
  const flow = useOnboarding(flowSelections);
  return (
    <p data-testid="step" aria-busy={flow?.busy}>
      {flow?.step}
    </p>
  );
}

// Moves the flow during its first render: a change between a view's first read and its subscription (React
// subscribes after the commit; the app's first render can wait that long while the step's data arrive).
function ChangesBeforeSubscribing({ change }: { change: () => void }) {
  const flow = useOnboarding(flowSelections);
  const changed = useRef(false);
  if (!changed.current) {
    changed.current = true;
    change();
  }
  return <p data-testid="late" aria-busy={flow?.busy} />;
}

describe('useOnboarding', () => {
  test('a screen that reads a child flow follows it although the root emits no snapshot for the change', async () => {
    const user = userEvent.setup();
    const { sent, calls } = continueFlow();
    const { actor } = renderApp({ path: '/continuar-cadastro', calls });
    await user.type(await screen.findByLabelText('CPF'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const rootEmits = vi.fn();
    const subscription = actor.subscribe(rootEmits);
    await act(async () => sent.resolve(SENT));
    subscription.unsubscribe();
    // Only the child moved (requesting → code): the root's own observers heard nothing.
    expect(rootEmits).not.toHaveBeenCalled();
    expect(await screen.findByLabelText('Código de 6 dígitos')).toBeTruthy();
  });

  test('a component re-renders only when the value it selects changes', async () => {
    const { sent, calls } = continueFlow();
    const actor = continueActor(calls);
    renders.partner = 0;
    renders.flow = 0;
    render(
      <OnboardingProvider actor={actor}>
        <PartnerProbe />
        <FlowProbe />
      </OnboardingProvider>,
    );
    expect(await screen.findByText('Bravo Capital')).toBeTruthy();
    expect(screen.getByTestId('step').textContent).toBe('document');
    const before = { ...renders };
    act(() => actor.send({ type: 'document.submit', personType: 'F', document: '529.982.247-25' }));
    await act(async () => sent.resolve(SENT));
    expect(screen.getByTestId('step').textContent).toBe('code');
    expect(renders.partner).toBe(before.partner);
    expect(renders.flow).toBeGreaterThan(before.flow);
    actor.stop();
  });

  test('a burst of snapshots from one event is selected once, and the render reads that selection again', async () => {
    const { calls } = continueFlow();
    const actor = continueActor(calls);
    render(
      <OnboardingProvider actor={actor}>
        <FlowProbe />
      </OnboardingProvider>,
    );
    expect(await screen.findByTestId('step')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId('step').textContent).toBe('document'));
    const snapshots = vi.fn();
    const inspection = actor.system.inspect((event) => event.type === '@xstate.snapshot' && snapshots());
    flowSelections.mockClear();
    // The submit moves the child flow and starts its call: several snapshots, one step the view shows.
    await act(async () => actor.send({ type: 'document.submit', personType: 'F', document: '529.982.247-25' }));
    inspection.unsubscribe();
    expect(snapshots.mock.calls.length).toBeGreaterThan(1);
    // The view follows the burst (its call is under way), from the one selection made for it.
    expect(screen.getByTestId('step').getAttribute('aria-busy')).toBe('true');
    expect(flowSelections).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  test("a change between a view's first read and its subscription is not lost", async () => {
    const { calls } = continueFlow();
    const actor = continueActor(calls);
    await vi.waitFor(() => expect(selectContinueSignup(actor.getSnapshot())?.step).toBe('document'));
    render(
      <OnboardingProvider actor={actor}>
        <ChangesBeforeSubscribing change={() => actor.send({ type: 'document.submit', personType: 'F', document: '529.982.247-25' })} />
      </OnboardingProvider>,
    );
    await vi.waitFor(() => expect(screen.getByTestId('late').getAttribute('aria-busy')).toBe('true'));
    actor.stop();
  });
});
