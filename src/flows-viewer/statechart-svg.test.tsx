import { render } from '@testing-library/react';
import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { fixtureMachine } from '../../scripts/flows/fixture.machine.ts';
import { machineGraph } from '../../scripts/flows/machine-graph.ts';
import { layoutMachine } from './layout/statechart-layout.ts';
import { StatechartSvg } from './statechart-svg.tsx';

describe('the statechart drawing', () => {
  it('draws uncovered transitions dashed and covered ones solid, and says what a state invokes in pt-BR', async () => {
    const layout = await layoutMachine(machineGraph(fixtureMachine), new ELK());
    const retry = layout.edges.find((edge) => edge.labels.includes('retry'))!;
    const uncovered = new Set(retry.edges.map((edge) => edge.id));
    const { container } = render(
      <StatechartSvg layout={layout} marks={{ uncovered }} viewBox="0 0 100 100" onSelect={() => undefined} label="Diagrama" />,
    );
    const dashed = [...container.querySelectorAll('[data-edge] polyline')].filter((line) => line.getAttribute('stroke-dasharray'));
    expect(dashed.map((line) => line.parentElement!.getAttribute('data-edge'))).toEqual([retry.id]);
    expect(dashed[0].getAttribute('stroke-dasharray')).toBe('5 3');
    expect(container.querySelectorAll('[data-edge] polyline').length).toBeGreaterThan(1);
    const loading = container.querySelector('[data-state="fixture.work.report.loading"]')!;
    expect(loading.textContent).toContain('invoca loadReport');
    expect(loading.getAttribute('aria-label')).toBe('Estado work › report › loading (simples)');
  });
});
