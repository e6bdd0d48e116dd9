import type { LiveJourney } from '../../domain/flows-relay.ts';
import type { LiveSource } from './use-live-journeys.ts';

type Props = {
  journeys: LiveJourney[];
  source: LiveSource;
  machineId: string;
  followed: string | null;
  trails: string[];
  onFollow: (id: string | null) => void;
  /** The event of the followed journey whose states the diagram shows (its index), or null for the states now. */
  inspected: number | null;
  onInspect: (index: number | null) => void;
};

const SHOWN_EVENTS = 40;
const time = (iso: string) => (iso ? new Date(iso).toLocaleTimeString('pt-BR') : '—');
const PERSON: Record<string, string> = { F: 'PF', J: 'PJ' };

/** Where a journey is now: the last active state of its first (root) machine (document order: the innermost), by name. */
function stepOf(journey: LiveJourney): string {
  const [root] = Object.values(journey.machines);
  return root?.at(-1)?.split('.').at(-1) ?? '—';
}

/** A journey as the list names it: brand host, person type, step and start time. */
export const journeyLabel = (journey: LiveJourney) =>
  `${journey.host} · ${journey.personType ? PERSON[journey.personType] : 'tipo não escolhido'} · ${stepOf(journey)} · desde ${time(journey.startedAt)}`;

/** The journeys running now (any host through the relay), the one followed, its states and its timeline of events. */
export function LivePanel({ journeys, source, machineId, followed, trails, onFollow, inspected, onInspect }: Props) {
  const journey = journeys.find((each) => each.id === followed);
  const first = journey ? Math.max(0, journey.events.length - SHOWN_EVENTS) : 0;
  return (
    <div className="fluxos-live" data-testid="live-panel">
      <p className="fluxos-muted">
        {source === 'relay'
          ? 'Jornadas recebidas pelo servidor, de qualquer host que ele atende; uma aba fechada sai da lista em segundos.'
          : source === 'connecting'
            ? 'Conectando ao servidor…'
            : 'O servidor não tem o relay de desenvolvimento: só jornadas abertas em outras abas deste navegador, neste host.'}
      </p>
      {journeys.length === 0 ? (
        <p data-testid="live-state">Nenhuma jornada aberta: abra o cadastro em outra aba (em qualquer host deste servidor).</p>
      ) : (
        <fieldset className="fluxos-journeys">
          <legend>Jornadas abertas ({journeys.length})</legend>
          {journeys.map((each) => (
            <label key={each.id}>
              <input type="radio" name="journey" checked={each.id === followed} onChange={() => onFollow(each.id)} /> {journeyLabel(each)}
              {each.machines[machineId] ? '' : ' (fora desta máquina)'}
            </label>
          ))}
        </fieldset>
      )}
      {journey && (
        <>
          <p data-testid="live-state">
            {inspected !== null && journey.events[inspected]
              ? `Após ${journey.events[inspected].type} (${time(journey.events[inspected].at)}): ${trails.join(' | ') || 'fora desta máquina'}`
              : trails.length > 0
                ? `Estado atual: ${trails.join(' | ')}`
                : 'A jornada seguida não está nesta máquina agora.'}
          </p>
          {inspected !== null && (
            <button type="button" onClick={() => onInspect(null)}>
              Voltar ao estado atual
            </button>
          )}
          <h3>Linha do tempo</h3>
          {journey.events.length === 0 ? (
            <p>
              {source === 'relay'
                ? journey.landing
                  ? 'Na página inicial (sem JavaScript): os eventos aparecem quando o visitante segue.'
                  : 'Nenhum evento ainda.'
                : 'Só o relay do servidor traz a linha do tempo.'}
            </p>
          ) : (
            <ol className="fluxos-log" data-testid="live-log" start={first + 1}>
              {journey.events.slice(first).map((event, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a log's position is its identity (the same event may repeat)
                <li key={first + i}>
                  <button type="button" aria-pressed={inspected === first + i} onClick={() => onInspect(first + i)}>
                    <span className="fluxos-muted">{time(event.at)}</span> {event.type}
                  </button>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}
