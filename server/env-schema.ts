import * as v from 'valibot';
import { DEFAULT_PROBE_MS } from './db/availability.ts';
import { DEFAULT_DATABASE_TIMEOUTS } from './db/timeouts.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './lib/auth/access-token.ts';
import { DEFAULT_CEP_CONFIG, MAX_CEP_TIMEOUT_MS, parseCepProviders } from './lib/cep/cep-config.ts';
import { DEFAULT_CPF_CHECK_CONFIG, isCpfCheckUrl, MAX_CPF_CHECK_TIMEOUT_MS } from './lib/cpf-check/cpf-check-config.ts';
import { CLAMAV_URL_PATTERN } from './lib/documents/clamav.ts';
import { DEFAULT_SCREENING_CONFIG, isScreeningUrl, MAX_SCREENING_TIMEOUT_MS } from './lib/screening/screening-config.ts';

// The environment variables the server reads, each with its rule and default (parsed by `parseEnv` in env.ts).

// A phone as people write it: digits with spaces, +, -, dots and parentheses, 8 to 30 characters.
const BROKERAGE_PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{6,28}[0-9]$/;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const MIN_SECRET_LENGTH = 32;

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

export const EnvSchema = v.object({
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
