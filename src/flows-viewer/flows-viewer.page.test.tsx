import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANDING_STATES, type LiveJourney, type RelayMessage } from '../../domain/flows-relay.ts';
import { machines } from '../../machines/registry.ts';
import { machineGraph } from '../../scripts/flows/machine-graph.ts';
import type { Expected } from '../../test/model/lib/expected.ts';
import type { CoverageReport } from './coverage-data.ts';
import { FlowsViewerPage } from './flows-viewer.page.tsx';
import type { Drawn, Layout } from './layout/statechart-layout.ts';
import type { StreamSource } from './use-live-journeys.ts';

// ELK's real layout is covered by its own test and the e2e run: here every state gets a box in a column.
const columnLayout = async (graph: Drawn): Promise<Layout> => ({
  width: 400,
  height: graph.states.length * 50,
  handlers: [],
  states: graph.states.map((state, i) => ({
    state,
    x: state.path.length * 10,
    y: i * 50,
    width: 200,
    height: 40,
    depth: state.path.length - 1,
    handlers: [],
  })),
  edges: [],
  initials: new Set(),
  folded: graph.folded ?? new Map(),
});

function fakeStream() {
  const listeners = new Map<string, (event: MessageEvent) => void>();
  const stream: StreamSource = {
    addEventListener: ((type: string, listener: (event: MessageEvent) => void) =>
      listeners.set(type, listener)) as StreamSource['addEventListener'],
    close: () => undefined,
    onerror: null,
  };
  const send = (message: RelayMessage) => act(() => listeners.get(message.type)?.({ data: JSON.stringify(message) } as MessageEvent));
  const fail = () => act(() => stream.onerror?.(new Event('error')));
  return { open: () => stream, send, fail };
}

const continueSignup = machineGraph(machines['continue-signup']);
const idOf = (path: string) => continueSignup.states.find((state) => state.path.join('.') === path)!.id;
const report = (
  paths: string[],
  visits: number[][],
  more: { ids?: string[]; groups?: number[]; expected?: Expected[] } = {},
): CoverageReport => ({
  'continue-signup': {
    states: { total: continueSignup.states.length, covered: continueSignup.states.length, percent: 100 },
    transitions: { total: continueSignup.edges.length, covered: continueSignup.edges.length, percent: 100 },
    edges: { covered: continueSignup.edges.map((edge) => edge.id), missing: [] },
    paths: { list: paths, visits, ...more },
  },
});

function open(url: string, props: Partial<Parameters<typeof FlowsViewerPage>[0]> = {}) {
  window.history.replaceState(null, '', url);
  const stream = fakeStream();
  render(<FlowsViewerPage layout={columnLayout} openStream={stream.open} loadReport={async () => null} {...props} />);
  return stream;
}

const diagramState = (path: string) => screen.getByTestId('diagram').querySelector(`[data-state="${idOf(path)}"]`)!;

afterEach(() => window.history.replaceState(null, '', '/'));
// Keys and clicks without a timer between them: what the page shows after each is the same.
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

