import { describe, expect, it } from 'vitest';
import { fixtureMachine } from '../../scripts/flows/fixture.machine.ts';
import { machineGraph } from '../../scripts/flows/machine-graph.ts';
import { searchGraph } from './explorer-marks.ts';
import { explorerUrl, readExplorerUrl, resolveView } from './explorer-url.ts';
import { mergeCitations, specCitations } from './spec-citations.ts';
import { actionLabel, stateInfo } from './state-info.ts';
import { fitView, focusView, panByKey, zoomAround } from './use-pan-zoom.ts';

describe('explorer URL', () => {
  const graph = machineGraph(fixtureMachine);
  const id = (path: string) => graph.states.find((state) => state.path.join('.') === path)!.id;

  it('reads what a URL names, decoded, and survives a broken escape', () => {
    expect(readExplorerUrl('/fluxos/onboarding', '?estado=partner.ready.customer.address')).toEqual({
      machine: 'onboarding',
      state: 'partner.ready.customer.address',
      folds: null,
      zoom: null,
      tab: null,
      elk: false,
    });
    expect(readExplorerUrl('/fluxos', '')).toMatchObject({ machine: null, state: null });
    expect(readExplorerUrl('/fluxos/onboarding', '?layout=elk').elk).toBe(true);
    expect(readExplorerUrl('/fluxos/%E0%A4%A', '').machine).toBeNull();
  });

  it('writes a view and reads it back as the same view: state, folds, zoom and tab', () => {
    const view = { selected: id('work.report.loading'), folds: new Set([id('work.report')]), zoom: 0.75, tab: 'simulacao' as const };
    const url = explorerUrl('fixture', graph, view);
    expect(url).toBe('/fluxos/fixture?estado=work.report.loading&dobrados=work.report&zoom=75&aba=simulacao');
    const [pathname, search] = url.split('?');
    expect(resolveView(graph, readExplorerUrl(pathname, `?${search}`))).toEqual({ view, notices: [] });
    // The defaults are not written; an empty fold list (all unfolded) is, and reads back as empty.
    expect(explorerUrl('a b', graph, { selected: null })).toBe('/fluxos/a%20b');
    const open = explorerUrl('fixture', graph, { selected: null, folds: new Set() });
    expect(open).toBe('/fluxos/fixture?dobrados=');
    expect(resolveView(graph, readExplorerUrl('/fluxos/fixture', '?dobrados=')).view.folds).toEqual(new Set());
  });

  it('opens the root with a notice for an unknown state, a bad fold list, a bad zoom or tab', () => {
    const read = (search: string) => resolveView(graph, readExplorerUrl('/fluxos/fixture', search));
    const unknown = read('?estado=work.nowhere');
    expect(unknown.view).toEqual({ selected: null, folds: null, zoom: null, tab: 'estado' });
    expect(unknown.notices).toEqual(['O estado “work.nowhere” do endereço não existe nesta máquina: ela abre na raiz.']);
    // A fold list naming an unknown state, an atomic one, or garbage: the default folds, no selection.
    for (const folds of ['work.nowhere', 'work.report.loading', 'work.report,,', '%%%']) {
      const bad = read(`?estado=work.report.loading&dobrados=${encodeURIComponent(folds)}`);
      expect(bad.view.selected).toBeNull();
      expect(bad.view.folds).toBeNull();
      expect(bad.notices[0]).toMatch(/^A lista de estados dobrados do endereço .* abre na raiz, com as dobras padrão\.$/);
    }
    for (const zoom of ['0', '4', '301', 'abc', '1e2', '-50', '60.5']) expect(read(`?zoom=${zoom}`).view.zoom).toBeNull();
    expect(read('?zoom=60').view.zoom).toBe(0.6);
    expect(read('?aba=admin').view.tab).toBe('estado');
    expect(read('?aba=admin').notices).toHaveLength(1);
    // A hostile value is quoted printable and short.
    const long = read(`?estado=${encodeURIComponent(`\u0000<script>${'x'.repeat(200)}`)}`).notices[0];
    expect(long).not.toContain('\u0000');
    expect(long.length).toBeLessThan(140);
  });
});

describe('state info', () => {
  it('tells a state its hierarchy, invokes with their targets, actions and outgoing transitions', () => {
    const graph = machineGraph(fixtureMachine);
    const loading = stateInfo(fixtureMachine, graph, 'fixture.work.report.loading')!;
    expect(loading.trail.map((crumb) => crumb.key)).toEqual(['work', 'report', 'loading']);
    expect(loading.invokes).toEqual([{ id: 'loadReport', src: 'loadReport', done: ['work.report.loaded'], error: ['work.report.failed'] }]);
    const idle = stateInfo(fixtureMachine, graph, 'fixture.idle')!;
    expect(idle.transitions.map((t) => [t.event, t.guard, t.targets])).toEqual([
      ['go', 'isReady and not isBig', ['work']],
      ['go', 'in fixture.idle', ['done']],
      ['ping', 'hasKind(pf)', ['(fica no estado)']],
    ]);
    expect(stateInfo(fixtureMachine, graph, 'fixture.nowhere')).toBeNull();
    expect(actionLabel('assignClient')).toBe('assignClient');
    expect(actionLabel({ type: 'xstate.assign' })).toBe('assign');
    expect(actionLabel(function clearSession() {})).toBe('clearSession');
  });
});

