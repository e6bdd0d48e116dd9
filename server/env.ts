import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { DEFAULT_PROBE_MS } from './db/availability.ts';
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from './db/timeouts.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './lib/auth/access-token.ts';
import { type CepConfig, DEFAULT_CEP_CONFIG, MAX_CEP_TIMEOUT_MS, parseCepProviders } from './lib/cep/cep-config.ts';
import {
  type CpfCheckConfig,
  DEFAULT_CPF_CHECK_CONFIG,
  isCpfCheckUrl,
  MAX_CPF_CHECK_TIMEOUT_MS,
} from './lib/cpf-check/cpf-check-config.ts';
import { CLAMAV_URL_PATTERN } from './lib/documents/clamav.ts';
import type { S3StorageConfig } from './lib/documents/s3-storage.ts';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from './lib/private-dir.ts';
import {
  DEFAULT_SCREENING_CONFIG,
  isScreeningUrl,
  MAX_SCREENING_TIMEOUT_MS,
  type ScreeningConfig,
} from './lib/screening/screening-config.ts';

// A phone as people write it: digits with spaces, +, -, dots and parentheses, 8 to 30 characters.
const BROKERAGE_PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{6,28}[0-9]$/;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const MIN_SECRET_LENGTH = 32;
// Longer than a load balancer's usual health-check interval times its unhealthy threshold (e.g. 2 s × 2).
const DEFAULT_PRODUCTION_SHUTDOWN_DELAY_MS = 5_000;

/** A value of the environment could not be used; `message` names every bad variable. */
export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

const port = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,5}$/, `${name} must be a port number (1-65535)`),
    v.transform(Number),
    v.minValue(1, `${name} must be a port number (1-65535)`),
    v.maxValue(65_535, `${name} must be a port number (1-65535)`),
  );

/** A whole number of `unit` between `min` and `max`, defaulting to `fallback`. */
const bounded = (name: string, unit: string, min: number, max: number, fallback: number) => {
  const message = `${name} must be a number of ${unit} (${min}-${max})`;
  return v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message)),
    String(fallback),
  );
};