describe('the flow explorer page', () => {
  it('offers the machines as one select too (what a phone shows), which opens the machine chosen', async () => {
    open('/fluxos/continue-signup');
    const select = screen.getByRole('combobox', { name: 'Máquina' }) as HTMLSelectElement;
    expect(select.value).toBe('continue-signup');
    fireEvent.change(select, { target: { value: 'documents' } });
    await waitFor(() => expect(window.location.pathname).toBe('/fluxos/documents'));
    expect(screen.getByRole('button', { name: 'documents' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('combobox', { name: 'Máquina' }) as HTMLSelectElement).value).toBe('documents');
  });

  it('opens the machine and state a deep link names, and a clicked state changes the URL', async () => {
    open('/fluxos/continue-signup?estado=document');
    await waitFor(() => expect(diagramState('document').getAttribute('class')).toContain('is-selected'));
    const panel = screen.getByTestId('state-panel');
    expect(within(panel).getByRole('heading', { name: 'document' })).toBeTruthy();
    expect(panel.textContent).toContain('Transições de saída');
    expect(screen.getByRole('button', { name: 'continue-signup' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(diagramState('code'));
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toMatch(/^\/fluxos\/continue-signup\?estado=code&zoom=\d+$/),
    );
    expect(within(screen.getByTestId('state-panel')).getByRole('heading', { name: 'code' })).toBeTruthy();
    // By keyboard too.
    fireEvent.keyDown(diagramState('document'), { key: 'Enter' });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('estado')).toBe('document'));
  });

  it('pans the diagram with the arrow keys once it has focus', async () => {
    open('/fluxos/continue-signup');
    const diagram = screen.getByRole('figure', { name: 'Área do diagrama: as setas movem a vista' });
    const origin = () => (diagram.querySelector('svg')?.getAttribute('viewBox') ?? '0 0').split(' ').slice(0, 2).map(Number);
    // Opened fitted: the narrow drawing centred in the wider frame.
    await waitFor(() => expect(origin()[0]).toBeLessThan(0));
    const [x, y] = origin();
    diagram.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    const [x2, y2] = origin();
    expect(x2).toBeGreaterThan(x);
    expect(y2).toBeGreaterThan(y);
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(origin()).toEqual([x, y]);
  });

  it('ignores a deep link to an unknown machine or state', async () => {
    open('/fluxos/nope?estado=nowhere');
    await waitFor(() => expect(window.location.pathname).toBe('/fluxos/onboarding'));
    expect(screen.getByText(/Clique num estado do diagrama/)).toBeTruthy();
    expect(await screen.findByText('Cobertura indisponível: rode `npm run build` (ou `npm run test:model`).')).toBeTruthy();
  });

  it('searches states and events and selects what is picked, by mouse or by keyboard', async () => {
    open('/fluxos/continue-signup');
    const search = screen.getByRole('combobox', { name: 'Buscar estados e eventos' });
    await user.type(search, 'resend');
    const results = screen.getByRole('listbox', { name: 'Resultados da busca' });
    const options = within(results).getAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    expect(search.getAttribute('aria-expanded')).toBe('true');
    await user.click(options[0]);
    await waitFor(() => expect(window.location.search).toMatch(/^\?estado=code\.resend/));
    // A pick closes the list: it no longer covers the diagram.
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(search.getAttribute('aria-expanded')).toBe('false');

    // ↓ ↓ Enter picks the second hit; ↑ wraps to the last; Esc closes without picking.
    await user.clear(search);
    await user.type(search, 'resend');
    const texts = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(screen.getByRole('listbox')).getAllByRole('option')[1];
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(search.getAttribute('aria-activedescendant')).toBe(second.id);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    const picked = texts[1]!.replace(/^(estado|evento) /, '');
    await waitFor(() => expect(screen.getByTestId('state-panel').textContent).toContain(picked.split(' › ').at(-1)));
    await user.type(search, 'x{Backspace}');
    await user.keyboard('{ArrowUp}');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').at(-1)?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('Nada encontrado.')).toBeTruthy();
  });

  it('lists the generated paths through a state and steps through one on the diagram', async () => {
    const documentIndex = continueSignup.states.findIndex((state) => state.id === idOf('document'));
    const codeIndex = continueSignup.states.findIndex((state) => state.id === idOf('code'));
    const paths = ['empty CPF', 'CPF → requestContinueCode ✓ sent'];
    const ends: Expected[] = [
      { state: 'document', view: null, url: null, title: null, status: 'active' },
      { state: 'code.entry.idle | code.resend.coolingDown', view: 'code', url: '/continuar/codigo', title: null, status: 'active' },
    ];
    const loadReport = async () =>
      report(paths, [[documentIndex], [documentIndex, codeIndex]], { ids: ['0a1b2c3', '9f8e7d6'], groups: [1, 2], expected: ends });
    open('/fluxos/continue-signup?estado=code', { loadReport });
    await waitFor(() => expect(screen.getByText('1 caminho gerado passa por este estado.')).toBeTruthy());
    // Named by its ID as in the report (as `npm run paths` names it), with the group and the end QA checks.
    expect(screen.getByTestId('path-end').textContent).toBe(
      'Grupo 2 · termina em code.entry.idle | code.resend.coolingDown · tela code · URL /continuar/codigo',
    );
    expect(within(screen.getByTestId('state-panel')).getByText('paralelo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Caminho 9f8e7d6: CPF → requestContinueCode ✓ sent' }));
    const player = screen.getByTestId('walk-player');
    expect(player.textContent).toContain('Passo 0 de 2');
    await user.click(within(player).getByRole('button', { name: 'Próximo ▶' }));
    await user.click(within(player).getByRole('button', { name: 'Próximo ▶' }));
    expect(player.textContent).toContain('Passo 2 de 2: requestContinueCode ✓ sent');
    expect(diagramState('code').getAttribute('class')).toContain('is-current');
    expect(diagramState('document').getAttribute('class')).toContain('on-path');
    await user.click(within(player).getByRole('button', { name: 'Fechar caminho' }));
    expect(screen.queryByTestId('walk-player')).toBeNull();
    fireEvent.click(diagramState('document'));
    await waitFor(() => expect(screen.getByText('2 caminhos gerados passam por este estado.')).toBeTruthy());
  });

  it('simulates on the fakes: enabled events only, the log, undo and an export QA can replay', async () => {
    open('/fluxos/continue-signup');
    await user.click(screen.getByRole('tab', { name: 'Simulação' }));
    const simulation = screen.getByTestId('simulation');
    // At the document step no code can be sent yet.
    expect(within(simulation).queryByRole('button', { name: 'code' })).toBeNull();
    await user.click(within(simulation).getByRole('button', { name: 'alphanumeric CNPJ' }));
    await user.click(within(simulation).getByRole('button', { name: 'requestContinueCode ✓ sent' }));
    expect(
      within(screen.getByTestId('simulation-log'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['alphanumeric CNPJ', 'requestContinueCode ✓ sent']);
    expect(diagramState('code').getAttribute('class')).toMatch(/is-active|is-current/);
    const exported = JSON.parse(screen.getByTestId('exported-walk').textContent ?? '');
    expect(exported).toMatchObject({ machine: 'continue-signup', labels: ['alphanumeric CNPJ', 'requestContinueCode ✓ sent'] });
    expect(exported.expected.state).toBe('code.entry.idle | code.resend.coolingDown');
    expect(screen.getByTestId('simulation-context').textContent).toContain('"personType": "J"');

    await user.click(within(simulation).getByRole('button', { name: 'Desfazer' }));
    expect(within(screen.getByTestId('simulation-log')).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(simulation).getByRole('button', { name: 'Recomeçar' }));
    expect(screen.getByText('Nenhum evento ainda.')).toBeTruthy();
  });

  it('simulates an invoke that fails: its ✗ result leads to the invoke’s error target', async () => {
    open('/fluxos/continue-signup');
    await user.click(screen.getByRole('tab', { name: 'Simulação' }));
    await user.click(within(screen.getByTestId('simulation')).getByRole('button', { name: 'CPF' }));
    await waitFor(() => expect(diagramState('requesting').getAttribute('class')).toMatch(/is-active|is-current/));
    const failures = screen.getByRole('group', { name: 'Invocações: falhar' });
    await user.click(within(failures).getByRole('button', { name: 'requestContinueCode ✗ 429' }));
    // requestContinueCode's error target, as the state panel lists it: back to the document.
    expect(diagramState('document').getAttribute('class')).toMatch(/is-active|is-current/);
    expect(diagramState('requesting').getAttribute('class')).not.toMatch(/is-active|is-current/);
    expect(JSON.parse(screen.getByTestId('exported-walk').textContent ?? '')).toMatchObject({
      labels: ['CPF', 'requestContinueCode ✗ 429'],
      expected: { state: 'document' },
    });
  });

  it('follows the live journeys the relay streams: labelled, with a timeline whose events show the states after them', async () => {
    const stream = open('/fluxos/onboarding');
    await user.click(screen.getByRole('tab', { name: 'Ao vivo' }));
    expect(screen.getByTestId('live-state').textContent).toContain('Nenhuma jornada aberta');
    const journey: LiveJourney = {
      id: 'journey-1',
      host: 'parceiro.localhost:3000',
      personType: 'J',
      startedAt: '2026-01-01T12:00:00Z',
      machines: LANDING_STATES,
      events: [
        {
          type: 'route.changed',
          at: '2026-01-01T12:00:05Z',
          machines: { onboarding: ['onboarding.partner', 'onboarding.partner.resolving'] },
        },
      ],
      updatedAt: '2026-01-01T12:00:05Z',
    };
    const landing: LiveJourney = {
      ...journey,
      id: 'landing-1',
      host: 'aurora.localhost:3000',
      personType: null,
      events: [],
      landing: true,
    };
    stream.send({ type: 'journeys', journeys: [landing, journey] });
    await waitFor(() => expect(screen.getByTestId('live-state').textContent).toBe('Estado atual: partner › ready › visitor › landing'));
    const radio = screen.getByRole('radio', { name: /^parceiro\.localhost:3000 · PJ · landing · desde \d\d:\d\d:\d\d$/ });
    expect((radio as HTMLInputElement).checked).toBe(true);
    // The server lists a landing visitor before any script runs.
    expect(screen.getByRole('radio', { name: /^aurora\.localhost:3000 · tipo não escolhido · landing · desde / })).toBeTruthy();
    // The landing is inside `visitor`, folded by default: the folded box is marked active in its stead.
    expect(screen.getByTestId('diagram').querySelector('[data-state="landing"]')).toBeNull();

    const stateNode = (id: string) => screen.getByTestId('diagram').querySelector(`[data-state="${id}"]`)!;
    // An event of the timeline shows the states after it on the diagram, until "Voltar ao estado atual".
    const event = within(screen.getByTestId('live-log')).getByRole('button', { name: /route\.changed/ });
    expect(stateNode('onboarding.partner.resolving').getAttribute('class')).not.toContain('is-active');
    expect(stateNode('onboarding.partner.ready.visitor').getAttribute('class')).toContain('is-active');
    await user.click(event);
    expect(event.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('live-state').textContent).toMatch(/^Após route\.changed \(\d\d:\d\d:\d\d\): partner › resolving$/);
    expect(stateNode('onboarding.partner.resolving').getAttribute('class')).toContain('is-active');
    expect(stateNode('onboarding.partner.ready.visitor').getAttribute('class')).not.toContain('is-active');
    await user.click(screen.getByRole('button', { name: 'Voltar ao estado atual' }));
    expect(stateNode('onboarding.partner.ready.visitor').getAttribute('class')).toContain('is-active');

    await user.click(screen.getByRole('radio', { name: /^aurora/ }));
    expect(screen.getByText(/Na página inicial \(sem JavaScript\)/)).toBeTruthy();
    stream.send({ type: 'gone', id: 'journey-1' });
    stream.send({ type: 'gone', id: 'landing-1' });
    await waitFor(() => expect(screen.getByTestId('live-state').textContent).toContain('Nenhuma jornada aberta'));
  });

  it('lists a landing visitor with the states the onboarding machine has on the landing', () => {
    const { states } = machineGraph(machines.onboarding);
    const landing = states.find((state) => state.id === LANDING_STATES.onboarding.at(-1));
    expect(landing?.path.join('.')).toBe('partner.ready.visitor.landing');
    const trail = states.filter((state) =>
      landing?.path.slice(0, -1).some((_, i) => state.path.join('.') === landing.path.slice(0, i + 1).join('.')),
    );
    expect(LANDING_STATES.onboarding).toEqual([...trail.map((state) => state.id), landing?.id]);
  });

  it('says when the server has no relay and only this browser’s tabs are followed', async () => {
    const stream = open('/fluxos/onboarding');
    await user.click(screen.getByRole('tab', { name: 'Ao vivo' }));
    stream.fail();
    await waitFor(() => expect(screen.getByText(/O servidor não tem o relay de desenvolvimento/)).toBeTruthy());
  });

  it('marks uncovered transitions and says when coverage belongs to another version of the machine', async () => {
    const stale = report([], []);
    stale['continue-signup'].edges = { covered: ['gone:0:0'], missing: [] };
    open('/fluxos/continue-signup', { loadReport: async () => stale });
    await waitFor(() => expect(screen.getByText(/A cobertura é de outra versão desta máquina/)).toBeTruthy());
  });
});
