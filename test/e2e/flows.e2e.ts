import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { machines } from '../../machines/registry.ts';
import { machineGraph } from '../../scripts/flows/machine-graph.ts';
import { defaultFolds, foldGraph } from '../../src/flows-viewer/layout/fold.ts';
import { checkAt } from './support/axe.ts';
import { clearLiveJourneys } from './support/flows-relay.ts';
import { AURORA, BRAVO } from './support/hosts.ts';
import { ensureModelReport } from './support/model-report.ts';

const SHOTS = '/tmp/shots/explorer';
mkdirSync(SHOTS, { recursive: true });
const WIDTHS = [1440, 1024] as const;

// The onboarding machine on the fakes, from its start to the PF address step (the model suite's labels).
const TO_ADDRESS = [
  'resolvePartner ✓ partner',
  'choose F',
  'loadKnowledgeSources ✓ sources',
  'lookupAdvisor ✓ named',
  'submit valid',
  'startSignUp ✓ code sent',
  'continueSignup ✓ resume F0',
  'loadCompleteness ✓ nothing complete',
];

// A state of the onboarding machine by its key path (`partner.ready.visitor.landing`), as the diagram marks it.
const onboarding = machineGraph(machines.onboarding);
const state = (page: Page, path: string) => {
  const found = onboarding.states.find((each) => each.path.join('.') === path);
  if (!found) throw new Error(`no state ${path}`);
  return page.getByTestId('diagram').locator(`[data-state="${found.id}"]`);
};
const panel = (page: Page) => page.getByRole('tabpanel');

function shoot(page: Page, name: string) {
  return checkAt(page, `the explorer's ${name}`, WIDTHS, {
    path: (width) => `${SHOTS}/${name}-${width}.png`,
    fullPage: false,
    overflow: false,
  });
}