const EnvSchema = v.object({
  PORT: v.optional(port('PORT'), '3000'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('HOST must not be empty'))),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// URL'))),
  PG_POOL_MAX: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'PG_POOL_MAX must be a number of connections (1-999)'),
      v.transform(Number),
      v.minValue(1, 'PG_POOL_MAX must be a number of connections (1-999)'),
    ),
    '20',
  ),
  PG_CONNECT_TIMEOUT_MS: bounded('PG_CONNECT_TIMEOUT_MS', 'milliseconds', 100, 600_000, DEFAULT_DATABASE_TIMEOUTS.connectMs),
  PG_STATEMENT_TIMEOUT_MS: bounded('PG_STATEMENT_TIMEOUT_MS', 'milliseconds', 100, 3_600_000, DEFAULT_DATABASE_TIMEOUTS.statementMs),
  PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: bounded(
    'PG_IDLE_IN_TRANSACTION_TIMEOUT_MS',
    'milliseconds',
    100,
    3_600_000,
    DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs,
  ),
  PG_PROBE_TIMEOUT_MS: bounded('PG_PROBE_TIMEOUT_MS', 'milliseconds', 50, 60_000, DEFAULT_PROBE_MS),
  PG_STARTUP_WAIT_SECONDS: bounded('PG_STARTUP_WAIT_SECONDS', 'seconds', 0, 3_600, 60),
  SHUTDOWN_GRACE_SECONDS: bounded('SHUTDOWN_GRACE_SECONDS', 'seconds', 1, 600, 10),
  SHUTDOWN_DELAY_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'SHUTDOWN_DELAY_MS must be a number of milliseconds (0-300000)'),
      v.transform(Number),
      v.maxValue(300_000, 'SHUTDOWN_DELAY_MS must be a number of milliseconds (0-300000)'),
    ),
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('DATA_DIR must not be empty')), './data'),
  JWT_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(MIN_SECRET_LENGTH, `JWT_SECRET must have at least ${MIN_SECRET_LENGTH} characters`)),
  ),
  NODE_ENV: v.optional(
    v.picklist(['development', 'test', 'production'], 'NODE_ENV must be development, test or production'),
    'development',
  ),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
  STATIC_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('STATIC_DIR must not be empty')), './dist'),
  STORAGE_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('STORAGE_DIR must not be empty'))),
  LEAD_WEBHOOK_URL: v.optional(v.pipe(v.string(), v.url('LEAD_WEBHOOK_URL must be a URL'))),
  PUBLIC_PORT: v.optional(port('PUBLIC_PORT')),
  TRUST_PROXY: v.optional(v.picklist(['true', 'false'], 'TRUST_PROXY must be true or false'), 'false'),
  FLOWS_VIEWER: v.optional(v.picklist(['true', 'false'], 'FLOWS_VIEWER must be true or false')),
  CLAMAV_URL: v.optional(
    v.pipe(v.string(), v.regex(CLAMAV_URL_PATTERN, 'CLAMAV_URL must be tcp://host:port or unix:///path/to/clamd.sock')),
  ),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.email('MAIL_FROM must be an email address')), 'nao-responda@onboarding.localhost'),
  S3_BUCKET: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name'))),
  S3_REGION: v.optional(v.string(), 'us-east-1'),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/, 'S3_ENDPOINT must be an http(s):// URL'))),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  METRICS_TOKEN: v.optional(
    v.pipe(v.string(), v.minLength(MIN_SECRET_LENGTH, `METRICS_TOKEN must have at least ${MIN_SECRET_LENGTH} characters`)),
  ),
  LEAD_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(MIN_SECRET_LENGTH, `LEAD_WEBHOOK_SECRET must have at least ${MIN_SECRET_LENGTH} characters`)),
  ),
  DEV_MAILBOX: v.optional(v.picklist(['true', 'false'], 'DEV_MAILBOX must be true or false')),
  SESSION_TTL_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'SESSION_TTL_SECONDS must be a number of seconds (5-86400)'),
      v.transform(Number),
      v.minValue(5, 'SESSION_TTL_SECONDS must be a number of seconds (5-86400)'),
      v.maxValue(86_400, 'SESSION_TTL_SECONDS must be a number of seconds (5-86400)'),
    ),
    String(ACCESS_TOKEN_TTL_SECONDS),
  ),
  CEP_PROVIDERS: v.optional(
    v.pipe(
      v.string(),
      v.check((text) => parseCepProviders(text) !== null, 'CEP_PROVIDERS must be comma-separated http(s) URLs, each with {cep}'),
    ),
  ),
  CEP_TIMEOUT_MS: bounded('CEP_TIMEOUT_MS', 'milliseconds', 100, MAX_CEP_TIMEOUT_MS, DEFAULT_CEP_CONFIG.timeoutMs),
  CPF_CHECK_URL: v.optional(v.pipe(v.string(), v.check(isCpfCheckUrl, 'CPF_CHECK_URL must be an http(s) URL with {cpf}'))),
  CPF_CHECK_TIMEOUT_MS: bounded('CPF_CHECK_TIMEOUT_MS', 'milliseconds', 100, MAX_CPF_CHECK_TIMEOUT_MS, DEFAULT_CPF_CHECK_CONFIG.timeoutMs),
  BROKERAGE_CONTACT_EMAIL: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(254, 'BROKERAGE_CONTACT_EMAIL must be an email address'),
      v.email('BROKERAGE_CONTACT_EMAIL must be an email address'),
    ),
  ),
  BROKERAGE_CONTACT_PHONE: v.optional(
    v.pipe(
      v.string(),
      v.regex(BROKERAGE_PHONE_PATTERN, 'BROKERAGE_CONTACT_PHONE must be a phone number (digits, spaces, +, -, parentheses)'),
    ),
  ),
  SCREENING_URL: v.optional(v.pipe(v.string(), v.check(isScreeningUrl, 'SCREENING_URL must be an http(s) URL without credentials'))),
  SCREENING_TIMEOUT_MS: bounded('SCREENING_TIMEOUT_MS', 'milliseconds', 100, MAX_SCREENING_TIMEOUT_MS, DEFAULT_SCREENING_CONFIG.timeoutMs),
});

/** The demo brokerage's contact, outside production when none is configured. */
export const DEMO_BROKERAGE_CONTACT = { email: 'atendimento@corretora.localhost', phone: '0800 000 0000' } as const;

