import { defineConfig } from '@playwright/test';
import { chromiumPath } from './chromium.ts';
import { E2E_PORT, E2E_WORKERS, portsOf } from './support/e2e-env.ts';

/** Port of this process's server under test (each worker's own: support/e2e-env.ts). */
export { E2E_PORT };

// Each entry point runs in a Node of its own through the tsx loader: no npx and npm processes kept alive beside it.
const tsx = (entry: string) => `${JSON.stringify(process.execPath)} --import tsx ${entry}`;

/**
 * The servers of one worker's group, in the order they must answer: the SMTP peer first (every email of the server
 * under test goes through it, ADR 145), the CEP provider the address forms ask, then the server under test on the
 * group's own database. Each learns its group from TEST_PARALLEL_INDEX, as the worker it serves does.
 */
function groupServers(group: number) {
  const ports = portsOf(group);
  const common = {
    cwd: '../..',
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { TEST_PARALLEL_INDEX: String(group) },
  } as const;
  return [
    {
      ...common,
      name: `smtp-${group}`,
      command: `${tsx('server/test-support/smtp-peer.ts')} ${ports.smtp} ${ports.mailbox}`,
      url: `http://127.0.0.1:${ports.mailbox}/health`,
      timeout: 60_000,
    },
    {
      ...common,
      name: `cep-${group}`,
      command: `${tsx('server/test-support/cep-peer.ts')} ${ports.cep}`,
      url: `http://127.0.0.1:${ports.cep}/ws/01310100/json/`,
      timeout: 60_000,
    },
    {
      ...common,
      name: `server-${group}`,
      command: tsx('test/e2e/support/group-server.ts'),
      url: `http://localhost:${ports.server}/api/health`,
      timeout: 120_000,
    },
  ];
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: `../../${process.env.E2E_OUT ?? 'test-results/e2e'}`,
  // Files spread over the workers; the tests of one file run in order on one worker, as some build on the previous.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 30_000,
  // How long an expectation waits for the page: 10 s, not Playwright's 5 s, because CI runs this suite beside the
  // node20 leg on 2 cores, where a lazy chunk or a layout in the browser has been seen to take over 5 s.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Evaluated again in each worker, where E2E_PORT is that worker's group's.
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // No trace by default: recording one (its screencast and DOM snapshots) doubled the CPU of a journey (PF + PJ:
    // 62 s without, 85 s with DOM snapshots only, 122 s with the default trace), and this suite is bound by the CPU.
    // A failure still leaves its error context (the page's accessibility snapshot) and a screenshot;
    // E2E_TRACE=retain-on-failure (or on) records traces when a failure needs one.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, group) => groupServers(group)).flat(),
});
