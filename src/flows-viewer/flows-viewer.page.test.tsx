import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/registry.ts';
import { machineGraph } from '../../scripts/flows/machine-graph.ts';
import { toMermaid } from '../../scripts/flows/to-mermaid.ts';
import type { ActiveStatesMessage, FlowsChannel } from '../flows/state-broadcast.ts';
import type { CoverageReport } from './coverage-data.ts';
import { FlowsViewerPage } from './flows-viewer.page.tsx';

// Mermaid itself cannot lay out in jsdom: the renderer is replaced, and the test asserts the source it is handed.
function fakeRenderer() {
  const sources: string[] = [];
  const render = async (source: string) => {
    sources.push(source);
    return `<svg viewBox="0 0 800 600"><g class="${source.includes(' active\n') ? 'active' : ''}"><text>diagrama</text></g></svg>`;
  };
  return { render, sources };
}

function fakeChannel() {
  const posted: unknown[] = [];
  const channel: FlowsChannel = { postMessage: (message: unknown) => posted.push(message), close: () => undefined, onmessage: null };
  const publish = (machinesStates: Record<string, string[]>) =>
    act(() =>
      channel.onmessage?.({ data: { type: 'flows.states', machines: machinesStates } satisfies ActiveStatesMessage } as MessageEvent),
    );
  return { open: () => channel, posted, publish };
}

const onboardingEdges = machineGraph(machines.onboarding).edges.map((edge) => edge.id);
const fullCoverage = (missing: string[] = []): CoverageReport => ({
  onboarding: {
    states: { total: 32, covered: 32, percent: 100 },
    transitions: { total: onboardingEdges.length, covered: onboardingEdges.length - missing.length, percent: 100 },
    edges: { covered: onboardingEdges.filter((id) => !missing.includes(id)), missing },
  },
});

describe('FlowsViewerPage', () => {
  it('renders the first machine, then highlights the state the journey tab publishes', async () => {
    const { render: renderSvg, sources } = fakeRenderer();
    const channel = fakeChannel();
    render(<FlowsViewerPage render={renderSvg} openChannel={channel.open} loadCoverage={async () => fullCoverage()} />);

    await waitFor(() => expect(screen.getByText(/Cobertura dos caminhos gerados: estados 32\/32/)).toBeTruthy());
    expect(channel.posted).toEqual([{ type: 'flows.hello' }]);
    expect(screen.getByTestId('live-state').textContent).toContain('Nenhuma jornada aberta');
    expect(sources.at(-1)).toBe(toMermaid(machines.onboarding, { uncovered: new Set() }));

    channel.publish({ onboarding: ['onboarding.partner', 'onboarding.partner.ready', 'onboarding.partner.ready.visitor', 'landing'] });
    await waitFor(() =>
      expect(screen.getByTestId('live-state').textContent).toContain('Estado atual: partner › ready › visitor › landing'),
    );
    expect(sources.at(-1)).toMatch(/\n {2}class landing active\n$/);
    await waitFor(() => expect(screen.getByTestId('diagram').querySelector('svg g.active')).not.toBeNull());
    expect(screen.getByRole('tab', { name: /onboarding ●/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('marks uncovered transitions from the coverage report and lists them', async () => {
    const { render: renderSvg, sources } = fakeRenderer();
    const [missing] = onboardingEdges;
    render(<FlowsViewerPage render={renderSvg} openChannel={fakeChannel().open} loadCoverage={async () => fullCoverage([missing])} />);
    await waitFor(() => expect(screen.getByText('1 transições não cobertas')).toBeTruthy());
    await waitFor(() => expect(sources.at(-1)).toContain(' : ✗ route.changed'));

    await userEvent.click(screen.getByLabelText(/Marcar transições não cobertas/));
    await waitFor(() => expect(sources.at(-1)).not.toContain('✗'));
  });

  it('says so when there is no coverage report, or one of another version of the machine', async () => {
    const { render: renderSvg } = fakeRenderer();
    const { unmount } = render(<FlowsViewerPage render={renderSvg} openChannel={fakeChannel().open} loadCoverage={async () => null} />);
    await waitFor(() => expect(screen.getByText(/Cobertura indisponível: rode `npm run test:model`/)).toBeTruthy());
    unmount();

    const old = fullCoverage();
    old.onboarding.edges = { covered: ['onboarding.gone:0:0'], missing: [] };
    render(<FlowsViewerPage render={renderSvg} openChannel={fakeChannel().open} loadCoverage={async () => old} />);
    await waitFor(() => expect(screen.getByText(/A cobertura é de outra versão desta máquina/)).toBeTruthy());
  });

  it('switches machines with the tabs', async () => {
    const { render: renderSvg, sources } = fakeRenderer();
    render(<FlowsViewerPage render={renderSvg} openChannel={fakeChannel().open} loadCoverage={async () => null} />);
    const [, second] = Object.entries(machines);
    await userEvent.click(screen.getByRole('tab', { name: second[0] }));
    expect(screen.getByRole('tab', { name: second[0] }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(sources.at(-1)).toBe(toMermaid(second[1])));
  });
});
