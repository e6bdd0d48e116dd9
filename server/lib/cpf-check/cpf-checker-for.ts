import type { Clock } from '../http/context.ts';
import { type CpfChecker, createCpfChecker } from './cpf-check.ts';
import { type CpfCheckConfig, DEFAULT_CPF_CHECK_CONFIG } from './cpf-check-config.ts';
import { httpCpfProvider } from './cpf-provider.ts';
import { demoCpfProvider } from './demo-cpf-provider.ts';

/**
 * The checker of a configuration: CPF_CHECK_URL's provider, else the demo's built-in records (the environment
 * refuses production without CPF_CHECK_URL, ADR 221).
 */
export function cpfCheckerFor(config: CpfCheckConfig = DEFAULT_CPF_CHECK_CONFIG, clock: Clock): CpfChecker {
  const provider = config.url ? httpCpfProvider(config.url) : demoCpfProvider();
  return createCpfChecker(provider, { timeoutMs: config.timeoutMs, clock });
}
