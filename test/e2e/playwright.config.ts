import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './chromium.ts';
import { CEP_PEER_TEMPLATE, E2E_PORT, MAILBOX_ORIGIN, serverEnv } from './support/e2e-env.ts';

/** Port of the server under test (not 3000, so a running `npm start` does not collide). */
export { E2E_PORT };

const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: `../../${process.env.E2E_OUT ?? 'test-results/e2e'}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
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
  // The SMTP peer first: every email of the server under test goes through it (ADR 145).
  webServer: [
    {
      command: 'npx tsx test/e2e/support/smtp-peer.ts',
      cwd: '../..',
      url: `${MAILBOX_ORIGIN}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The CEP provider the address forms' lookup asks (a ViaCEP-shaped peer on loopback).
    {
      command: 'npx tsx test/e2e/support/cep-peer.ts',
      cwd: '../..',
      url: CEP_PEER_TEMPLATE.replace('{cep}', '01310100'),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx server/index.ts',
      cwd: '../..',
      url: `http://localhost:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(E2E_PORT, dataDir),
    },
  ],
});
