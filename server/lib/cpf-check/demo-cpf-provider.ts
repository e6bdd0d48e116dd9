import type { CpfProvider, CpfRecord } from './cpf-provider.ts';

/**
 * The demo's CPF records (development without CPF_CHECK_URL): a sign-up with one of these CPFs must carry its name
 * and birth date; any other valid CPF is accepted, so a newcomer can try the journey with any CPF.
 */
export const DEMO_CPF_RECORDS: Readonly<Record<string, CpfRecord>> = {
  '12345678143': { name: 'Ana Beatriz Souza', birthDate: '1985-07-12' },
  '98765432100': { name: 'João Pereira Lima', birthDate: '1979-11-03' },
  '24681357928': { name: 'Luíza Fernandes Costa', birthDate: '1992-02-29' },
};

/** The built-in demo provider: answers from `records` in memory, and accepts the CPFs it has no record of. */
export function demoCpfProvider(records: Readonly<Record<string, CpfRecord>> = DEMO_CPF_RECORDS): CpfProvider {
  return { unknown: 'accepted', lookup: async (cpf) => records[cpf] ?? null };
}
