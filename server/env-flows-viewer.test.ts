import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db/app',
  JWT_SECRET: 'x'.repeat(32),
  SMTP_URL: 'smtp://mail:25',
  CLAMAV_URL: 'tcp://av:3310',
  CPF_CHECK_URL: 'https://bureau.example/cpf/{cpf}',
  SCREENING_URL: 'https://lists.example/screening',
};

describe('FLOWS_VIEWER', () => {
  it('is on by default outside production and off by default in it', () => {
    expect(parseEnv({}).flowsViewer).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test' }).flowsViewer).toBe(true);
    expect(parseEnv(production).flowsViewer).toBe(false);
  });

  it('follows an explicit setting either way', () => {
    expect(parseEnv({ ...production, FLOWS_VIEWER: 'true' }).flowsViewer).toBe(true);
    expect(parseEnv({ FLOWS_VIEWER: 'false' }).flowsViewer).toBe(false);
  });

  it('refuses anything but true or false', () => {
    expect(() => parseEnv({ FLOWS_VIEWER: 'yes' })).toThrow(EnvError);
    expect(() => parseEnv({ FLOWS_VIEWER: 'yes' })).toThrow('FLOWS_VIEWER must be true or false');
  });
});
