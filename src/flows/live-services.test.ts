import { describe, expect, test, vi } from 'vitest';
import { bravoPartner, knowledgeSources } from '../testing/fixtures.ts';
import { buildChildServices } from '../testing/service-names.ts';
import type { LiveApi } from './live-api.ts';
import { lazyChildServices, liveServices } from './live-services.ts';
import type { ChildServices } from './onboarding.services.ts';

const call = { signal: new AbortController().signal, onProgress: () => undefined };

// Every call answers its group and name, so a test can see which implementation ran.
const implementation = () => buildChildServices((group, name) => (async () => `${group}.${name}`) as never);

describe('lazily loaded child services', () => {
  test('nothing loads until a call; the implementation then loads once and answers every call', async () => {
    const load = vi.fn(async (): Promise<ChildServices> => implementation());
    const services = lazyChildServices(load);
    expect(load).not.toHaveBeenCalled();
    expect(await services.continueSignup.requestContinueCode({ Document: '1', PartnerId: 1 }, call)).toBe(
      'continueSignup.requestContinueCode',
    );
    expect(await services.completeSection({ ClientId: 1, SectionId: 1 }, call)).toBe('completeSection.completeSection');
    expect(await services.finish.finalizeClient({ Id: 1 }, call)).toBe('finish.finalizeClient');
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed load fails the call, and the next call tries to load again', async () => {
    const load = vi.fn<() => Promise<ChildServices>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue(implementation());
    const services = lazyChildServices(load);
    await expect(services.finish.finalizeClient({ Id: 1 }, call)).rejects.toThrow(TypeError);
    expect(await services.finish.finalizeClient({ Id: 1 }, call)).toBe('finish.finalizeClient');
    expect(load).toHaveBeenCalledTimes(2);
  });

  test("once loaded, a call reaches the implementation in the caller's own turn: no render runs before the request", async () => {
    const loaded = implementation();
    const completeSection = vi.fn(loaded.completeSection);
    const services = lazyChildServices(async () => ({ ...loaded, completeSection }));
    await services.completeSection({ ClientId: 1, SectionId: 1 }, call);
    completeSection.mockClear();
    const answer = services.completeSection({ ClientId: 1, SectionId: 2 }, call);
    const postSection = services.sections.postSection(
      { section: 'address', clientId: 1, userId: 1, body: {}, method: 'POST' } as never,
      call,
    );
    expect(completeSection).toHaveBeenCalledWith({ ClientId: 1, SectionId: 2 }, call);
    expect(await answer).toBe('completeSection.completeSection');
    expect(await postSection).toBe('sections.postSection');
  });
});

describe('live services', () => {
  const api = () =>
    ({
      root: {
        resolvePartner: vi.fn(async () => ({ ...bravoPartner, name: 'Da API' })),
        loadKnowledgeSources: vi.fn(async () => knowledgeSources),
        verifyDocument: vi.fn(),
        createClient: vi.fn(),
        lookupAdvisor: vi.fn(),
      },
      children: implementation(),
    }) as unknown as LiveApi;

  test('the partner inlined in the page answers without loading the API', async () => {
    const load = vi.fn(async () => api());
    const services = liveServices(load, bravoPartner);
    expect(await services.resolvePartner({ host: 'parceiro.localhost' }, call)).toEqual(bravoPartner);
    expect(load).not.toHaveBeenCalled();
  });

  test('without one, the API loads on the first call, once, for the root calls and the children alike', async () => {
    const load = vi.fn(async () => api());
    const services = liveServices(load);
    expect((await services.resolvePartner({ host: 'parceiro.localhost' }, call)).name).toBe('Da API');
    expect(await services.loadKnowledgeSources(undefined as never, call)).toEqual(knowledgeSources);
    expect(await services.finish.finalizeClient({ Id: 1 }, call)).toBe('finish.finalizeClient');
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('once the API has loaded, a root call is made at once, not a turn later', async () => {
    const live = api();
    const services = liveServices(async () => live);
    await services.loadKnowledgeSources(undefined as never, call);
    void services.verifyDocument({ Document: '1', PartnerId: 1 } as never, call);
    expect(live.root.verifyDocument).toHaveBeenCalledTimes(1);
  });
});
