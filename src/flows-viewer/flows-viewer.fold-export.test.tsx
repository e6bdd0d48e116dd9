import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { machines } from '../../machines/registry.ts';
import { machineGraph } from '../../scripts/flows/machine-graph.ts';
import type { CoverageReport } from './coverage-data.ts';
import { NO_DRAWING } from './export-view.ts';
import { FlowsViewerPage } from './flows-viewer.page.tsx';

// The real layouts: the onboarding machine's default view is stored; unfolding a state lays it out with ELK.
const onboarding = machineGraph(machines.onboarding);
const idOf = (path: string) => onboarding.states.find((state) => state.path.join('.') === path)!.id;
const drawn = (id: string) => screen.getByTestId('diagram').querySelector(`[data-state="${id}"]`);
const open = (url: string, props: Partial<Parameters<typeof FlowsViewerPage>[0]> = {}) => {
  window.history.replaceState(null, '', url);
  return render(
    <FlowsViewerPage
      openStream={() => ({ addEventListener: () => undefined, close: () => undefined, onerror: null })}
      loadReport={async () => null}
      {...props}
    />,
  );
};
const param = (name: string) => new URLSearchParams(window.location.search).get(name);

// Downloads: the files the page hands to the browser.
let saved: Blob[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return `blob:${saved.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the explorer on a big machine', () => {
  it('opens onboarding with its deeper states folded, unfolds one (ELK) and folds it back, in the URL', async () => {
    open('/fluxos/onboarding');
    const customer = idOf('partner.ready.customer');
    await waitFor(() => expect(drawn(customer)).not.toBeNull());
    expect(screen.getByTestId('diagram').getAttribute('data-layout')).toBe('stored');
    expect(drawn(customer)!.getAttribute('aria-label')).toBe(
      'Estado partner › ready › customer (composto, dobrado: 9 estados dentro (29 ao todo))',
    );
    expect(drawn(customer)!.textContent).toContain('9 estados dentro (29 ao todo)');
    expect(drawn(idOf('partner.ready.customer.address'))).toBeNull();
    expect(param('dobrados')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Desdobrar partner › ready › customer' }));
    await waitFor(() => expect(drawn(idOf('partner.ready.customer.address'))).not.toBeNull(), { timeout: 15_000 });
    expect(screen.getByTestId('diagram').getAttribute('data-layout')).toBe('elk');
    expect(param('dobrados')).toBe('partner.ready.missingDocuments,partner.ready.passwordReset,partner.ready.visitor');
    // Inside it, its own compound states can be folded; the state itself now folds back.
    const fold = screen.getByRole('button', { name: 'Dobrar partner › ready › customer' });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(fold, { key: 'Enter' });
    await waitFor(() => expect(drawn(idOf('partner.ready.customer.address'))).toBeNull());
    expect(param('dobrados')).toBeNull();
  }, 30_000);

  it('lists the events of a bundle of parallel transitions when it is focused or hovered', async () => {
    open('/fluxos/onboarding');
    const bundle = await screen.findByRole('button', { name: /^18 eventos: / });
    expect(bundle.textContent).toContain('18 eventos');
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(bundle);
    const tip = screen.getByRole('tooltip');
    const pathOf = new Map(onboarding.states.map((state) => [state.id, state.path.join('.')]));
    const events = onboarding.edges.filter(
      (edge) =>
        pathOf.get(edge.source)?.startsWith('partner.ready.visitor') && pathOf.get(edge.target)?.startsWith('partner.ready.customer'),
    );
    expect(events.length).toBe(18);
    expect(tip.querySelectorAll('tspan')).toHaveLength(18);
    for (const edge of events) expect(tip.textContent).toContain(edge.event);
    expect(bundle.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.blur(bundle);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(bundle);
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('unfolds the states around a state a link names, and a bad state or fold list opens the root with a notice', async () => {
    const first = open('/fluxos/onboarding?estado=partner.ready.visitor.newSignup.idle');
    await waitFor(() => expect(drawn(idOf('partner.ready.visitor.newSignup.idle'))?.getAttribute('class')).toContain('is-selected'), {
      timeout: 15_000,
    });
    expect(param('dobrados')).toBe('partner.ready.customer,partner.ready.missingDocuments,partner.ready.passwordReset');
    first.unmount();

    open('/fluxos/onboarding?estado=partner.nowhere&dobrados=partner.ready.customer,%3Cb%3E');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('O estado “partner.nowhere” do endereço não existe nesta máquina: ela abre na raiz.');
    expect(notice.textContent).toContain('A lista de estados dobrados do endereço (“partner.ready.customer,<b>”) não vale');
    await waitFor(() => expect(drawn(idOf('partner.ready.customer'))).not.toBeNull());
    expect(screen.getByText(/Clique num estado do diagrama/)).toBeTruthy();
    expect(param('estado')).toBeNull();
    expect(param('dobrados')).toBeNull();
  }, 30_000);

  it('reproduces a link’s zoom and tab, and keeps them in the URL', async () => {
    open('/fluxos/continue-signup?estado=document&zoom=80&aba=simulacao');
    await waitFor(() => expect(screen.getByText('80%')).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Simulação' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(window.location.search).toBe('?estado=document&zoom=80&aba=simulacao'));
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar zoom' }));
    await waitFor(() => expect(param('zoom')).toBe('100'));
  });
});

describe('the minimap', () => {
  it('outlines the visible part of the drawing and moves the view where it is clicked or dragged', async () => {
    open('/fluxos/continue-signup?zoom=100');
    const minimap = await screen.findByTestId('minimap');
    const svg = screen.getByTestId('diagram').querySelector('svg.fluxos-svg')!;
    await waitFor(() => expect(screen.getByText('100%')).toBeTruthy());
    const [, , viewWidth] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    const outline = screen.getByTestId('minimap-visible');
    expect(Number(outline.getAttribute('width'))).toBe(viewWidth);
    // The minimap is 150px wide for the whole drawing: its right edge is the drawing's right edge.
    const drawingWidth = Number(minimap.getAttribute('viewBox')!.split(' ')[2]);
    fireEvent.pointerDown(minimap, { clientX: 150, clientY: 10, pointerId: 1 });
    await waitFor(() => {
      const [x] = svg.getAttribute('viewBox')!.split(' ').map(Number);
      expect(x + viewWidth / 2).toBeCloseTo(drawingWidth, 0);
    });
    fireEvent.pointerMove(minimap, { clientX: 0, clientY: 10, pointerId: 1 });
    await waitFor(() => expect(Number(svg.getAttribute('viewBox')!.split(' ')[0]) + viewWidth / 2).toBeCloseTo(0, 0));
    expect(outline.getAttribute('x')).toBe(svg.getAttribute('viewBox')!.split(' ')[0]);
  });
});

describe('exporting the diagram', () => {
  it('saves the drawing the analyst sees as SVG, styles inlined, with the coverage overlay, without the controls', async () => {
    const graph = machineGraph(machines['continue-signup']);
    const missing = graph.edges[0].id;
    const report: CoverageReport = {
      'continue-signup': {
        states: { total: graph.states.length, covered: graph.states.length, percent: 100 },
        transitions: { total: graph.edges.length, covered: graph.edges.length - 1, percent: 95 },
        edges: { covered: graph.edges.slice(1).map((edge) => edge.id), missing: [missing] },
        paths: { list: [], visits: [] },
      },
    };
    open('/fluxos/continue-signup', { loadReport: async () => report });
    await waitFor(() => expect(screen.getByTestId('diagram').querySelector('.transition.is-uncovered')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Exportar SVG' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].type).toBe('image/svg+xml');
    const text = await saved[0].text();
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const svg = doc.documentElement;
    // Well-formed XML in the SVG namespace (a viewer or an editor opens it).
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // The whole drawing, not the frame's part of it.
    const live = screen.getByTestId('diagram').querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(live.getAttribute('viewBox')).not.toBe(svg.getAttribute('viewBox'));
    for (const state of graph.states) expect(svg.querySelector(`[data-state="${state.id}"]`), state.id).not.toBeNull();
    // The coverage overlay as shown: the uncovered transition dashed, its class kept; styles inlined per element.
    expect(svg.querySelector('.transition.is-uncovered polyline')?.getAttribute('stroke-dasharray')).toBe('5 3');
    expect(svg.querySelector('.state rect')?.getAttribute('style')).toMatch(/fill:/);
    expect(svg.querySelectorAll('.fold-button, [tabindex]')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Exportado: fluxo-continue-signup.svg');
  });

  it('says why a PNG cannot be made where there is no canvas (jsdom), instead of saving a blank file', async () => {
    open('/fluxos/continue-signup');
    await waitFor(() => expect(screen.getByTestId('diagram').querySelector('svg.fluxos-svg')).not.toBeNull());
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar PNG' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Não foi possível exportar em PNG: /));
    error.mockRestore();
    expect(saved).toHaveLength(0);
  });

  it('says in pt-BR that there is nothing to export while a machine has no layout yet', async () => {
    open('/fluxos/continue-signup', { layout: () => new Promise(() => undefined) });
    expect(screen.getByText('Desenhando…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar SVG' }));
    expect(within(screen.getByRole('status')).getByText(NO_DRAWING)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar PNG' }));
    expect(saved).toHaveLength(0);
  });
});