/** The server's configuration, parsed once from the environment. */
export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Most PostgreSQL connections the server's pool opens (PG_POOL_MAX, default 20). */
  pgPoolMax: number;
  /** How long PostgreSQL calls may take before the API gives up and answers 503 (PG_*_TIMEOUT_MS). */
  pgTimeouts: DatabaseTimeouts;
  /** How long a probe of PostgreSQL (a new connection and `select 1`) may take before it is declared unreachable. */
  pgProbeTimeoutMs: number;
  /** How long start-up retries a PostgreSQL that does not answer before it gives up (0: one attempt). */
  pgStartupWaitSeconds: number;
  /** How long a stopping server lets requests in flight finish before it cuts them. */
  shutdownGraceSeconds: number;
  /**
   * On SIGTERM, how long readiness answers 503 while the listener still accepts (load balancers notice and stop
   * sending work) before draining starts; default 5000 in production, 0 elsewhere.
   */
  shutdownDelayMs: number;
  dataDir: string;
  /** Undefined only until `withJwtSecret` resolves the development secret. */
  jwtSecret: string | undefined;
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: (typeof LOG_LEVELS)[number];
  staticDir: string;
  /** Folder of uploaded documents (default DATA_DIR/storage); never inside STATIC_DIR. */
  storageDir: string;
  leadWebhookUrl: string | undefined;
  /** Port written into the demo brands' registration URLs. */
  publicPort: number;
  /** Whether the client IP is taken from X-Forwarded-For (set behind a load balancer). */
  trustProxy: boolean;
  /** Whether /fluxos (the analysts' flow viewer) is served; default on outside production, off in it. */
  flowsViewer: boolean;
  /** SMTP server emails go through; without one (development only) they go to the dev mailbox. */
  smtpUrl: string | undefined;
  /** Sender address of every email (the display name is the partner's). */
  mailFrom: string;
  /** Key of the HMAC signature on lead webhook calls. */
  leadWebhookSecret: string | undefined;
  /** The S3-protocol bucket uploads go to (S3_*), shared by every instance; undefined: STORAGE_DIR on local disk. */
  s3: S3StorageConfig | undefined;
  /** Bearer token that lets other hosts than loopback read /metrics. */
  metricsToken: string | undefined;
  /** Whether sent emails are also kept in memory and listed at /dev/emails (never in production). */
  devMailbox: boolean;
  /** Lifetime of the AccessTokens the API signs (customers' and offer managers'). */
  sessionTtlSeconds: number;
  /** clamd that scans every upload (tcp://host:port or unix:///path); required in production. */
  clamavUrl: string | undefined;
  /** The CEP providers the address form's lookup asks (CEP_PROVIDERS, CEP_TIMEOUT_MS). */
  cep: CepConfig;
  /** The CPF data provider sign-ups are checked with (CPF_CHECK_URL, CPF_CHECK_TIMEOUT_MS; ADR 221). */
  cpfCheck: CpfCheckConfig;
  /**
   * How customers reach the brokerage (BROKERAGE_CONTACT_*), told to a holder whose document another sign-up took
   * (ADR 227); the demo's outside production, none by default in it.
   */
  brokerageContact: { email: string | null; phone: string | null };
  /** The PEP and sanctions lists' provider applications are screened with (SCREENING_URL, SCREENING_TIMEOUT_MS; ADR 233). */
  screening: ScreeningConfig;
};

/** A configuration whose JWT secret is known. */
export type ResolvedConfig = Config & { jwtSecret: string };

