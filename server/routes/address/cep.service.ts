import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { CepAddress } from '../../../domain/api/cep.ts';
import { stateIdOfUf } from '../../../domain/cep.ts';
import { nameComparisonKey } from '../../../domain/name.ts';
import type { Database } from '../../db/database.ts';
import { type CachedCepAddress, cepLookups } from '../../db/schema/index.ts';
import type { CepConfig } from '../../lib/cep/cep-config.ts';
import { askCepProviders, type ProviderAddress } from '../../lib/cep/cep-provider.ts';
import type { Clock } from '../../lib/http/context.ts';
import { lookups } from '../../services/lookups/lookups.ts';

/** How long a known address is kept (CEPs rarely change) and how long an unknown CEP is (it may be new). */
export const CEP_CACHE_TTL_MS = { found: 30 * 24 * 60 * 60 * 1000, notFound: 60 * 60 * 1000 };

/** What a lookup answers: the address, an unknown CEP, or no provider reachable and nothing cached. */
export type CepResult = { status: 'found'; address: CepAddress } | { status: 'notFound' } | { status: 'unavailable' };

/** What a lookup needs: the database it caches in, the time, the providers and where failures are logged. */
export type CepDeps = { db: Database; clock: Clock; config: CepConfig; logger: Logger };

// The city of our lookup a provider's city is: its IBGE code when it is one of the state's, else the same name there.
function cityIdOf(address: ProviderAddress): number | null {
  const stateId = stateIdOfUf(address.uf);
  if (stateId === null) return null;
  if (address.ibge !== null && lookups().stateOfCity.get(address.ibge) === stateId) return address.ibge;
  const key = nameComparisonKey(address.city);
  return (
    lookups()
      .citiesByState.get(stateId)
      ?.find((city) => nameComparisonKey(city.Description) === key)?.Id ?? null
  );
}

const cached = (address: ProviderAddress): CachedCepAddress => ({
  Street: address.street,
  District: address.district,
  State: address.uf,
  CityId: cityIdOf(address),
  CityName: address.city,
});

const found = (cep: string, address: CachedCepAddress): CepResult => ({ status: 'found', address: { Cep: cep, ...address } });

/**
 * The address of an 8-digit CEP: from the cache while it is fresh, else from the providers (the answer, known or
 * unknown, is cached). When no provider answers, an expired known address still answers; else `unavailable`.
 */
export async function lookupCep(deps: CepDeps, cep: string): Promise<CepResult> {
  const [row] = await deps.db.select().from(cepLookups).where(eq(cepLookups.cep, cep));
  const now = deps.clock.now();
  if (row && row.expiresAt > now) return row.address ? found(cep, row.address) : { status: 'notFound' };
  let address: CachedCepAddress | null;
  try {
    const answer = await askCepProviders(deps.config, cep);
    address = answer.status === 'found' ? cached(answer.address) : null;
  } catch (error) {
    // The CEP itself is not logged: with a number it locates a home.
    deps.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'CEP lookup unavailable');
    return row?.address ? found(cep, row.address) : { status: 'unavailable' };
  }
  const expiresAt = new Date(now.getTime() + (address ? CEP_CACHE_TTL_MS.found : CEP_CACHE_TTL_MS.notFound));
  const values = { address, fetchedAt: now, expiresAt };
  await deps.db
    .insert(cepLookups)
    .values({ cep, ...values })
    .onConflictDoUpdate({ target: cepLookups.cep, set: values });
  return address ? found(cep, address) : { status: 'notFound' };
}
