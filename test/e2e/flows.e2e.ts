import { expect, test } from '@playwright/test';
import { machines } from '../../machines/registry.ts';
import { machineGraph } from '../../scripts/flows/machine-graph.ts';
import { AURORA } from './support/hosts.ts';

test('the flow viewer draws the machines and highlights the state of the journey open in another tab', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 960 });
  await page.goto(`${AURORA}/fluxos`);
  await expect(page.getByRole('heading', { name: 'Fluxos do cadastro' })).toBeVisible();
  const diagram = page.getByTestId('diagram').locator('svg');
  await expect(diagram).toBeVisible();
  await expect(diagram).toContainText('resolving');
  await expect(page.getByTestId('live-state')).toContainText('Nenhuma jornada aberta');
  // The suite's coverage is bundled when `npm run test:model` ran before the build (as `npm test` does); the page
  // says so when it is missing or was written for another version of the machine.
  await expect(page.getByText(/^(Cobertura (dos caminhos gerados|indisponível)|A cobertura é de outra versão)/)).toBeVisible();

  // The landing's page runs no journey (ADR 178): the journey starts with the sign-up form a choice opens.
  const journey = await context.newPage();
  await journey.goto(`${AURORA}/`);
  await journey.getByRole('link', { name: /Pessoa Física/ }).click();
  await expect(journey).toHaveURL(/\/novo-cadastro(\?tipo=p[fj])?$/);
  await expect(page.getByTestId('live-state')).toContainText('visitor › newSignup › idle');
  await expect(diagram.locator('g.active').filter({ hasText: /^idle$/ })).toHaveCount(1);

  // Back to the landing inside the app: the viewer follows.
  await journey.getByRole('button', { name: 'Voltar' }).click();
  await expect(journey.getByRole('heading', { name: 'Qual conta você quer abrir?' })).toBeVisible();
  await expect(page.getByTestId('live-state')).toContainText('partner › ready › visitor › landing');
  await expect(diagram.locator('g.active').filter({ hasText: /^landing$/ })).toHaveCount(1);
  await expect(diagram.locator('g.active').filter({ hasText: /^idle$/ })).toHaveCount(0);

  await page.bringToFront();
  await page.screenshot({ path: 'test-results/screens/fluxos.png' });

  // Every registered machine lays out in a real browser (mermaid draws nothing in jsdom).
  for (const [name, machine] of Object.entries(machines)) {
    await page.getByRole('tab', { name: new RegExp(`^${name}( ●)?$`) }).click();
    const drawn = page.getByRole('region', { name: `Diagrama da máquina ${name}` }).locator('svg');
    await expect(drawn).toContainText(machineGraph(machine).states.at(-1)!.key);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: `test-results/screens/fluxos-${name}.png` });
  }
});