/** Parses an environment (a plain record, for tests) into a Config, or throws EnvError naming every bad value. */
export function parseEnv(source: Record<string, string | undefined>): Config {
  const input = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, input);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  - ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${[...new Set(lines)].join('\n')}`);
  }
  const env = result.output;
  if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
    throw new EnvError(
      'DATABASE_URL is required when NODE_ENV=production: the embedded PGlite database runs with fsync off and may not reopen after a crash. Set DATABASE_URL=postgres://…',
    );
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new EnvError(`JWT_SECRET is required when NODE_ENV=production (at least ${MIN_SECRET_LENGTH} random characters).`);
  }
  if (env.NODE_ENV === 'production' && !env.CLAMAV_URL) {
    throw new EnvError('CLAMAV_URL is required when NODE_ENV=production: uploads are scanned by clamd (tcp://host:port or unix:///path).');
  }
  if (env.NODE_ENV === 'production' && !env.CPF_CHECK_URL) {
    throw new EnvError(
      "CPF_CHECK_URL is required when NODE_ENV=production: a sign-up's name and birth date are checked with the CPF data provider (ADR 221).",
    );
  }
  if (env.NODE_ENV === 'production' && !env.SCREENING_URL) {
    throw new EnvError(
      'SCREENING_URL is required when NODE_ENV=production: applications are screened against the PEP and sanctions lists (ADR 233).',
    );
  }
  const storageDir = resolve(env.STORAGE_DIR ?? join(env.DATA_DIR, 'storage'));
  if (`${storageDir}/`.startsWith(`${resolve(env.STATIC_DIR)}/`))
    throw new EnvError('STORAGE_DIR must not be inside STATIC_DIR: uploads are never served.');
  const mailError = mailConfigError(env);
  if (mailError) throw new EnvError(mailError);
  return {
    port: env.PORT,
    // Outside production only this machine reaches the server (its dev mailbox shows every emailed code).
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: env.DATABASE_URL,
    pgPoolMax: env.PG_POOL_MAX,
    pgTimeouts: {
      connectMs: env.PG_CONNECT_TIMEOUT_MS,
      statementMs: env.PG_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.PG_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    pgProbeTimeoutMs: env.PG_PROBE_TIMEOUT_MS,
    pgStartupWaitSeconds: env.PG_STARTUP_WAIT_SECONDS,
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS ?? (env.NODE_ENV === 'production' ? DEFAULT_PRODUCTION_SHUTDOWN_DELAY_MS : 0),
    dataDir: resolve(env.DATA_DIR),
    jwtSecret: env.JWT_SECRET,
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    staticDir: resolve(env.STATIC_DIR),
    storageDir,
    leadWebhookUrl: env.LEAD_WEBHOOK_URL,
    publicPort: env.PUBLIC_PORT ?? env.PORT,
    trustProxy: env.TRUST_PROXY === 'true',
    flowsViewer: env.FLOWS_VIEWER ? env.FLOWS_VIEWER === 'true' : env.NODE_ENV !== 'production',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    leadWebhookSecret: env.LEAD_WEBHOOK_SECRET,
    metricsToken: env.METRICS_TOKEN,
    s3: s3Config(env),
    devMailbox: env.DEV_MAILBOX ? env.DEV_MAILBOX === 'true' : env.NODE_ENV !== 'production',
    sessionTtlSeconds: env.SESSION_TTL_SECONDS,
    clamavUrl: env.CLAMAV_URL,
    cep: {
      providers: env.CEP_PROVIDERS ? (parseCepProviders(env.CEP_PROVIDERS) ?? []) : DEFAULT_CEP_CONFIG.providers,
      timeoutMs: env.CEP_TIMEOUT_MS,
    },
    cpfCheck: { url: env.CPF_CHECK_URL, timeoutMs: env.CPF_CHECK_TIMEOUT_MS },
    brokerageContact: brokerageContactOf(env),
    screening: { url: env.SCREENING_URL, timeoutMs: env.SCREENING_TIMEOUT_MS },
  };
}

/** The configured contact; outside production, the demo's where neither is set. */
function brokerageContactOf(env: v.InferOutput<typeof EnvSchema>): Config['brokerageContact'] {
  if (env.BROKERAGE_CONTACT_EMAIL || env.BROKERAGE_CONTACT_PHONE || env.NODE_ENV === 'production')
    return { email: env.BROKERAGE_CONTACT_EMAIL ?? null, phone: env.BROKERAGE_CONTACT_PHONE ?? null };
  return { ...DEMO_BROKERAGE_CONTACT };
}

/** The bucket of S3_BUCKET with the key pair that signs its requests (required with it), or undefined. */
function s3Config(env: v.InferOutput<typeof EnvSchema>): S3StorageConfig | undefined {
  if (!env.S3_BUCKET) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new EnvError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET: they sign the requests to the bucket.');
  }
  return { bucket: env.S3_BUCKET, region: env.S3_REGION, endpoint: env.S3_ENDPOINT, accessKeyId, secretAccessKey };
}

/** Why the mail and webhook settings cannot work together, if they cannot. */
function mailConfigError(env: v.InferOutput<typeof EnvSchema>): string | undefined {
  if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
    return `LEAD_WEBHOOK_SECRET is required with LEAD_WEBHOOK_URL: lead calls are signed with it (at least ${MIN_SECRET_LENGTH} characters).`;
  }
  if (env.NODE_ENV !== 'production') return undefined;
  if (!env.SMTP_URL) return 'SMTP_URL is required when NODE_ENV=production: without it emails would only reach the development mailbox.';
  if (env.DEV_MAILBOX === 'true') return 'DEV_MAILBOX=true is refused when NODE_ENV=production: the mailbox page would show codes.';
  return undefined;
}

/** Reads and parses `process.env` (the only place that does). */
export function loadEnv(): Config {
  return parseEnv(process.env);
}

/**
 * Returns the config with its JWT secret: the configured one, else (outside production) the secret kept in
 * DATA_DIR/jwt-secret, generated with 0600 permissions on first use so tokens survive restarts.
 */
export function withJwtSecret(config: Config): ResolvedConfig {
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  if (config.nodeEnv === 'production') throw new EnvError('JWT_SECRET is required when NODE_ENV=production.');
  const file = join(config.dataDir, 'jwt-secret');
  let secret = '';
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    // First start: no secret yet.
  }
  if (secret.length < MIN_SECRET_LENGTH) {
    ensurePrivateDir(config.dataDir);
    secret = randomBytes(48).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE });
    chmodSync(file, PRIVATE_FILE_MODE);
  }
  return { ...config, jwtSecret: secret };
}
