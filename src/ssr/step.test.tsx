import { act, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { App } from '../app.tsx';
import { awaitPrerenderedScreen } from '../flows/prerendered.ts';
import { cleanUpPage, prerenderedRoot, startBrowserJourney } from '../testing/browser-journey.ts';
import { asCalls, fakeCalls } from '../testing/fake-calls.ts';
import { bravoPartner } from '../testing/fixtures.ts';
import { signedIn } from '../testing/signed-in.ts';
import { renderStep } from './step.tsx';

const HOST = 'parceiro.localhost:3000';
const island = { host: HOST, partner: bravoPartner };

vi.mock('../api/lookup-lists.api.ts', async (importOriginal) =>
  (await import('../testing/lookups.fixtures.ts')).fakeLookupLists(await importOriginal()),
);

// What a page shows of a tree: each element with its classes (the layout) and attributes, and the text, leaving out
// what differs only in how it was written — Emotion's <style> elements (the browser's render puts them in the
// head), React's comments, the ids React makes up per render, and `selected` (an attribute, or a property).
function shown(root: Element): string {
  const lines: string[] = [];
  const walk = (node: Node, depth: number) => {
    if (node.nodeType === Node.TEXT_NODE && node.textContent) lines.push(`${' '.repeat(depth)}"${node.textContent}"`);
    if (!(node instanceof Element) || node.localName === 'style') return;
    const attributes = [...node.attributes]
      .filter((a) => a.name !== 'selected' && !/^_[rR]_/.test(a.value))
      .map((a) => `${a.name}=${a.value}`)
      .sort();
    lines.push(`${' '.repeat(depth)}<${node.localName} ${attributes.join(' ')}>`);
    for (const child of node.childNodes) walk(child, depth + 1);
  };
  for (const child of root.childNodes) walk(child, 0);
  return lines.join('\n');
}

// #root as the page's chooser leaves it: the template's markup, marked with its view.
const chosen = prerenderedRoot;

let root: Root | undefined;
afterEach(() => {
  cleanUpPage(root);
  root = undefined;
});

describe('a wizard step rendered by the server (ADR 170)', () => {
  test('the address step of each person type: its stepper, title and the form standing disabled while data load', async () => {
    const pf = await renderStep(island, '/cadastrar/endereco', 'F');
    const pj = await renderStep(island, '/cadastrar/endereco', 'J');
    expect([pf?.view, pf?.stepIndex, pj?.view, pj?.stepIndex]).toEqual(['address', 0, 'address', 0]);
    const page = within(chosen(pf?.markup ?? '', 'address'));
    expect(page.getByRole('heading', { level: 1, name: 'Endereço' })).toBeTruthy();
    expect(page.getByRole('form', { name: 'Endereço residencial' }).getAttribute('aria-busy')).toBe('true');
    expect((page.getByLabelText('CEP') as HTMLInputElement).matches(':disabled')).toBe(true);
    expect(page.getByText('Dados Pessoais')).toBeTruthy();
    expect(pj?.markup).toContain('Dados da Empresa');
    expect(pj?.markup).not.toContain('Dados Pessoais');
  });

  test('a path is rendered for the person types whose order has it, at its place in that order', async () => {
    const pf = await renderStep(island, '/cadastrar/identificacao', 'F');
    const pj = await renderStep(island, '/cadastrar/identificacao', 'J');
    expect([pf?.view, pf?.stepIndex, pj?.view, pj?.stepIndex]).toEqual(['details', 2, 'companyData', 1]);
    expect(await renderStep(island, '/cadastrar/documentos', 'J')).toBeUndefined();
    expect(await renderStep(island, '/cadastrar/nao-existe', 'F')).toBeUndefined();
  });

  test('the browser settles on the same step and paints the same page over it', async () => {
    const render = await renderStep(island, '/cadastrar/endereco', 'F');
    if (!render) throw new Error('the address step was not rendered');
    const container = chosen(render.markup, render.view);
    const server = shown(container);
    // The stored address is on its way: the browser's first render is the loading step, as the server drew it.
    const fetchSection = vi.fn(() => new Promise<never>(() => {}));
    const actor = startBrowserJourney({
      host: HOST,
      path: '/cadastrar/endereco',
      calls: asCalls(fakeCalls({ fetchSection, postSection: vi.fn() })),
      storage: signedIn('F', 0),
    });
    expect(await awaitPrerenderedScreen(actor, container)).toBe(true);
    act(() => {
      root = createRoot(container);
      root.render(
        <StrictMode>
          <MemoryRouter initialEntries={['/cadastrar/endereco']} useTransitions={false}>
            <App actor={actor} />
          </MemoryRouter>
        </StrictMode>,
      );
    });
    expect(shown(container)).toBe(server);
    expect(server).toContain('"Complemento (opcional)"');
  });
});
