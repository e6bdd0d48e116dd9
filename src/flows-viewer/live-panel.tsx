import type { LiveJourney } from '../../domain/flows-relay.ts';
import type { LiveSource } from './use-live-journeys.ts';

type Props = {
  journeys: LiveJourney[];
  source: LiveSource;
  machineId: string;
  followed: string | null;
  trails: string[];
  onFollow: (id: string | null) => void;
};

/** The journeys running now (any host through the relay), the one followed, its states and event log. */
export function LivePanel({ journeys, source, machineId, followed, trails, onFollow }: Props) {
  const journey = journeys.find((each) => each.id === followed);
  return (
    <div className="fluxos-live" data-testid="live-panel">
      <p className="fluxos-muted">
        {source === 'relay'
          ? 'Jornadas recebidas pelo servidor, de qualquer host que ele atende.'
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
              <input type="radio" name="journey" checked={each.id === followed} onChange={() => onFollow(each.id)} /> {each.host}
              {each.machines[machineId] ? '' : ' (fora desta máquina)'}
            </label>
          ))}
        </fieldset>
      )}
      {journey && (
        <>
          <p data-testid="live-state">
            {trails.length > 0 ? `Estado atual: ${trails.join(' | ')}` : 'A jornada seguida não está nesta máquina agora.'}
          </p>
          <h3>Registro de eventos</h3>
          {journey.events.length === 0 ? (
            <p>{source === 'relay' ? 'Nenhum evento ainda.' : 'Só o relay do servidor traz o registro de eventos.'}</p>
          ) : (
            <ol className="fluxos-log" data-testid="live-log">
              {journey.events.slice(-40).map((event, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a log's position is its identity (the same event may repeat)
                <li key={i}>{event.type}</li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}
