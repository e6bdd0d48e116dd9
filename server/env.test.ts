import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, withJwtSecret } from './env.ts';
import { BUILT_SERVER, builtArgs } from './test-support/built-server.ts';

/** A production environment with every provider production requires (the tests take out or replace what they test). */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db/app',
  JWT_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail:25',
  CLAMAV_URL: 'tcp://clamd:3310',
  CPF_CHECK_URL: 'https://bureau.example/cpf/{cpf}',
  SCREENING_URL: 'https://lists.example/screening',
};

describe('parseEnv', () => {
  it('fills the defaults of DESIGN §2', () => {
    expect(parseEnv({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgPoolMax: 20,
      pgTimeouts: { connectMs: 5_000, statementMs: 5_000, idleInTransactionMs: 10_000 },
      pgProbeTimeoutMs: 500,
      pgStartupWaitSeconds: 60,
      shutdownGraceSeconds: 10,
      shutdownDelayMs: 0,
      dataDir: resolve('./data'),
      jwtSecret: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      staticDir: resolve('./dist'),
      storageDir: resolve('./data/storage'),
      leadWebhookUrl: undefined,
      publicPort: 3000,
      trustProxy: false,
      flowsViewer: true,
      smtpUrl: undefined,
      mailFrom: 'nao-responda@onboarding.localhost',
      leadWebhookSecret: undefined,
      metricsToken: undefined,
      s3: undefined,
      devMailbox: true,
      sessionTtlSeconds: 8 * 60 * 60,
      cep: { providers: ['https://viacep.com.br/ws/{cep}/json/', 'https://brasilapi.com.br/api/cep/v1/{cep}'], timeoutMs: 1_500 },
      cpfCheck: { url: undefined, timeoutMs: 1_500 },
      brokerageContact: { email: 'atendimento@corretora.localhost', phone: '0800 000 0000' },
      screening: { url: undefined, timeoutMs: 3_000 },
    });
  });

  it('reads the CEP providers (in order) and their timeout, at most 1.5 s', () => {
    const cep = parseEnv({ CEP_PROVIDERS: 'http://127.0.0.1:9/ws/{cep}/json/, https://cep.example/{cep}', CEP_TIMEOUT_MS: '800' }).cep;
    expect(cep).toEqual({ providers: ['http://127.0.0.1:9/ws/{cep}/json/', 'https://cep.example/{cep}'], timeoutMs: 800 });
    for (const bad of ['https://viacep.com.br/ws/json/', 'ftp://cep.example/{cep}', 'not a url {cep}', ' , '])
      expect(() => parseEnv({ CEP_PROVIDERS: bad }), bad).toThrow(/CEP_PROVIDERS must be/);
    for (const bad of ['1501', '99', '1.5', 'soon'])
      expect(() => parseEnv({ CEP_TIMEOUT_MS: bad }), bad).toThrow(/CEP_TIMEOUT_MS must be a number of milliseconds \(100-1500\)/);
  });

  it('listens on loopback outside production and on every interface in it, unless HOST says otherwise', () => {
    const production = PRODUCTION;
    expect(parseEnv({}).host).toBe('127.0.0.1');
    expect(parseEnv({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(parseEnv(production).host).toBe('0.0.0.0');
    expect(parseEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(parseEnv({ ...production, HOST: '10.0.0.2' }).host).toBe('10.0.0.2');
  });

  it('reads PG_POOL_MAX and rejects a pool of no connections', () => {
    expect(parseEnv({ PG_POOL_MAX: '32' }).pgPoolMax).toBe(32);
    expect(() => parseEnv({ PG_POOL_MAX: '0' })).toThrow(/PG_POOL_MAX must be a number of connections/);
    expect(() => parseEnv({ PG_POOL_MAX: 'many' })).toThrow(/PG_POOL_MAX must be a number of connections/);
  });

  it('reads the PostgreSQL timeouts and rejects values that are not a number of milliseconds in range', () => {
    const env = { PG_CONNECT_TIMEOUT_MS: '2000', PG_STATEMENT_TIMEOUT_MS: '30000', PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000' };
    expect(parseEnv(env).pgTimeouts).toEqual({ connectMs: 2_000, statementMs: 30_000, idleInTransactionMs: 60_000 });
    for (const bad of ['0', '99', '2s', '-1']) {
      expect(() => parseEnv({ PG_CONNECT_TIMEOUT_MS: bad })).toThrow(
        /PG_CONNECT_TIMEOUT_MS must be a number of milliseconds \(100-600000\)/,
      );
    }
    expect(() => parseEnv({ PG_STATEMENT_TIMEOUT_MS: '3600001' })).toThrow(/PG_STATEMENT_TIMEOUT_MS must be a number of milliseconds/);
    expect(parseEnv({ PG_PROBE_TIMEOUT_MS: '1500' }).pgProbeTimeoutMs).toBe(1_500);
    expect(() => parseEnv({ PG_PROBE_TIMEOUT_MS: '10' })).toThrow(/PG_PROBE_TIMEOUT_MS must be a number of milliseconds \(50-60000\)/);
  });

  it('reads how long start-up waits for PostgreSQL and how long shutdown lets requests finish', () => {
    expect(parseEnv({ PG_STARTUP_WAIT_SECONDS: '0', SHUTDOWN_GRACE_SECONDS: '30' })).toMatchObject({
      pgStartupWaitSeconds: 0,
      shutdownGraceSeconds: 30,
    });
    expect(() => parseEnv({ PG_STARTUP_WAIT_SECONDS: '3601' })).toThrow(/PG_STARTUP_WAIT_SECONDS must be a number of seconds \(0-3600\)/);
    expect(() => parseEnv({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(/SHUTDOWN_GRACE_SECONDS must be a number of seconds \(1-600\)/);
  });

  it('reads how long a stopping server stays reachable while readiness answers 503: 5 s in production, none elsewhere', () => {
    const { CLAMAV_URL: _clamav, ...production } = PRODUCTION;
    expect(parseEnv({ ...production, CLAMAV_URL: 'tcp://clamd:3310' }).shutdownDelayMs).toBe(5_000);
    expect(parseEnv({ SHUTDOWN_DELAY_MS: '1500' }).shutdownDelayMs).toBe(1_500);
    for (const bad of ['300001', '-1', '5s'])
      expect(() => parseEnv({ SHUTDOWN_DELAY_MS: bad }), bad).toThrow(/SHUTDOWN_DELAY_MS must be a number of milliseconds \(0-300000\)/);
  });

  it('reads SESSION_TTL_SECONDS (a working day by default) and rejects lifetimes out of 5 s to a day', () => {
    expect(parseEnv({}).sessionTtlSeconds).toBe(8 * 60 * 60);
    expect(parseEnv({ SESSION_TTL_SECONDS: '900' }).sessionTtlSeconds).toBe(900);
    for (const bad of ['0', '4', '86401', 'forever']) {
      expect(() => parseEnv({ SESSION_TTL_SECONDS: bad })).toThrow(/SESSION_TTL_SECONDS must be a number of seconds/);
    }
  });

  it('reads every variable; PUBLIC_PORT defaults to PORT', () => {
    const config = parseEnv({ PORT: '8080', DATABASE_URL: 'postgres://u@db:5432/app', LOG_LEVEL: 'warn', TRUST_PROXY: 'true' });
    expect(config).toMatchObject({
      port: 8080,
      publicPort: 8080,
      databaseUrl: 'postgres://u@db:5432/app',
      logLevel: 'warn',
      trustProxy: true,
    });
    expect(parseEnv({ PORT: '8080', PUBLIC_PORT: '443' }).publicPort).toBe(443);
  });

  it('names every bad value in one error', () => {
    const parse = () => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(parse).toThrow(EnvError);
    expect(parse).toThrow(/PORT must be a port number[\s\S]*DATABASE_URL must be a postgres:\/\/ URL[\s\S]*LOG_LEVEL must be one of/);
    expect(() => parseEnv({ PORT: '70000' })).toThrow('PORT must be a port number (1-65535)');
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow('JWT_SECRET must have at least 32 characters');
  });

  it('refuses production without DATABASE_URL, saying why, and without JWT_SECRET', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /DATABASE_URL is required when NODE_ENV=production: the embedded PGlite database runs with fsync off/,
    );
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app' })).toThrow(
      /JWT_SECRET is required when NODE_ENV=production/,
    );
    const production = { ...PRODUCTION, CLAMAV_URL: 'unix:///run/clamav/clamd.ctl' };
    expect(parseEnv(production).nodeEnv).toBe('production');
    expect(parseEnv(production).clamavUrl).toBe('unix:///run/clamav/clamd.ctl');
  });

  it('refuses production without CLAMAV_URL, and a CLAMAV_URL that is neither tcp://host:port nor unix:///path', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://m' };
    expect(() => parseEnv(production)).toThrow(/CLAMAV_URL is required when NODE_ENV=production/);
    for (const bad of ['http://av:3310', 'tcp://av', 'unix://relative.sock'])
      expect(() => parseEnv({ CLAMAV_URL: bad }), bad).toThrow('CLAMAV_URL must be tcp://host:port or unix:///path/to/clamd.sock');
    expect(parseEnv({ CLAMAV_URL: 'tcp://127.0.0.1:3310' }).clamavUrl).toBe('tcp://127.0.0.1:3310');
    expect(parseEnv({}).clamavUrl).toBeUndefined();
  });

  it('reads CPF_CHECK_URL and its timeout (1.5 s by default); production refuses to start without a CPF provider', () => {
    expect(parseEnv({}).cpfCheck).toEqual({ url: undefined, timeoutMs: 1_500 });
    const url = 'http://127.0.0.1:9/cpf/{cpf}';
    expect(parseEnv({ CPF_CHECK_URL: url, CPF_CHECK_TIMEOUT_MS: '800' }).cpfCheck).toEqual({ url, timeoutMs: 800 });
    for (const bad of ['https://bureau.example/cpf', 'ftp://bureau.example/{cpf}', 'not a url {cpf}'])
      expect(() => parseEnv({ CPF_CHECK_URL: bad }), bad).toThrow('CPF_CHECK_URL must be an http(s) URL with {cpf}');
    for (const bad of ['99', '5001', 'soon'])
      expect(() => parseEnv({ CPF_CHECK_TIMEOUT_MS: bad }), bad).toThrow(
        /CPF_CHECK_TIMEOUT_MS must be a number of milliseconds \(100-5000\)/,
      );
    const { CPF_CHECK_URL: _cpf, SCREENING_URL: _screening, ...production } = PRODUCTION;
    expect(() => parseEnv(production)).toThrow(/CPF_CHECK_URL is required when NODE_ENV=production/);
    expect(parseEnv({ ...production, CPF_CHECK_URL: url, SCREENING_URL: 'https://lists.example/s' }).cpfCheck.url).toBe(url);
  });

  it('reads SCREENING_URL and its timeout (3 s by default); production refuses to start without a screening provider', () => {
    expect(parseEnv({}).screening).toEqual({ url: undefined, timeoutMs: 3_000 });
    const url = 'http://127.0.0.1:9/screening';
    expect(parseEnv({ SCREENING_URL: url, SCREENING_TIMEOUT_MS: '800' }).screening).toEqual({ url, timeoutMs: 800 });
    for (const bad of ['ftp://lists.example/s', 'not a url', 'https://user:secret@lists.example/s'])
      expect(() => parseEnv({ SCREENING_URL: bad }), bad).toThrow('SCREENING_URL must be an http(s) URL without credentials');
    for (const bad of ['99', '10001', 'soon'])
      expect(() => parseEnv({ SCREENING_TIMEOUT_MS: bad }), bad).toThrow(
        /SCREENING_TIMEOUT_MS must be a number of milliseconds \(100-10000\)/,
      );
    const { SCREENING_URL: _screening, ...production } = PRODUCTION;
    expect(() => parseEnv(production)).toThrow(/SCREENING_URL is required when NODE_ENV=production/);
    expect(parseEnv({ ...production, SCREENING_URL: url }).screening.url).toBe(url);
  });
});

describe('parseEnv: the brokerage contact (ADR 227)', () => {
  const production = PRODUCTION;

  it("reads the configured contact; the demo's outside production, none in it", () => {
    const env = { BROKERAGE_CONTACT_EMAIL: 'sac@corretora.com.br', BROKERAGE_CONTACT_PHONE: '+55 (11) 3003-1234' };
    expect(parseEnv(env).brokerageContact).toEqual({ email: 'sac@corretora.com.br', phone: '+55 (11) 3003-1234' });
    expect(parseEnv({ BROKERAGE_CONTACT_PHONE: '0800 123 4567' }).brokerageContact).toEqual({ email: null, phone: '0800 123 4567' });
    expect(parseEnv({}).brokerageContact).toEqual({ email: 'atendimento@corretora.localhost', phone: '0800 000 0000' });
    expect(parseEnv(production).brokerageContact).toEqual({ email: null, phone: null });
    expect(parseEnv({ ...production, ...env }).brokerageContact.email).toBe('sac@corretora.com.br');
  });

  it('refuses an address or phone that is not one, control characters included', () => {
    for (const bad of ['sac', 'sac@', 'sac@corretora.com.br\n', `${'a'.repeat(250)}@x.com`])
      expect(() => parseEnv({ BROKERAGE_CONTACT_EMAIL: bad }), bad).toThrow('BROKERAGE_CONTACT_EMAIL must be an email address');
    for (const bad of ['ligue já', '123', '0800\u0000000000', '<script>', `${'1'.repeat(31)}`])
      expect(() => parseEnv({ BROKERAGE_CONTACT_PHONE: bad }), bad).toThrow('BROKERAGE_CONTACT_PHONE must be a phone number');
  });
});

describe('parseEnv: the S3 bucket', () => {
  it('reads the bucket with its key pair, and refuses a bucket without one', () => {
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(parseEnv({ S3_BUCKET: 'docs', S3_ENDPOINT: 'http://minio:9000', ...keys }).s3).toEqual({
      bucket: 'docs',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(parseEnv(keys).s3).toBeUndefined();
    for (const partial of [{}, { S3_ACCESS_KEY_ID: 'id' }, { S3_SECRET_ACCESS_KEY: 'secret' }]) {
      expect(() => parseEnv({ S3_BUCKET: 'docs', ...partial })).toThrow(
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET',
      );
    }
  });
});

describe('withJwtSecret', () => {
  it('generates a development secret into DATA_DIR/jwt-secret with 0600 permissions and reuses it', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'onboarding-env-')), 'data');
    const first = withJwtSecret(parseEnv({ DATA_DIR: dataDir }));
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(withJwtSecret(parseEnv({ DATA_DIR: dataDir })).jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
  });

  it('prefers JWT_SECRET and replaces a secret file too short to be one', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-env-'));
    expect(withJwtSecret(parseEnv({ DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(32) })).jwtSecret).toBe('s'.repeat(32));
    writeFileSync(join(dataDir, 'jwt-secret'), 'weak');
    expect(withJwtSecret(parseEnv({ DATA_DIR: dataDir })).jwtSecret).not.toBe('weak');
  });
});

describe('server start-up', () => {
  it('exits 1 with the message when NODE_ENV=production has no DATABASE_URL', () => {
    const result = spawnSync(process.execPath, builtArgs(BUILT_SERVER), {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Cannot start: DATABASE_URL is required when NODE_ENV=production');
  });
});
