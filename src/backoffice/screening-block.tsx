import { useActorRef, useSelector } from '@xstate/react';
import type { screeningMachine } from '../../machines/backoffice/screening.machine.ts';
import { selectScreening } from '../../machines/backoffice/screening.selectors.ts';
import type { ScreeningView } from '../../machines/backoffice/screening.types.ts';
import { Button } from '../components/button.tsx';
import { useBackofficeActor } from './backoffice-context.tsx';
import { SCREENING_STATUS_LABELS, ScreeningPanel } from './screening-panel.tsx';

type ScreeningLogic = typeof screeningMachine;

/**
 * Runs the screening block of the open application: the screening statechart as the back office was bound (its calls
 * go through the back office's client, ADR 212), started for `clientId`. Returns its view model and its `send`.
 */
export function useScreening(clientId: number) {
  const logic = (useBackofficeActor().logic.implementations.actors as Record<string, unknown>).screening as ScreeningLogic;
  const actor = useActorRef(logic, { input: { clientId } });
  return { view: useSelector(actor, selectScreening), send: actor.send };
}

/** The screening result for the summary strip, in pt-BR. */
export function screeningChip(view: ScreeningView): string {
  if (view.step === 'loading') return 'Carregando…';
  if (view.step === 'failed') return 'Não carregada';
  const latest = view.screening?.Latest;
  return latest ? SCREENING_STATUS_LABELS[latest.Status] : 'Ainda não triado';
}

/** The file page's "Triagem" block: the panel on the machine's view model; a failed load offers a retry. */
export function ScreeningBlock({ screening }: { screening: ReturnType<typeof useScreening> }) {
  const { view, send } = screening;
  return (
    <>
      <ScreeningPanel
        screening={view.screening}
        busy={view.busy}
        error={view.error}
        canReview
        onRescreen={() => send({ type: 'screening.rescreen' })}
        onReview={(hitId, review) => send({ type: 'screening.review', hitId, review })}
      />
      {view.step === 'failed' ? (
        <div>
          <Button variant="secondary" onClick={() => send({ type: 'screening.retry' })}>
            Carregar a triagem de novo
          </Button>
        </div>
      ) : null}
    </>
  );
}
