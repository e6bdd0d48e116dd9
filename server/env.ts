import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import type { DatabaseTimeouts } from './db/timeouts.ts';
import { EnvSchema, type LOG_LEVELS, MIN_SECRET_LENGTH } from './env-schema.ts';
import { type CepConfig, DEFAULT_CEP_CONFIG, parseCepProviders } from './lib/cep/cep-config.ts';
import type { CpfCheckConfig } from './lib/cpf-check/cpf-check-config.ts';
import type { S3StorageConfig } from './lib/documents/s3-storage.ts';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from './lib/private-dir.ts';
import type { ScreeningConfig } from './lib/screening/screening-config.ts';

// Longer than a load balancer's usual health-check interval times its unhealthy threshold (e.g. 2 s × 2).
const DEFAULT_PRODUCTION_SHUTDOWN_DELAY_MS = 5_000;

/** A value of the environment could not be used; `message` names every bad variable. */
export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

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