describe('spec citations', () => {
  it('gives a cited section to the state a comment documents and to the states it names in backticks', () => {
    const source = [
      '/**',
      ' * `visitor.continueSignup`: runs the code flow (spec §3) and routes its end (Spec §4).',
      ' */',
      'const continueSignupState = {',
      '  // Spec §8: a failure shows the no-partner page.',
      '  notFound: { meta: {} },',
      '  // Not a citation: §5 without the word.',
      '  other: {},',
      '};',
    ].join('\n');
    const cited = specCitations(source);
    expect(cited.get('continueSignup')).toEqual(new Set(['3', '4']));
    expect(cited.get('notFound')).toEqual(new Set(['8']));
    expect(cited.has('other')).toBe(false);
    expect(mergeCitations([source, '// spec §2\nnotFound: {}']).get('notFound')).toEqual(new Set(['8', '2']));
  });
});

describe('search', () => {
  it('finds states by key path and transitions by event or guard, each leading to a state', () => {
    const graph = machineGraph(fixtureMachine);
    expect(searchGraph(graph, 'LOAD').map((hit) => hit.text)).toEqual([
      'work › report › loading',
      'work › report › loaded',
      'done loadReport em work.report.loading',
      'error loadReport em work.report.loading',
    ]);
    expect(searchGraph(graph, 'hasKind')).toEqual([{ stateId: 'fixture.idle', text: 'ping [hasKind(pf)] em idle', kind: 'evento' }]);
    expect(searchGraph(graph, 'x')).toEqual([]);
  });
});

describe('pan and zoom', () => {
  it('fits a drawing centred, at most at real size, and zooms around a point that stays put', () => {
    const frame = { width: 1000, height: 500 };
    expect(fitView({ x: 0, y: 0, width: 100, height: 100 }, frame)).toEqual({ scale: 1, x: -450, y: -200 });
    const fitted = fitView({ x: 0, y: 0, width: 4000, height: 1000 }, frame, 0);
    expect(fitted.scale).toBe(0.25);
    const zoomed = zoomAround({ x: 0, y: 0, scale: 1 }, 2, { x: 100, y: 50 });
    expect(zoomed).toEqual({ x: 50, y: 25, scale: 2 });
    // The point under the cursor is the same drawing point before and after.
    expect(zoomed.x + 100 / zoomed.scale).toBe(0 + 100 / 1);
    expect(focusView({ x: 500, y: 500, width: 100, height: 40 }, frame, 0.1).scale).toBe(0.8);
  });

  it('brings a state near the drawing’s edge into view without blank beyond that edge', () => {
    const frame = { width: 1000, height: 500 };
    const drawing = { width: 3000, height: 2000 };
    // Centred, a state at the top-left corner would leave half the frame blank above and left of the drawing.
    expect(focusView({ x: 10, y: 10, width: 100, height: 40 }, frame, 1)).toMatchObject({ x: -440, y: -220 });
    expect(focusView({ x: 10, y: 10, width: 100, height: 40 }, frame, 1, drawing)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(focusView({ x: 2900, y: 1960, width: 100, height: 40 }, frame, 1, drawing)).toEqual({ scale: 1, x: 2000, y: 1500 });
    // A drawing smaller than the frame stays centred.
    expect(focusView({ x: 0, y: 0, width: 100, height: 40 }, frame, 1, { width: 200, height: 100 })).toEqual({
      scale: 1,
      x: -400,
      y: -200,
    });
  });

  it('pans a fifth of the frame per arrow key, and ignores other keys', () => {
    const frame = { width: 1000, height: 500 };
    const view = { x: 100, y: 100, scale: 2 };
    expect(panByKey(view, 'ArrowRight', frame)).toEqual({ x: 200, y: 100, scale: 2 });
    expect(panByKey(view, 'ArrowLeft', frame)).toEqual({ x: 0, y: 100, scale: 2 });
    expect(panByKey(view, 'ArrowDown', frame)).toEqual({ x: 100, y: 150, scale: 2 });
    expect(panByKey(view, 'ArrowUp', frame)).toEqual({ x: 100, y: 50, scale: 2 });
    expect(panByKey(view, 'Enter', frame)).toBeNull();
  });
});
