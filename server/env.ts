import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as v from 'valibot';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const MIN_SECRET_LENGTH = 32;

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

const EnvSchema = v.object({
  PORT: v.optional(port('PORT'), '3000'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('HOST must not be empty')), '0.0.0.0'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// URL'))),
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
  LEAD_WEBHOOK_URL: v.optional(v.pipe(v.string(), v.url('LEAD_WEBHOOK_URL must be a URL'))),
  PUBLIC_PORT: v.optional(port('PUBLIC_PORT')),
  TRUST_PROXY: v.optional(v.picklist(['true', 'false'], 'TRUST_PROXY must be true or false'), 'false'),
});

/** The server's configuration, parsed once from the environment. */
export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Undefined only until `withJwtSecret` resolves the development secret. */
  jwtSecret: string | undefined;
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: (typeof LOG_LEVELS)[number];
  staticDir: string;
  leadWebhookUrl: string | undefined;
  /** Port written into the demo brands' registration URLs. */
  publicPort: number;
  /** Whether the client IP is taken from X-Forwarded-For (set behind a load balancer). */
  trustProxy: boolean;
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
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(env.DATA_DIR),
    jwtSecret: env.JWT_SECRET,
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    staticDir: resolve(env.STATIC_DIR),
    leadWebhookUrl: env.LEAD_WEBHOOK_URL,
    publicPort: env.PUBLIC_PORT ?? env.PORT,
    trustProxy: env.TRUST_PROXY === 'true',
  };
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
    mkdirSync(config.dataDir, { recursive: true });
    secret = randomBytes(48).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { ...config, jwtSecret: secret };
}