test.describe('the flow explorer', () => {
  // The paths through a state come from the last model run: made here when there was none (npm test runs it first).
  test.beforeAll(() => {
    test.setTimeout(180_000);
    ensureModelReport('onboarding');
  });
  // Each test lays the onboarding machine out and checks two widths with axe: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);

  test('opens a deep link to a state, then shows a clicked state and steps through a path through it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${AURORA}/fluxos/onboarding?estado=partner.ready.customer.address`);
    await expect(page.getByRole('heading', { name: 'Explorador de fluxos' })).toBeVisible();
    await expect(panel(page).getByRole('heading', { name: 'address' })).toBeVisible();
    await expect(panel(page)).toContainText('/cadastrar/endereco');
    await expect(panel(page).getByRole('navigation', { name: 'Hierarquia do estado' }).getByRole('listitem')).toHaveText([
      'partner',
      'ready',
      'customer',
      'address',
    ]);
    await expect(state(page, 'partner.ready.customer.address')).toHaveClass(/is-selected/);
    // The spec sections the code cites, here inherited from the wizard's own comment.
    await expect(panel(page)).toContainText('§2 Telas e rotas (em customer)');

    // The deep link unfolded `customer` around the address; `visitor` stays folded until unfolded (ELK in the browser).
    await page.getByRole('button', { name: 'Ajustar à tela' }).click();
    await expect(state(page, 'partner.ready.visitor.landing')).toHaveCount(0);
    await page.getByRole('button', { name: 'Desdobrar partner › ready › visitor', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Dobrar partner › ready › visitor', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await state(page, 'partner.ready.visitor.landing').click();
    await expect(page).toHaveURL(
      /\/fluxos\/onboarding\?estado=partner\.ready\.visitor\.landing&dobrados=partner\.ready\.missingDocuments,partner\.ready\.passwordReset&zoom=\d+$/,
    );
    await expect(panel(page).getByRole('heading', { name: 'landing' })).toBeVisible();
    await expect(panel(page)).toContainText('personType.choose → partner.ready.visitor.newSignup');
    // The last model run's paths, named as `npm run paths` names them, each with its group and expected end.
    await expect(panel(page)).toContainText(/\d+ caminhos gerados passam por este estado/);
    await expect(panel(page).getByTestId('path-end').first()).toHaveText(/^Grupo \d+ · termina em \S+ · tela \S+ · URL \S+/);
    await panel(page)
      .getByRole('button', { name: /^Caminho [0-9a-f]{7,}: resolvePartner ✓ partner → choose F/ })
      .first()
      .click();
    const player = page.getByTestId('walk-player');
    await expect(player).toContainText('Passo 0 de');
    await player.getByRole('button', { name: 'Próximo ▶' }).click();
    await expect(player).toContainText('Passo 1 de');
    await expect(player).toContainText('resolvePartner ✓ partner');
    await expect(state(page, 'partner.ready.visitor.landing')).toHaveClass(/is-current/);
    await expect(page.getByTestId('diagram').locator('.transition.on-path, .handler.on-path').first()).toBeAttached();
    await shoot(page, 'path');

    // Search finds states and events.
    await page.getByLabel('Buscar estados e eventos').fill('verification');
    await page.getByRole('listbox', { name: 'Resultados da busca' }).getByRole('option').first().click();
    await expect(panel(page).getByRole('heading', { name: 'verification' })).toBeVisible();
    // By keyboard: ↓ Enter picks the first hit and closes the list, which no longer covers the diagram.
    await page.getByLabel('Buscar estados e eventos').fill('landing');
    await page.getByLabel('Buscar estados e eventos').press('ArrowDown');
    await page.getByLabel('Buscar estados e eventos').press('Enter');
    await expect(page.getByRole('listbox', { name: 'Resultados da busca' })).toHaveCount(0);
    await expect(panel(page).getByRole('heading', { name: 'landing' })).toBeVisible();
  });

  test('simulates a walk from the landing to the address step on the fakes, with undo and an export', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // Wholly unfolded (stored too): every state the walk goes through is drawn.
    await page.goto(`${AURORA}/fluxos/onboarding?dobrados=`);
    await page.getByRole('tab', { name: 'Simulação' }).click();
    const simulation = page.getByTestId('simulation');
    for (const label of TO_ADDRESS) await simulation.getByRole('button', { name: label, exact: true }).click();
    await expect(state(page, 'partner.ready.customer.address')).toHaveClass(/is-current|is-active/);
    await expect(page.getByTestId('simulation-log').getByRole('listitem')).toHaveText(TO_ADDRESS);
    await simulation.getByText('Exportar como caminho para QA').click();
    const exported = JSON.parse((await page.getByTestId('exported-walk').textContent()) ?? '{}');
    expect(exported).toMatchObject({
      machine: 'onboarding',
      labels: TO_ADDRESS,
      expected: { view: 'address', url: '/cadastrar/endereco' },
    });
    await simulation.getByText('Contexto').click();
    await shoot(page, 'simulation');

    await simulation.getByRole('button', { name: 'Desfazer' }).click();
    await simulation.getByRole('button', { name: 'Desfazer' }).click();
    await expect(page.getByTestId('simulation-log').getByRole('listitem')).toHaveCount(TO_ADDRESS.length - 2);
    await expect(state(page, 'partner.ready.visitor.newSignup.verification')).toHaveClass(/is-current/);
    await expect(state(page, 'partner.ready.customer.address')).not.toHaveClass(/is-current|is-active/);
  });

  test("follows a live journey on the other brand's host, with its event log", async ({ page, context }) => {
    // The explorer follows the newest journey on the board: not one the worker's earlier tests left there.
    await clearLiveJourneys(AURORA);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${AURORA}/fluxos/onboarding?dobrados=`);
    await page.getByRole('tab', { name: 'Ao vivo' }).click();
    const live = page.getByTestId('live-panel');
    await expect(live).toContainText('Jornadas recebidas pelo servidor');

    // The landing's page runs no journey (ADR 178): the journey starts with the sign-up form a choice opens.
    const journey = await context.newPage();
    await journey.goto(`${BRAVO}/`);
    await journey.getByRole('link', { name: /Pessoa Física/ }).click();
    await expect(journey).toHaveURL(/\/novo-cadastro(\?tipo=p[fj])?$/);
    const host = new URL(BRAVO).host;
    await expect(live.getByRole('radio', { name: host })).toBeChecked();
    await expect(page.getByTestId('live-state')).toContainText('visitor › newSignup › idle');
    await expect(state(page, 'partner.ready.visitor.newSignup.idle')).toHaveClass(/is-active/);

    await journey.getByRole('button', { name: 'Voltar' }).click();
    await expect(journey.getByRole('heading', { name: 'Qual conta você quer abrir?' })).toBeVisible();
    await expect(page.getByTestId('live-state')).toContainText('partner › ready › visitor › landing');
    await expect(state(page, 'partner.ready.visitor.landing')).toHaveClass(/is-active/);
    // The log holds the event types the journey took since it reached the relay (the one that brought it back here).
    await expect(page.getByTestId('live-log').getByRole('listitem').last()).toHaveText(/^\d\d:\d\d:\d\d (route\.changed|signup\.cancel)$/);
    await page.bringToFront();
    await shoot(page, 'live');
  });

  test('draws every registered machine from the layout stored at build time', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${AURORA}/fluxos`);
    for (const [name, machine] of Object.entries(machines)) {
      await page
        .getByRole('navigation', { name: 'Máquinas' })
        .getByRole('button', { name: new RegExp(`^${name}( ●)?$`) })
        .click();
      const drawn = page.getByRole('region', { name: `Diagrama da máquina ${name}` });
      const graph = machineGraph(machine);
      await expect(drawn.locator('[data-state]')).toHaveCount(foldGraph(graph, defaultFolds(graph)).states.length);
      // Every name and title fits its box in the real font (issue 36: awaitingSecond, waitingDocuments overflowed).
      const overflowing = await drawn.locator('[data-state]').evaluateAll((groups) =>
        groups.flatMap((group) => {
          const box = (group.querySelector(':scope > rect') as SVGGraphicsElement).getBBox();
          const name = (group.querySelector(':scope > text') as SVGGraphicsElement).getBBox();
          return name.x + name.width <= box.x + box.width - 3 ? [] : [group.getAttribute('data-state')];
        }),
      );
      expect(overflowing, name).toEqual([]);
      await expect(page.getByRole('alert')).toHaveCount(0);
      // The build's machines are the ones `npm run flows` laid out: no ELK in the browser.
      await expect(page.getByTestId('diagram')).toHaveAttribute('data-layout', 'stored');
      await page.screenshot({ path: `${SHOTS}/machine-${name}.png` });
    }
  });

  test('exports the drawing as shown, as SVG and PNG files', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${AURORA}/fluxos/onboarding`);
    await expect(page.getByTestId('diagram')).toHaveAttribute('data-layout', 'stored');
    const svg = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar SVG' }).click();
    const saved = await svg;
    expect(saved.suggestedFilename()).toBe('fluxo-onboarding.svg');
    const text = readFileSync(await saved.path(), 'utf8');
    expect(text).toMatch(/^<\?xml [^>]*>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(text).toContain('9 estados dentro (29 ao todo)');
    const png = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar PNG' }).click();
    const image = readFileSync(await (await png).path());
    expect(image.subarray(1, 4).toString()).toBe('PNG');
    // Twice the drawing's size: its width is in the IHDR chunk.
    expect(image.readUInt32BE(16)).toBeGreaterThan(2000);
  });

  test('lays a machine out in the browser when asked to, as when its stored layout is stale', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${AURORA}/fluxos/cep-lookup?layout=elk`);
    await expect(page.getByTestId('diagram')).toHaveAttribute('data-layout', 'elk');
    await expect(page.getByTestId('diagram').locator('[data-state]')).toHaveCount(machineGraph(machines['cep-lookup']).states.length);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
